/**
 * The admin panel's 'Destaques' tab (issue 25): the home's 'Oportunidades em destaque', one kind at
 * a time (Vagas, Cursos, Eventos), in the order the home shows them: what an admin featured first,
 * then the best of the rest (the first three are what a visitor sees). Each row features or
 * unfeatures its item ('Destacar na página inicial' / 'Remover destaque'); a search finds any
 * approved item to feature. Rows stack on a phone.
 */
import { useState } from 'react';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PAGE_LIMITS, type ShowcaseEntryDTO, type ShowcaseKind } from '@conecta/common';
import { NumberedList, useNumberedPage } from '../../components/NumberedList';
import { SearchField } from '../../components/SearchField';
import { formatDate } from '../../lib/format';
import { SHOWCASE_PAGE_SIZE, useGetAdminShowcaseQuery, useSetFeaturedMutation } from './adminShowcaseApi';

const KINDS: Array<{ kind: ShowcaseKind; label: string; empty: string }> = [
  { kind: 'job', label: 'Vagas', empty: 'Nenhuma vaga aprovada encontrada' },
  { kind: 'course', label: 'Cursos', empty: 'Nenhum curso aprovado encontrado' },
  { kind: 'event', label: 'Eventos', empty: 'Nenhum evento futuro aprovado encontrado' },
];

function FeatureButton({ entry }: { entry: ShowcaseEntryDTO }) {
  const [setFeatured, { isLoading }] = useSetFeaturedMutation();
  const featured = entry.featuredAt !== null;
  return (
    <Button
      size="small"
      variant={featured ? 'text' : 'outlined'}
      color={featured ? 'inherit' : 'primary'}
      disabled={isLoading}
      onClick={() => void setFeatured({ kind: entry.kind, id: entry.id, featured: !featured })}
      aria-label={`${featured ? 'Remover destaque' : 'Destacar na página inicial'}: ${entry.title}`}
      sx={{ flexShrink: 0 }}
    >
      {featured ? 'Remover destaque' : 'Destacar na página inicial'}
    </Button>
  );
}

export default function ShowcaseTab() {
  const [kind, setKind] = useState<ShowcaseKind>('job');
  const [q, setQ] = useState('');
  const [page, setPage] = useNumberedPage(kind, q);
  const showcase = useGetAdminShowcaseQuery({ kind, q, page });
  const current = KINDS.find((k) => k.kind === kind)!;
  // Without a search, the first rows of the first page are what the home shows.
  const onHome = (index: number) => !q.trim() && page === 0 && index < PAGE_LIMITS.homeItems;

  return (
    <Box>
      <Typography component="h2" variant="h5">
        Destaques da página inicial
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Os itens destacados aparecem primeiro em &lsquo;Oportunidades em destaque&rsquo;; depois vêm os mais completos. Só itens aprovados (e eventos que ainda vão acontecer) aparecem.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          aria-label="Tipo de item"
          onChange={(_e, value: ShowcaseKind | null) => {
            if (value) setKind(value);
          }}
        >
          {KINDS.map((k) => (
            <ToggleButton key={k.kind} value={k.kind}>
              {k.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SearchField id="admin-showcase-q" label="Buscar por título" committed={q} onSearch={setQ} />
      </Stack>

      <NumberedList query={showcase} pageSize={SHOWCASE_PAGE_SIZE} page={page} onPage={setPage} loadingLabel="Carregando destaques..." errorMessage="Não foi possível carregar os destaques." emptyMessage={current.empty}>
        {(items) => (
          <Box component="ul" aria-label={`${current.label} na ordem da página inicial`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {items.map((entry, index) => (
              <Paper component="li" variant="outlined" key={entry.id} data-showcase-id={entry.id} sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.subtitle}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                    {entry.featuredAt ? <Chip size="small" color="secondary" icon={<StarIcon aria-hidden />} label={`Em destaque desde ${formatDate(entry.featuredAt)}`} /> : null}
                    {onHome(index) ? <Chip size="small" variant="outlined" label="Na página inicial" /> : null}
                  </Stack>
                </Box>
                <FeatureButton entry={entry} />
              </Paper>
            ))}
          </Box>
        )}
      </NumberedList>
    </Box>
  );
}
