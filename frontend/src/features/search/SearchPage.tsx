/**
 * /search?q=&type=&area= (spec §2 'Buscar Oportunidades'): a text box, a
 * type selector and a filter sidebar; results grouped into jobs, courses,
 * events, professionals and services (issue 25), each with its count. Everything lives in the URL
 * and goes to the server: the type chooses the groups, the energy area narrows
 * each group before it is counted and paged. On narrow screens the sidebar
 * folds into a 'Filtros' toggle above the results.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ENERGY_AREAS, SEARCH_TYPES, type EnergyArea, type SearchResponse } from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { EmptyState, ErrorState, LoadMoreButton, SectionLoader } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { hasAnyFilter, liveParams, readFilters, withFilter } from '../../lib/urlFilters';
import { CourseCard } from '../courses/CourseCard';
import { DirectoryCard } from '../directory/DirectoryCard';
import { EventCard } from '../events/EventCard';
import { JobCard } from '../jobs/JobCard';
import { ServiceCard } from '../services/ServiceCard';
import { useSearchGroupMoreInfiniteQuery, useSearchQuery, type SearchGroup } from './searchApi';
import { CardGrid } from '../../components/CardGrid';
import { PageFrame } from '../../components/PageFrame';

const FILTERS = { q: 'text', type: SEARCH_TYPES, area: ENERGY_AREAS } as const;
const SIDEBAR_FILTERS = { type: SEARCH_TYPES, area: ENERGY_AREAS } as const;

const TYPE_LABELS: Record<SearchGroup, string> = {
  jobs: 'Vagas',
  courses: 'Cursos',
  events: 'Eventos',
  users: 'Profissionais',
  services: 'Serviços',
};
const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as SearchGroup[]).map((value) => ({ value, label: TYPE_LABELS[value] }));

/** How each group's cards are drawn (spec §9 card limits for people). */
const RENDER: { [G in SearchGroup]: (response: SearchResponse) => { id: string; node: ReactNode }[] } = {
  jobs: (r) => r.jobs.map((job) => ({ id: job.id, node: <JobCard job={job} /> })),
  courses: (r) => r.courses.map((course) => ({ id: course.id, node: <CourseCard course={course} /> })),
  events: (r) => r.events.map((event) => ({ id: event.id, node: <EventCard event={event} /> })),
  users: (r) => r.users.map((entry) => ({ id: entry.id, node: <DirectoryCard entry={entry} maxSkills={3} maxAreas={2} /> })),
  services: (r) => r.services.map((service) => ({ id: service.id, node: <ServiceCard service={service} /> })),
};

interface GroupProps {
  q: string;
  area: EnergyArea | undefined;
  group: SearchGroup;
  /** The search of every group: this group's first results and its whole count. */
  first: SearchResponse;
}

/**
 * One group of results with its count ('Cursos (0)' too: every group is
 * counted); 'Carregar mais ...' fetches the group's next results (offset = how
 * many came before), appended below. Mounted per term and area (key), so a new
 * search starts from its first results again.
 */
function ResultGroup({ q, area, group, first }: GroupProps) {
  const headingId = useId();
  const title = TYPE_LABELS[group];
  const [expanded, setExpanded] = useState(false);
  const more = useSearchGroupMoreInfiniteQuery({ q, group, area }, { skip: !expanded });
  const cards = useMemo(() => {
    const seen = new Set<string>();
    // A document can move between pages when the catalogue changes in between: show it once.
    return [first, ...(more.data?.pages ?? [])]
      .flatMap(RENDER[group])
      .filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
  }, [first, more.data, group]);
  const count = first.counts[group];
  const hasMore = expanded ? more.hasNextPage : cards.length < count;
  return (
    <Box component="section" id={`resultados-${group}`} aria-labelledby={headingId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {`${title} (${count})`}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum resultado nesta categoria.
        </Typography>
      ) : cards.length < count ? (
        <Typography variant="body2" color="text.secondary">
          {`Mostrando ${cards.length} de ${count}.`}
        </Typography>
      ) : null}
      <CardGrid items={cards} sx={{ mt: 1.5 }}>
        {(card) => card.node}
      </CardGrid>
      <LoadMoreButton
        label={`Carregar mais ${title.toLowerCase()}`}
        paging={{
          hasNextPage: hasMore,
          isFetchingNextPage: more.isFetching,
          fetchNextPage: () => (expanded ? more.fetchNextPage() : setExpanded(true)),
          isFetchNextPageError: more.isError,
        }}
        // The group's first extra page failing leaves nothing to continue from: ask for it again.
        onRetry={() => (more.data ? more.fetchNextPage() : more.refetch())}
      />
    </Box>
  );
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q = '', type = 'all', area } = readFilters(params, FILTERS);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(() => hasAnyFilter(params, SIDEBAR_FILTERS));
  const sidebarId = useId();

  const setFilter = (key: string, value: string) => setParams(withFilter(liveParams(), key, value));
  const { data, isLoading, isFetching, isError, refetch } = useSearchQuery({ q, type, area }, { skip: !q });
  const groups = (Object.keys(TYPE_LABELS) as SearchGroup[]).filter((group) => type === 'all' || type === group);
  const nothing = data ? groups.every((group) => data.counts[group] === 0) : false;

  const sidebar = (
    <Paper variant="outlined" component="aside" aria-label="Filtros da busca" sx={{ p: 2 }}>
      <Stack sx={{ gap: 2 }}>
        <FilterSelect id="busca-tipo" label="Tipo" allLabel="Todos" value={type === 'all' ? '' : type} options={TYPE_OPTIONS} onChange={(value) => setFilter('type', value)} />
        <FilterSelect id="busca-area" label="Área de energia" value={area ?? ''} options={ENERGY_AREAS.map((value) => ({ value, label: labelOf(value) }))} onChange={(value) => setFilter('area', value)} />
      </Stack>
    </Paper>
  );

  let results: ReactNode;
  if (!q) {
    results = (
      <Paper variant="outlined" role="status" sx={{ py: 5, px: 2, textAlign: 'center', bgcolor: 'transparent' }}>
        <Typography sx={{ fontWeight: 600 }}>Digite um termo para buscar vagas, cursos, eventos e profissionais.</Typography>
      </Paper>
    );
  } else if (isLoading || (isFetching && !data)) {
    results = <SectionLoader label="Buscando..." />;
  } else if (isError || !data) {
    results = <ErrorState message="Não foi possível realizar a busca." onRetry={() => void refetch()} />;
  } else if (nothing) {
    results = <EmptyState message="Nenhum resultado encontrado" />;
  } else {
    results = groups.map((group) => <ResultGroup key={`${group}-${q}-${area ?? ''}`} q={q} area={area} group={group} first={data} />);
  }

  return (
    <PageFrame width="lg" title="Buscar Oportunidades" lead="Vagas, cursos, eventos e profissionais do setor de energia em um só lugar.">
      <SearchField key={q} id="busca-termo" label="O que você procura?" placeholder="Ex.: solar, eólica, engenheiro" committed={q} onSearch={(text) => setFilter('q', text)} />

      <Grid container spacing={3} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          {wide ? (
            sidebar
          ) : (
            <>
              <Button variant={filtersOpen ? 'contained' : 'outlined'} color="secondary" startIcon={<FilterListIcon />} aria-expanded={filtersOpen} aria-controls={sidebarId} onClick={() => setFiltersOpen((open) => !open)}>
                Filtros
              </Button>
              <Collapse in={filtersOpen} id={sidebarId}>
                <Box sx={{ pt: 1.5 }}>{sidebar}</Box>
              </Collapse>
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} aria-busy={isFetching} aria-live="polite">
          {results}
        </Grid>
      </Grid>
    </PageFrame>
  );
}
