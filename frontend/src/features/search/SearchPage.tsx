/**
 * /search?q=&type=&area= (spec §2 'Buscar Oportunidades'): a text box, a
 * type selector and a filter sidebar; results grouped into jobs, courses,
 * events and professionals, each with its count. Everything lives in the URL.
 * The type goes to the server; the energy area narrows the results already
 * loaded (the search endpoint has no area parameter). On narrow screens the
 * sidebar folds into a 'Filtros' toggle above the results.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ENERGY_AREAS,
  SEARCH_TYPES,
  type CourseDTO,
  type DirectoryEntryDTO,
  type EventDTO,
  type JobDTO,
  type SearchResponse,
  type SearchType,
} from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { EmptyState, ErrorState, LoadMoreButton, SectionLoader } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { hasAnyFilter, liveParams, readFilters, withFilter } from '../../lib/urlFilters';
import { CourseCard } from '../courses/CourseCard';
import { DirectoryCard } from '../directory/DirectoryCard';
import { EventCard } from '../events/EventCard';
import { JobCard } from '../jobs/JobCard';
import { useSearchGroupMoreInfiniteQuery, useSearchQuery, type SearchGroup } from './searchApi';

// Stable (module-level) so a group's memo of its loaded results holds between renders.
const pickJobs = (r: SearchResponse) => r.jobs;
const pickCourses = (r: SearchResponse) => r.courses;
const pickEvents = (r: SearchResponse) => r.events;
const pickUsers = (r: SearchResponse) => r.users;

const FILTERS = { q: 'text', type: SEARCH_TYPES, area: ENERGY_AREAS } as const;
const SIDEBAR_FILTERS = { type: SEARCH_TYPES, area: ENERGY_AREAS } as const;

const TYPE_LABELS: Record<Exclude<SearchType, 'all'>, string> = {
  jobs: 'Vagas',
  courses: 'Cursos',
  events: 'Eventos',
  users: 'Profissionais',
};
const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as (keyof typeof TYPE_LABELS)[]).map((value) => ({ value, label: TYPE_LABELS[value] }));

interface GroupProps<T extends { id: string }> {
  q: string;
  group: SearchGroup;
  title: string;
  /** The group's first results (from the search of every group), before the area filter. */
  first: T[];
  serverCount: number;
  pick: (response: SearchResponse) => T[];
  /** The sidebar's energy area: narrows what is loaded. */
  matches: (item: T) => boolean;
  filtered: boolean;
  render: (item: T) => ReactNode;
}

/**
 * One group of results with its count; 'Carregar mais ...' fetches the group's
 * next results (offset = how many came before), appended below. Mounted per
 * term (key), so a new search starts from its first results again.
 */
function ResultGroup<T extends { id: string }>({ q, group, title, first, serverCount, pick, matches, filtered, render }: GroupProps<T>) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = useSearchGroupMoreInfiniteQuery({ q, group }, { skip: !expanded });
  const loaded = useMemo(() => {
    const seen = new Set<string>();
    // A document can move between pages when the catalogue changes in between: show it once.
    return [...first, ...(more.data?.pages.flatMap(pick) ?? [])].filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [first, more.data, pick]);
  const shown = filtered ? loaded.filter(matches) : loaded;
  if (shown.length === 0 && !expanded) return null;
  const count = filtered ? shown.length : serverCount;
  const hasMore = expanded ? more.hasNextPage : first.length < serverCount;
  return (
    <Box component="section" id={`resultados-${group}`} aria-labelledby={headingId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {`${title} (${count})`}
      </Typography>
      {!filtered && shown.length < count ? (
        <Typography variant="body2" color="text.secondary">
          {`Mostrando ${shown.length} de ${count}.`}
        </Typography>
      ) : null}
      <Grid container spacing={2} sx={{ mt: 1.5 }}>
        {shown.map((item) => (
          <Grid key={item.id} size={cell}>
            {render(item)}
          </Grid>
        ))}
      </Grid>
      {more.isError ? <ErrorState message="Não foi possível carregar mais resultados." onRetry={() => void more.refetch()} /> : null}
      <LoadMoreButton
        label={`Carregar mais ${title.toLowerCase()}`}
        hasNextPage={hasMore && !more.isError}
        isFetchingNextPage={more.isFetching}
        fetchNextPage={() => (expanded ? more.fetchNextPage() : setExpanded(true))}
      />
    </Box>
  );
}

const cell = { xs: 12, sm: 6, lg: 4 } as const;

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q = '', type = 'all', area } = readFilters(params, FILTERS);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(() => hasAnyFilter(params, SIDEBAR_FILTERS));
  const sidebarId = useId();

  const setFilter = (key: string, value: string) => setParams(withFilter(liveParams(), key, value));
  const { data, isLoading, isFetching, isError, refetch } = useSearchQuery({ q, type }, { skip: !q });

  const inArea =
    <T,>(areasOf: (item: T) => readonly string[]) =>
    (item: T) =>
      !area || areasOf(item).includes(area);
  const byArea = <T,>(items: T[], matches: (item: T) => boolean) => (area ? items.filter(matches) : items);
  const jobMatches = inArea((job: JobDTO) => [job.energyArea]);
  const courseMatches = inArea((course: CourseDTO) => [course.energyArea]);
  const eventMatches = inArea((event: EventDTO) => [event.energyArea]);
  const userMatches = inArea((entry: DirectoryEntryDTO) => entry.energyAreas);
  const nothing =
    byArea(data?.jobs ?? [], jobMatches).length +
      byArea(data?.courses ?? [], courseMatches).length +
      byArea(data?.events ?? [], eventMatches).length +
      byArea(data?.users ?? [], userMatches).length ===
    0;
  const wants = (group: keyof typeof TYPE_LABELS) => type === 'all' || type === group;

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
  } else if (isError) {
    results = <ErrorState message="Não foi possível realizar a busca." onRetry={() => void refetch()} />;
  } else if (nothing) {
    results = <EmptyState message="Nenhum resultado encontrado" />;
  } else {
    const common = { q, filtered: Boolean(area) };
    results = (
      <>
        {wants('jobs') ? (
          <ResultGroup key={`jobs-${q}`} {...common} group="jobs" title="Vagas" first={data?.jobs ?? []} serverCount={data?.counts.jobs ?? 0} pick={pickJobs} matches={jobMatches} render={(job) => <JobCard job={job} />} />
        ) : null}
        {wants('courses') ? (
          <ResultGroup key={`courses-${q}`} {...common} group="courses" title="Cursos" first={data?.courses ?? []} serverCount={data?.counts.courses ?? 0} pick={pickCourses} matches={courseMatches} render={(course) => <CourseCard course={course} />} />
        ) : null}
        {wants('events') ? (
          <ResultGroup key={`events-${q}`} {...common} group="events" title="Eventos" first={data?.events ?? []} serverCount={data?.counts.events ?? 0} pick={pickEvents} matches={eventMatches} render={(event) => <EventCard event={event} />} />
        ) : null}
        {wants('users') ? (
          <ResultGroup
            key={`users-${q}`}
            {...common}
            group="users"
            title="Profissionais"
            first={data?.users ?? []}
            serverCount={data?.counts.users ?? 0}
            pick={pickUsers}
            matches={userMatches}
            render={(entry) => <DirectoryCard entry={entry} maxSkills={3} maxAreas={2} />}
          />
        ) : null}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography component="h1" variant="h4">
        Buscar Oportunidades
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Vagas, cursos, eventos e profissionais do setor de energia em um só lugar.
      </Typography>
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
    </Container>
  );
}
