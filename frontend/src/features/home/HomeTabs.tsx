/**
 * The Vagas / Eventos / Cursos switcher of the visitor home (spec §2): the
 * first 3 of each from the API (events: upcoming ones). Only the selected
 * tab's list is requested.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PAGE_LIMITS } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { CourseCard } from '../courses/CourseCard';
import { useGetCoursesQuery } from '../courses/coursesApi';
import { EventCard } from '../events/EventCard';
import { useGetEventsQuery } from '../events/eventsApi';
import { JobSummaryCard } from '../jobs/JobSummaryCard';
import { useGetJobsQuery } from '../jobs/jobsApi';

type HomeTab = 'vagas' | 'eventos' | 'cursos';

const LIMIT = PAGE_LIMITS.homeItems;

function ListState({ isLoading, isError, empty, emptyText, onRetry }: { isLoading: boolean; isError: boolean; empty: boolean; emptyText: string; onRetry: () => void }) {
  if (isLoading) return <SectionLoader />;
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (empty) return <EmptyState message={emptyText} />;
  return null;
}

function JobsTab() {
  const { data, isLoading, isError, refetch } = useGetJobsQuery({ limit: LIMIT });
  const jobs = (data ?? []).slice(0, LIMIT);
  return (
    <>
      <ListState isLoading={isLoading} isError={isError} empty={jobs.length === 0} emptyText="Nenhuma vaga encontrada" onRetry={() => void refetch()} />
      <Grid container spacing={2}>
        {jobs.map((job) => (
          <Grid key={job.id} size={{ xs: 12, md: 4 }}>
            <JobSummaryCard job={job} showMeta />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button variant="outlined" href="/vagas">
          Ver todas as vagas
        </Button>
      </Box>
    </>
  );
}

function EventsTab() {
  const { data, isLoading, isError, refetch } = useGetEventsQuery({ when: 'upcoming', limit: LIMIT });
  const events = (data ?? []).slice(0, LIMIT);
  return (
    <>
      <ListState isLoading={isLoading} isError={isError} empty={events.length === 0} emptyText="Nenhum evento encontrado" onRetry={() => void refetch()} />
      <Grid container spacing={2}>
        {events.map((event) => (
          <Grid key={event.id} size={{ xs: 12, md: 4 }}>
            <EventCard event={event} compact />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button variant="outlined" href="/eventos">
          Ver todos os eventos
        </Button>
      </Box>
    </>
  );
}

function CoursesTab() {
  const { data, isLoading, isError, refetch } = useGetCoursesQuery({ limit: LIMIT });
  const courses = (data ?? []).slice(0, LIMIT);
  return (
    <>
      <ListState isLoading={isLoading} isError={isError} empty={courses.length === 0} emptyText="Nenhum curso encontrado" onRetry={() => void refetch()} />
      <Grid container spacing={2}>
        {courses.map((course) => (
          <Grid key={course.id} size={{ xs: 12, md: 4 }}>
            <CourseCard course={course} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button variant="outlined" href="/cursos">
          Ver todos os cursos
        </Button>
      </Box>
    </>
  );
}

export function HomeTabs() {
  const [tab, setTab] = useState<HomeTab>('vagas');
  return (
    <Container component="section" aria-labelledby="destaques-titulo" maxWidth="lg" sx={{ py: { xs: 5, md: 7 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography id="destaques-titulo" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 1 }}>
        Oportunidades em destaque
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        As novidades mais recentes da rede.
      </Typography>
      <Tabs value={tab} onChange={(_e, value: HomeTab) => setTab(value)} variant="fullWidth" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        <Tab label="Vagas" value="vagas" id="home-tab-vagas" aria-controls="home-tabpanel" />
        <Tab label="Eventos" value="eventos" id="home-tab-eventos" aria-controls="home-tabpanel" />
        <Tab label="Cursos" value="cursos" id="home-tab-cursos" aria-controls="home-tabpanel" />
      </Tabs>
      <div role="tabpanel" id="home-tabpanel" aria-labelledby={`home-tab-${tab}`}>
        {tab === 'vagas' ? <JobsTab /> : tab === 'eventos' ? <EventsTab /> : <CoursesTab />}
      </div>
    </Container>
  );
}
