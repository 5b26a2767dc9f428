/**
 * The admin panel's 'Publicações' tab (issue 25): find a published job, course, event or service by the
 * global search and take it down ('Retirar do ar', with the reason its owner reads), and the items
 * taken down so far, most recent first, each with its reason and 'Republicar' (back to the site as
 * it stands; the server's rule says when: `abilities.restore`).
 */
import { useId, useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, type ModeratedKind, type TakenDownItemDTO } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, QueryList, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { useSearchQuery } from '../search/searchApi';
import { TakenDownPages } from '../pageTakedown/TakenDownPages';
import { TakeDownButton } from './TakeDownButton';
import { ItemSummary, TakenDownEntry } from './TakenDownEntry';
import { useGetTakenDownQuery, useRestoreItemMutation } from './takedownApi';

const KIND_LABELS: Readonly<Record<string, string>> = { job: 'Vaga', course: 'Curso', event: 'Evento', service: 'Serviço' };

interface Found {
  kind: ModeratedKind;
  id: string;
  title: string;
  detail: string;
}

function FindPublished() {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const { data, isFetching, isError, refetch } = useSearchQuery({ q: term, type: 'all' }, { skip: !term });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  const found: Found[] = data
    ? [
        ...data.jobs.map((job) => ({ kind: 'job' as const, id: job.id, title: job.title, detail: `${job.company} · ${job.location}` })),
        ...data.courses.map((course) => ({ kind: 'course' as const, id: course.id, title: course.title, detail: course.instructor })),
        ...data.events.map((event) => ({ kind: 'event' as const, id: event.id, title: event.title, detail: `${event.organizer} · ${event.location}` })),
        ...data.services.map((service) => ({ kind: 'service' as const, id: service.id, title: service.title, detail: service.providerName })),
      ]
    : [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 1 }}>
        Retirar do ar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Busque uma vaga, curso, evento ou serviço publicado. Ele sairá das listas, da busca e da sua página; o responsável verá o motivo.
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField size="small" label="Buscar publicações" value={draft} onChange={(event) => setDraft(event.target.value)} sx={{ flex: '1 1 220px' }} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!draft.trim()}>
          Buscar
        </Button>
      </Box>
      {!term ? null : isFetching ? (
        <SectionLoader label="Buscando..." />
      ) : isError ? (
        <ErrorState message="Não foi possível buscar as publicações." onRetry={() => void refetch()} />
      ) : found.length === 0 ? (
        <EmptyState message="Nenhuma vaga, curso, evento ou serviço publicado encontrado." />
      ) : (
        <Stack component="ul" aria-label="Publicações encontradas" sx={{ gap: 1, p: 0, m: 0 }}>
          {found.map((item) => (
            <Paper key={`${item.kind}-${item.id}`} component="li" variant="outlined" data-testid="published-item" sx={{ p: 1.5, listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <ItemSummary chip={KIND_LABELS[item.kind] ?? item.kind} title={item.title} detail={item.detail} />
              <TakeDownButton target={{ kind: item.kind, id: item.id }} title={item.title} size="small" />
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

function RestoreDialog({ item, onClose }: { item: TakenDownItemDTO; onClose: () => void }) {
  const [restore, { isLoading }] = useRestoreItemMutation();
  return (
    <ConfirmDialog
      title="Republicar?"
      text={`“${item.title}” volta às listas, à busca e à sua página como está. O responsável será avisado.`}
      confirmLabel="Republicar"
      busyLabel="Republicando..."
      confirmColor="primary"
      busy={isLoading}
      onConfirm={async () => {
        const result = await restore({ kind: item.kind, id: item.id });
        if (!('error' in result)) onClose();
      }}
      onClose={onClose}
    />
  );
}

function TakenDownList() {
  const id = useId();
  const takenDown = useGetTakenDownQuery();
  const [restoring, setRestoring] = useState<TakenDownItemDTO | null>(null);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        Retirados do ar
      </Typography>
      <QueryList query={takenDown} loadingLabel="Carregando itens retirados do ar..." errorMessage="Não foi possível carregar os itens retirados do ar." emptyMessage={ADMIN_MESSAGES.noTakenDown}>
        {(items) => (
          <Stack component="ul" aria-labelledby={`${id}-title`} sx={{ gap: 1, p: 0, m: 0 }}>
            {items.map((item) => (
              <TakenDownEntry
                key={`${item.kind}-${item.id}`}
                testId="taken-down-item"
                chip={KIND_LABELS[item.kind] ?? item.kind}
                title={item.title}
                detail={`${item.owner ? `${item.owner} · ` : ''}Retirado em ${formatDateTime(item.takenDownAt)}`}
                reason={item.reason}
                restoreLabel="Republicar"
                onRestore={item.abilities.restore ? () => setRestoring(item) : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      {restoring ? <RestoreDialog item={restoring} onClose={() => setRestoring(null)} /> : null}
    </section>
  );
}

export default function PublishedTab() {
  return (
    <>
      <FindPublished />
      <TakenDownList />
      <TakenDownPages />
    </>
  );
}
