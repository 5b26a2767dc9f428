/**
 * /search?q=&type=&area= (spec §2 'Buscar Oportunidades'): a text box, a
 * type selector and a filter sidebar; results grouped into jobs, courses,
 * events and professionals, each with its count. Everything lives in the URL.
 * The type goes to the server; the energy area narrows the results already
 * loaded (the search endpoint has no area parameter). On narrow screens the
 * sidebar folds into a 'Filtros' toggle above the results.
 */
import { useId, useState, type ReactNode } from 'react';
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
import { ENERGY_AREAS, SEARCH_TYPES, type SearchType } from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { hasAnyFilter, liveParams, readFilters, withFilter } from '../../lib/urlFilters';
import { CourseCard } from '../courses/CourseCard';
import { DirectoryCard } from '../directory/DirectoryCard';
import { EventCard } from '../events/EventCard';
import { JobCard } from '../jobs/JobCard';
import { useSearchQuery } from './searchApi';

const FILTERS = { q: 'text', type: SEARCH_TYPES, area: ENERGY_AREAS } as const;
const SIDEBAR_FILTERS = { type: SEARCH_TYPES, area: ENERGY_AREAS } as const;

const TYPE_LABELS: Record<Exclude<SearchType, 'all'>, string> = {
  jobs: 'Vagas',
  courses: 'Cursos',
  events: 'Eventos',
  users: 'Profissionais',
};
const TYPE_OPTIONS = (Object.keys(TYPE_LABELS) as (keyof typeof TYPE_LABELS)[]).map((value) => ({ value, label: TYPE_LABELS[value] }));

function ResultGroup({ id, title, count, shown, children }: { id: string; title: string; count: number; shown: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {`${title} (${count})`}
      </Typography>
      {shown < count ? (
        <Typography variant="body2" color="text.secondary">
          {`Mostrando ${shown} de ${count}. Refine a busca para ver outros resultados.`}
        </Typography>
      ) : null}
      <Grid container spacing={2} sx={{ mt: 1.5 }}>
        {children}
      </Grid>
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

  // Without an area filter the heading shows the server's total; with one, the loaded results that match.
  const byArea = <T,>(items: T[], areasOf: (item: T) => readonly string[]) =>
    area ? items.filter((item) => areasOf(item).includes(area)) : items;
  const jobs = byArea(data?.jobs ?? [], (job) => [job.energyArea]);
  const courses = byArea(data?.courses ?? [], (course) => [course.energyArea]);
  const events = byArea(data?.events ?? [], (event) => [event.energyArea]);
  const users = byArea(data?.users ?? [], (entry) => entry.energyAreas);
  const countOf = (loaded: unknown[], serverCount: number | undefined) => (area ? loaded.length : (serverCount ?? loaded.length));
  const counts = {
    jobs: countOf(jobs, data?.counts.jobs),
    courses: countOf(courses, data?.counts.courses),
    events: countOf(events, data?.counts.events),
    users: countOf(users, data?.counts.users),
  };
  const nothing = counts.jobs + counts.courses + counts.events + counts.users === 0;
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
    results = (
      <>
        {wants('jobs') && jobs.length > 0 ? (
          <ResultGroup id="resultados-vagas" title="Vagas" count={counts.jobs} shown={jobs.length}>
            {jobs.map((job) => (
              <Grid key={job.id} size={cell}>
                <JobCard job={job} />
              </Grid>
            ))}
          </ResultGroup>
        ) : null}
        {wants('courses') && courses.length > 0 ? (
          <ResultGroup id="resultados-cursos" title="Cursos" count={counts.courses} shown={courses.length}>
            {courses.map((course) => (
              <Grid key={course.id} size={cell}>
                <CourseCard course={course} />
              </Grid>
            ))}
          </ResultGroup>
        ) : null}
        {wants('events') && events.length > 0 ? (
          <ResultGroup id="resultados-eventos" title="Eventos" count={counts.events} shown={events.length}>
            {events.map((event) => (
              <Grid key={event.id} size={cell}>
                <EventCard event={event} />
              </Grid>
            ))}
          </ResultGroup>
        ) : null}
        {wants('users') && users.length > 0 ? (
          <ResultGroup id="resultados-profissionais" title="Profissionais" count={counts.users} shown={users.length}>
            {users.map((entry) => (
              <Grid key={entry.id} size={cell}>
                <DirectoryCard entry={entry} maxSkills={3} maxAreas={2} />
              </Grid>
            ))}
          </ResultGroup>
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
