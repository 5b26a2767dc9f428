/**
 * /vagas (spec §2 Jobs): search, a filter toggle, 'Limpar filtros', the five
 * filters (and issue 24's 'Certificação exigida'), and the results split into 'Vagas de Emprego' and 'Vagas de
 * Estágio'. Every filter and the search text live in the URL.
 *
 * Each section is its own paged query (estágio; every other type), with its
 * own total and 'Carregar mais': split in the browser, a section would only
 * hold what happened to be on the pages loaded so far of one mixed list.
 */
import { lazy, Suspense, useId, useState, type ComponentProps } from 'react';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CREDENTIAL_CODES,
  EMPLOYMENT_JOB_TYPES,
  ENERGY_AREAS,
  INTERNSHIP_JOB_TYPE,
  JOB_FUNCTIONS,
  JOB_TYPES,
  WORK_TYPES,
  type JobType,
} from '@conecta/common';
import { PublishJobButton } from '../publishing/PublishButtons';
import { EmptyState, ErrorState, SectionLoader, LoadMoreButton } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { CardGrid } from '../../components/CardGrid';
import { hasAnyFilter, withFilter } from '../../lib/urlFilters';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { useCurrentUser } from '../auth/session';
import { JobCard } from './JobCard';
import { useGetJobLocationsQuery, useGetJobPagesInfiniteQuery, type JobFilters } from './jobsApi';
import { PageFrame } from '../../components/PageFrame';
import { ServerKept } from '../../components/ServerKept';
import { CreateAlertButton } from '../jobAlerts/CreateAlertButton';

const FILTERS = {
  q: 'text',
  jobType: JOB_TYPES,
  energyArea: ENERGY_AREAS,
  location: 'text',
  jobFunction: JOB_FUNCTIONS,
  workType: WORK_TYPES,
  credential: CREDENTIAL_CODES,
} as const;

/** A job card holds more lines than the other catalogues': two a row from a tablet's landscape up. */
const JOB_CELL = { xs: 12, md: 6, lg: 4 } as const;

const JobFilterFields = lazy(() => import('./JobFilterFields'));
/** The fields' height on one row (md and up) while their chunk loads. */
const FILTERS_FALLBACK_HEIGHT = 60;

/**
 * One section's list: the jobs of `jobType` (one type or several) under the
 * page's other filters; skipped when the user's own type filter leaves the
 * section nothing to show.
 */
function useJobSection(filters: JobFilters, jobType: JobType | readonly JobType[] | null) {
  const skipped = jobType === null;
  const query = useGetJobPagesInfiniteQuery({ ...filters, jobType: jobType ?? undefined }, { skip: skipped });
  // A skipped infinite query still hands back the pages of its last arguments: never show those.
  const data = skipped ? undefined : query.data;
  const jobs = data?.pages.flatMap((page) => page.items) ?? [];
  return {
    ...query,
    skipped,
    jobs,
    total: data?.pages[0]?.total ?? 0,
    hasNextPage: !skipped && query.hasNextPage,
    isFetchNextPageError: !skipped && query.isFetchNextPageError,
    loadingFirst: !skipped && (query.isLoading || (query.isFetching && !query.isFetchingNextPage && jobs.length === 0)),
    failed: !skipped && query.isError && jobs.length === 0,
  };
}

type JobSectionQuery = ReturnType<typeof useJobSection>;

/** A section's h2 and its total; kept on the server (ServerKept, decision 0038). */
function JobSectionHeading({ id, title, total }: { id: string; title: string; total: number }) {
  return (
    <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
      {title}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, fontSize: '1rem' }}>
        ({total})
      </Box>
    </Typography>
  );
}

function JobSection({
  id,
  title,
  section,
  emptyText,
  moreLabel,
}: {
  id: string;
  title: string;
  section: JobSectionQuery;
  emptyText: string;
  moreLabel: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: 4, scrollMarginTop: 80 }}>
      <ServerKept>
        <JobSectionHeading id={headingId} title={title} total={section.total} />
      </ServerKept>
      {section.failed ? (
        <ErrorState message="Não foi possível carregar as vagas." onRetry={() => void section.refetch()} />
      ) : section.jobs.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <CardGrid items={section.jobs} cell={JOB_CELL}>
          {(job) => <JobCard job={job} />}
        </CardGrid>
      )}
      <LoadMoreButton label={moreLabel} paging={section} />
    </Box>
  );
}

/** How many jobs the filters found, and a shortcut to each section. */
function JobTotals({ total, employment, internships }: { total: number; employment: number; internships: number }) {
  return (
    <Box sx={{ mt: 3, display: 'flex', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Typography role="status" color="text.secondary">
        {total === 1 ? '1 vaga encontrada' : `${total} vagas encontradas`}
      </Typography>
      {/* The first section can be long: a shortcut to each. */}
      <Box component="nav" aria-label="Seções de vagas" sx={{ display: 'flex', gap: 2 }}>
        <Link href="#vagas-emprego" component="a" underline="hover">
          Emprego ({employment})
        </Link>
        <Link href="#vagas-estagio" component="a" underline="hover">
          Estágio ({internships})
        </Link>
      </Box>
    </Box>
  );
}

/** The search box, the filter toggle, 'Limpar filtros', 'Criar alerta' and the filters' panel. */
function JobSearchBar({
  q,
  filters,
  locations,
  params,
  filtered,
  panelOpen,
  panelId,
  onSearch,
  onFilter,
  onToggle,
  onClear,
}: {
  q: string;
  filters: ComponentProps<typeof JobFilterFields>['filters'];
  locations: ComponentProps<typeof JobFilterFields>['locations'];
  params: URLSearchParams;
  filtered: boolean;
  panelOpen: boolean;
  panelId: string;
  onSearch: (text: string) => void;
  onFilter: ComponentProps<typeof JobFilterFields>['onChange'];
  onToggle: () => void;
  onClear: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          key={q}
          id="vagas-busca"
          label="Buscar vagas"
          placeholder="Cargo, empresa ou palavra-chave"
          committed={q}
          onSearch={onSearch}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={panelOpen ? 'contained' : 'outlined'}
            color="secondary"
            startIcon={<FilterListIcon />}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={onToggle}
          >
            Filtros
          </Button>
          <Button variant="text" disabled={!filtered} onClick={onClear}>
            Limpar filtros
          </Button>
          <CreateAlertButton search={params} />
        </Box>
      </Box>
      {/* Closed, the filters are neither drawn nor downloaded (a select pulls in most of MUI's form code). */}
      <Collapse in={panelOpen} id={panelId} unmountOnExit>
        <Suspense fallback={<Box sx={{ height: FILTERS_FALLBACK_HEIGHT }} />}>
          <JobFilterFields filters={filters} locations={locations} onChange={onFilter} />
        </Suspense>
      </Collapse>
    </Paper>
  );
}

export default function JobsPage() {
  const { user } = useCurrentUser();
  const { params, filters, filtered, setFilter, clear } = useUrlFilters(FILTERS);
  const [panelOpen, setPanelOpen] = useState(() => hasAnyFilter(withFilter(params, 'q', ''), FILTERS));
  const panelId = useId();

  const { data: locations } = useGetJobLocationsQuery();
  const chosenType = filters.jobType;
  // A type filter of the other section leaves a section nothing to ask for.
  const employment = useJobSection(
    filters,
    chosenType === undefined ? EMPLOYMENT_JOB_TYPES : chosenType === INTERNSHIP_JOB_TYPE ? null : chosenType,
  );
  const internships = useJobSection(filters, chosenType === undefined || chosenType === INTERNSHIP_JOB_TYPE ? INTERNSHIP_JOB_TYPE : null);
  const active = [employment, internships].filter((section) => !section.skipped);
  const total = employment.total + internships.total;

  return (
    <PageFrame
      width="lg"
      title="Vagas e Estágios"
      lead="Oportunidades em energia solar, eólica, elétrica, biomassa, hidrelétrica e mais."
      action={user?.abilities.publish ? <PublishJobButton startIcon={<AddIcon />} /> : null}
    >
      {/* Closed (no filter in the address), the bar is drawn from its props alone: on the server, once
          per search and kept (ServerKept, decision 0038). Open, its fields are a lazy chunk. */}
      <ServerKept keep={!panelOpen}>
        <JobSearchBar
          q={filters.q ?? ''}
          filters={filters}
          locations={locations}
          params={params}
          filtered={filtered}
          panelOpen={panelOpen}
          panelId={panelId}
          onSearch={(text) => setFilter('q', text)}
          onFilter={setFilter}
          onToggle={() => setPanelOpen((open) => !open)}
          onClear={clear}
        />
      </ServerKept>

      <Box aria-busy={active.some((section) => section.isFetching)}>
        {active.some((section) => section.loadingFirst) ? (
          <SectionLoader label="Carregando vagas..." />
        ) : active.every((section) => section.failed) ? (
          <Box sx={{ mt: 3 }}>
            <ErrorState message="Não foi possível carregar as vagas." onRetry={() => active.forEach((section) => void section.refetch())} />
          </Box>
        ) : total === 0 && !active.some((section) => section.failed) ? (
          <Box sx={{ mt: 3 }}>
            <EmptyState message="Nenhuma vaga encontrada">
              {filtered ? (
                <Button variant="outlined" onClick={clear}>
                  Limpar filtros
                </Button>
              ) : null}
            </EmptyState>
          </Box>
        ) : (
          <>
            {/* Drawn from the totals alone: on the server, once per totals and kept (ServerKept, decision 0038). */}
            <ServerKept>
              <JobTotals total={total} employment={employment.total} internships={internships.total} />
            </ServerKept>
            <JobSection
              id="vagas-emprego"
              title="Vagas de Emprego"
              section={employment}
              emptyText="Nenhuma vaga de emprego com estes filtros."
              moreLabel="Carregar mais vagas de emprego"
            />
            <JobSection
              id="vagas-estagio"
              title="Vagas de Estágio"
              section={internships}
              emptyText="Nenhuma vaga de estágio com estes filtros."
              moreLabel="Carregar mais vagas de estágio"
            />
          </>
        )}
      </Box>
    </PageFrame>
  );
}
