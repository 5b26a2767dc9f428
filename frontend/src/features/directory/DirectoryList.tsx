/**
 * The part both directory screens share: the filters (text, energy area,
 * location — all in the URL), the card grid, 'Carregar mais' while the total
 * says more exist, and the loading, empty and error states.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, DIRECTORY_ENERGY_AREAS } from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { PagedList } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { useUrlFilters, type UrlFilters } from '../../lib/useUrlFilters';
import { ServerKept } from '../../components/ServerKept';
import { CardGrid } from '../../components/CardGrid';
import { visuallyHidden } from '../../components/visuallyHidden';
import { DirectoryCard } from './DirectoryCard';
import { useGetDirectoryPagesInfiniteQuery, type DirectoryListArgs } from './directoryApi';

export const DIRECTORY_FILTERS = { q: 'text', energyArea: DIRECTORY_ENERGY_AREAS, credential: CREDENTIAL_CODES, location: 'text' } as const;

/** Issue 24: people holding a credential valid today ('NR-10 Básico válida'). */
const CREDENTIAL_OPTIONS = CREDENTIAL_CODES.map((value) => ({ value, label: `${CREDENTIAL_CATALOGUE[value].name} válida` }));

/** Location is free text: committed on Enter or when the field loses focus, not on every key. */
function LocationField({ committed, onCommit }: { committed: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(committed);
  const commit = () => {
    if (draft.trim() !== committed) onCommit(draft);
  };
  return (
    <Box component="form" onSubmit={(event: FormEvent) => { event.preventDefault(); commit(); }}>
      <TextField id="diretorio-local" size="small" fullWidth label="Localização" placeholder="Cidade ou estado" value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
}

type DirectoryFilterValues = UrlFilters<typeof DIRECTORY_FILTERS>;

/** The directory's filters: the text, the area, the credential, the location and 'Limpar filtros'. */
function DirectoryFilters({
  filters,
  filtered,
  searchLabel,
  onFilter,
  onClear,
}: {
  filters: DirectoryFilterValues['filters'];
  filtered: boolean;
  searchLabel: string;
  onFilter: DirectoryFilterValues['setFilter'];
  onClear: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Grid container spacing={1.5} role="group" aria-label="Filtros do diretório" sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SearchField key={filters.q ?? ''} id="diretorio-busca" label={searchLabel} placeholder="Nome, cargo ou habilidade" committed={filters.q ?? ''} onSearch={(text) => onFilter('q', text)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FilterSelect id="diretorio-area" label="Área de energia" value={filters.energyArea ?? ''} options={DIRECTORY_ENERGY_AREAS.map((value) => ({ value, label: labelOf(value) }))} onChange={(value) => onFilter('energyArea', value)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FilterSelect id="diretorio-certificacao" label="Certificação" value={filters.credential ?? ''} options={CREDENTIAL_OPTIONS} onChange={(value) => onFilter('credential', value)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <LocationField key={filters.location ?? ''} committed={filters.location ?? ''} onCommit={(value) => onFilter('location', value)} />
        </Grid>
        <Grid size={{ xs: 12, md: 1 }} sx={{ textAlign: { xs: 'left', md: 'right' } }}>
          <Button variant="text" size="small" disabled={!filtered} onClick={onClear}>
            Limpar filtros
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}

export function DirectoryList({
  source,
  fixed,
  searchLabel,
  maxSkills,
  maxAreas,
  noun,
}: {
  source: DirectoryListArgs['source'];
  /** The filter that defines the list (tab or companies only), never shown as a filter. */
  fixed: Pick<DirectoryListArgs['filters'], 'userType' | 'professionalType'>;
  searchLabel: string;
  maxSkills: number;
  maxAreas: number;
  /** The result count's words for one and for many, e.g. ['empresa encontrada', 'empresas encontradas']. */
  noun: readonly [string, string];
}) {
  const { filters, filtered, setFilter, clear } = useUrlFilters(DIRECTORY_FILTERS);

  const pages = useGetDirectoryPagesInfiniteQuery({ source, filters: { ...filters, ...fixed } });
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    <>
      {/* Drawn from its props alone: on the server, once per filters and kept (ServerKept, decision 0038). */}
      <ServerKept>
        <DirectoryFilters filters={filters} filtered={filtered} searchLabel={searchLabel} onFilter={setFilter} onClear={clear} />
      </ServerKept>

      <Box aria-busy={pages.isFetching} sx={{ mt: 3 }}>
        <PagedList
          query={pages}
          count={entries.length}
          loadingLabel="Carregando perfis..."
          errorMessage="Não foi possível carregar os perfis."
          emptyMessage="Nenhum profissional encontrado"
          onClear={filtered ? clear : undefined}
          moreLabel="Carregar mais"
        >
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
          </Typography>
          {/* The cards' titles are h3s (as under the search's h2s): the list gets its h2 too. */}
          <Typography component="h2" sx={visuallyHidden}>
            Lista de perfis
          </Typography>
          <CardGrid items={entries} list aria-label="Perfis">
            {(entry) => <DirectoryCard entry={entry} maxSkills={maxSkills} maxAreas={maxAreas} />}
          </CardGrid>
        </PagedList>
      </Box>
    </>
  );
}
