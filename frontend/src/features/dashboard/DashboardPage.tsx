/**
 * The signed-in home at `/` (spec §2 Dashboard): greeting, the person's
 * counters (applications, course enrolments, event registrations), up to 4
 * recommended jobs, 3 courses and 2 upcoming events, a profile card and quick
 * actions. If a call answers 401 the session has expired: toast
 * 'Unauthorized', then after 500 ms the browser goes to /api/login.
 * Issue 25: 'Candidaturas' and the recommended jobs are a candidate's (`abilities.apply`); a
 * company (or an admin) who publishes sees its own jobs' figures in their place instead.
 */
import { claimExpiredSession } from '../auth/sessionEnd';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HandymanIcon from '@mui/icons-material/Handyman';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ChatIcon from '@mui/icons-material/Chat';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PlaceIcon from '@mui/icons-material/Place';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/CardGrid';
import { DIRECTORY_USER_TYPES, PAGE_LIMITS, type RecommendedJobDTO, type UserDTO } from '@conecta/common';
import { isApiError } from '../../api/errors';
import { QueryList, RetryButton } from '../../components/ListStates';
import { profileTypeLabel } from '../../lib/labels';
import { showToast } from '../../lib/toast';
import { useCurrentUser } from '../auth/session';
import { CourseCard } from '../courses/CourseCard';
import { useGetCoursesQuery } from '../courses/coursesApi';
import { EventCard } from '../events/EventCard';
import { useGetEventsQuery } from '../events/eventsApi';
import { profilePath } from '../directory/directoryLinks';
import { ApplyButton } from '../jobs/ApplyButton';
import { JobSummaryCard } from '../jobs/JobSummaryCard';
import { useGetRecommendedJobsQuery } from '../jobs/jobsApi';
import { currentGreeting } from './greeting';
import { CompanyJobFigures } from './CompanyJobFigures';
import { CompletenessCard } from '../profile/CompletenessCard';
import { useGetMyApplicationsQuery, useGetMyEnrollmentsQuery, useGetMyRegistrationsQuery } from './meApi';
import { PublishJobButton } from '../publishing/PublishButtons';
import { useGetMyJobFiguresQuery } from '../publishing/publishingApi';

const LOGIN_REDIRECT_DELAY_MS = 500;

const isExpired = (error: unknown) => isApiError(error) && error.status === 401;

function useLoggedOutRedirect(errors: unknown[]) {
  const expired = errors.some(isExpired);
  const fired = useRef(false);
  // While this page is up, its 401s are its own to answer (not the session-ended notice's).
  useEffect(() => claimExpiredSession(), []);
  useEffect(() => {
    if (!expired || fired.current) return;
    fired.current = true;
    let cancelled = false;
    let timer: number | undefined;
    // The 500 ms run from when the toast shows (its host may still be loading), so it is seen.
    void showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }, 'error').then(() => {
      if (!cancelled) timer = window.setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [expired]);
}

/** One of the person's lists, counted. */
interface CountedList {
  data?: readonly unknown[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function Counter({ label, list, icon, href }: { label: string; list: CountedList; icon: ReactNode; href: string }) {
  const labelId = useId();
  // A 401 is not this counter's failure: the whole page is on its way to /api/login.
  const failed = list.isError && !isExpired(list.error);
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }} aria-hidden>
        {icon}
      </Avatar>
      <Box>
        {list.isLoading ? (
          <CircularProgress size={28} aria-label={`Carregando ${label.toLowerCase()}`} sx={{ display: 'block', my: 0.5 }} />
        ) : failed ? (
          <Box role="alert">
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'error.main' }}>
              Não foi possível carregar.
            </Typography>
            <RetryButton compact onRetry={list.refetch} />
          </Box>
        ) : (
          <Typography component="p" variant="h4" data-testid="counter-value" sx={{ lineHeight: 1.1 }}>
            {list.data?.length ?? '–'}
          </Typography>
        )}
        <Link id={labelId} href={href} underline="hover" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Link>
      </Box>
    </Paper>
  );
}

function Section({ title, link, linkLabel, children }: { title: string; link: string; linkLabel: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h5">
          {title}
        </Typography>
        <Button href={link} endIcon={<ArrowForwardIcon />} size="small">
          {linkLabel}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** A recommended job says why it was picked (issue 25): 'Combina com: Estágio, Solar, Fortaleza'. */
function RecommendedJob({ job }: { job: RecommendedJobDTO }) {
  const note = job.reasons.length ? `Combina com: ${job.reasons.join(', ')}` : null;
  return <JobSummaryCard job={job} note={note} action={<ApplyButton job={job} size="small" />} />;
}

function ProfileCard({ user }: { user: UserDTO }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Paper variant="outlined" component="section" aria-label="Seu perfil" sx={{ p: 3, textAlign: 'center' }}>
      <Avatar src={user.profileImageUrl ?? undefined} alt="" sx={{ width: 72, height: 72, mx: 'auto', bgcolor: 'primary.main', fontSize: '2rem' }}>
        {user.firstName.charAt(0).toUpperCase()}
      </Avatar>
      <Typography component="h2" variant="h6" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {user.jobTitle ? <Typography color="text.secondary">{user.jobTitle}</Typography> : null}
      <Chip label={profileTypeLabel(user.userType)} color="primary" size="small" sx={{ mt: 1 }} />
      <Typography color="text.secondary" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
        <PlaceIcon aria-hidden fontSize="small" />
        {user.location || 'Localização não informada'}
      </Typography>
      {/* The public page others see; only directory members (not admin or general accounts) have one. */}
      {(DIRECTORY_USER_TYPES as readonly string[]).includes(user.userType) ? (
        <Button variant="outlined" href={profilePath(user.id)} fullWidth sx={{ mt: 2 }}>
          Ver meu perfil
        </Button>
      ) : null}
    </Paper>
  );
}

const ACTION_STYLE = { justifyContent: 'flex-start' } as const;

function QuickActions({ user }: { user: UserDTO }) {
  const publisher = !!user?.abilities.publish;
  const actions = [
    ...(publisher ? [{ label: 'Minhas Vagas', to: '/minhas-vagas', icon: <BusinessCenterIcon /> }, { label: 'Meus cursos e eventos', to: '/meus-cursos-e-eventos', icon: <EventNoteIcon /> }] : []),
    // Issue 25: companies and professionals follow the services they offer.
    ...(user?.abilities.offerServices ? [{ label: 'Meus serviços', to: '/meus-servicos', icon: <HandymanIcon /> }] : []),
    { label: 'Mensagens', to: '/messages', icon: <ChatIcon /> },
    { label: 'Rede de Contatos', to: '/rede', icon: <GroupAddIcon /> },
    { label: 'Favoritos', to: '/favoritos', icon: <BookmarkIcon /> },
    { label: 'Alertas de vagas', to: '/alertas', icon: <NotificationsActiveIcon /> },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="acoes-rapidas" sx={{ p: 2 }}>
      <Typography id="acoes-rapidas" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Ações rápidas
      </Typography>
      <Box component="nav" aria-labelledby="acoes-rapidas" sx={{ display: 'grid', gap: 1 }}>
        {publisher ? (
          <PublishJobButton variant="outlined" startIcon={<PostAddIcon />} sx={ACTION_STYLE}>
            Publicar Vaga
          </PublishJobButton>
        ) : null}
        {actions.map((action) => (
          <Button key={action.label} href={action.to} variant="outlined" startIcon={action.icon} sx={ACTION_STYLE}>
            {action.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const [greeting] = useState(currentGreeting);
  // `skip` once the user is gone: on sign-out the cache is reset while this page is still
  // mounted, and re-asking the personal lists then would only collect 401s.
  const skip = !user;
  const candidate = !!user?.abilities.apply;
  // Whoever publishes and cannot apply follows its own jobs: nothing here is recommended to it.
  const ownJobs = !candidate && !!user?.abilities.publish;
  const applications = useGetMyApplicationsQuery(undefined, { skip: skip || !candidate });
  const enrollments = useGetMyEnrollmentsQuery(undefined, { skip });
  const registrations = useGetMyRegistrationsQuery(undefined, { skip });
  const jobs = useGetRecommendedJobsQuery(undefined, { skip: skip || ownJobs });
  const figures = useGetMyJobFiguresQuery(undefined, { skip: skip || !ownJobs });
  const courses = useGetCoursesQuery({ limit: PAGE_LIMITS.dashboardCourses });
  const events = useGetEventsQuery({ when: 'upcoming', limit: PAGE_LIMITS.dashboardEvents });

  useLoggedOutRedirect([applications.error, enrollments.error, registrations.error, jobs.error, figures.error, courses.error, events.error]);

  if (!user) return null;
  // The lists as asked for, however many the server sent.
  const recommended = { ...jobs, data: jobs.data?.slice(0, PAGE_LIMITS.dashboardJobs) };
  const courseList = { ...courses, data: courses.data?.slice(0, PAGE_LIMITS.dashboardCourses) };
  const eventList = { ...events, data: events.data?.slice(0, PAGE_LIMITS.dashboardEvents) };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}>
          {greeting}, {user.firstName}!
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Chip label={profileTypeLabel(user.userType)} color="primary" variant="outlined" data-testid="profile-type" />
          <Typography color="text.secondary">Veja o que há de novo para você hoje.</Typography>
        </Box>
      </Box>

      <Grid container spacing={2} sx={{ mb: 4 }} component="section" aria-label="Seus números">
        {candidate ? (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Counter label="Candidaturas" list={applications} icon={<WorkIcon />} href="/minhas-candidaturas" />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: candidate ? 4 : 6 }}>
          <Counter label="Cursos" list={enrollments} icon={<SchoolIcon />} href="/cursos" />
        </Grid>
        <Grid size={{ xs: 12, sm: candidate ? 4 : 6 }}>
          <Counter label="Eventos" list={registrations} icon={<EventAvailableIcon />} href="/eventos" />
        </Grid>
      </Grid>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {ownJobs ? (
            <Section title="Suas vagas" link="/minhas-vagas" linkLabel="Ver minhas vagas">
              <CompanyJobFigures figures={figures} />
            </Section>
          ) : (
            <Section title="Vagas recomendadas" link="/vagas" linkLabel="Ver todas as vagas">
              <QueryList query={recommended} loadingLabel="Carregando vagas..." errorMessage="Não foi possível carregar as vagas." emptyMessage="Nenhuma vaga encontrada">
                {(items) => (
                  <CardGrid items={items} cell={{ xs: 12, sm: 6 }} data-testid="vagas-recomendadas">
                    {(job) => <RecommendedJob job={job} />}
                  </CardGrid>
                )}
              </QueryList>
            </Section>
          )}

          <Section title="Cursos para você" link="/cursos" linkLabel="Ver todos os cursos">
            <QueryList query={courseList} loadingLabel="Carregando cursos..." errorMessage="Não foi possível carregar os cursos." emptyMessage="Nenhum curso encontrado">
              {(items) => <CardGrid items={items}>{(course) => <CourseCard course={course} />}</CardGrid>}
            </QueryList>
          </Section>

          <Section title="Próximos eventos" link="/eventos" linkLabel="Ver todos os eventos">
            <QueryList query={eventList} loadingLabel="Carregando eventos..." errorMessage="Não foi possível carregar os eventos." emptyMessage="Nenhum evento encontrado">
              {(items) => (
                <CardGrid items={items} cell={{ xs: 12, sm: 6 }}>
                  {(event) => <EventCard event={event} compact />}
                </CardGrid>
              )}
            </QueryList>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <ProfileCard user={user} />
          <CompletenessCard user={user} compact />
          <QuickActions user={user} />
        </Grid>
      </Grid>
    </Container>
  );
}
