/**
 * The admin panel's stat cards (spec §3 Dashboard stats): eight figures, each with the related
 * ones under it, so every field of GET /api/admin/dashboard/stats is on screen. While loading,
 * skeletons of the cards' own size hold the place (nothing jumps when the figures land); a failed
 * read says so with a retry. Two columns at 360 px, four from md. The figures follow moderation
 * live: a push or a decision invalidates them (adminApi.ts).
 */
import { useId, type ReactNode } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardStatsDTO } from '@conecta/common';
import { ErrorState } from '../../components/ListStates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetDashboardStatsQuery } from './adminApi';

/**
 * Every card is at least this tall, and so is its skeleton: room for the longest card (three
 * detail lines, or two that wrap at 360 px), so landing figures move nothing.
 */
const CARD_HEIGHT = 184;

const number = new Intl.NumberFormat('pt-BR');
const count = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

interface Figure {
  label: string;
  icon: ReactNode;
  value: (stats: DashboardStatsDTO) => number;
  details?: (stats: DashboardStatsDTO) => string[];
}

export const FIGURES: Figure[] = [
  {
    label: 'Usuários',
    icon: <PeopleIcon />,
    value: (s) => s.totalUsers,
    details: (s) => [
      count(s.usersByType.professional, 'profissional', 'profissionais'),
      count(s.usersByType.student, 'estudante', 'estudantes'),
      count(s.usersByType.company, 'empresa', 'empresas'),
    ],
  },
  {
    label: 'Novos este mês',
    icon: <PersonAddIcon />,
    value: (s) => s.newUsersThisMonth,
    details: (s) => [`${number.format(s.newUsersLastWeek)} em 7 dias`],
  },
  {
    label: 'Vagas ativas',
    icon: <WorkIcon />,
    value: (s) => s.activeJobs,
    details: (s) => [
      `${count(s.newJobsLastWeek, 'nova', 'novas')} em 7 dias`,
      `${count(s.applicationsLastWeek, 'candidatura', 'candidaturas')} em 7 dias`,
    ],
  },
  {
    label: 'Vagas pendentes',
    icon: <HourglassTopIcon />,
    value: (s) => s.pendingJobs,
    details: (s) => [count(s.pendingCourses, 'curso pendente', 'cursos pendentes'), count(s.pendingEvents, 'evento pendente', 'eventos pendentes')],
  },
  { label: 'Cursos', icon: <SchoolIcon />, value: (s) => s.totalCourses },
  { label: 'Matrículas no mês', icon: <CampaignIcon />, value: (s) => s.enrollmentsThisMonth },
  { label: 'Eventos', icon: <EventIcon />, value: (s) => s.totalEvents },
  { label: 'Próximos eventos', icon: <EventAvailableIcon />, value: (s) => s.upcomingEvents },
];

const GRID = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

export function StatCards() {
  const { data, isLoading, isError, refetch } = useGetDashboardStatsQuery();
  const headingId = useId();
  if (isError && !data) {
    return <ErrorState message="Não foi possível carregar as estatísticas." onRetry={() => void refetch()} />;
  }
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isLoading} sx={GRID}>
      {/* The cards' labels are h3s: the section's own heading keeps the page's outline whole (h1, h2, h3). */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        Estatísticas da plataforma
      </Typography>
      {FIGURES.map((figure) =>
        data ? (
          <StatCard key={figure.label} figure={figure} stats={data} />
        ) : (
          <Skeleton key={figure.label} variant="rounded" height={CARD_HEIGHT} aria-hidden data-testid="stat-skeleton" />
        ),
      )}
      {isLoading ? (
        <Box role="status" sx={visuallyHidden}>
          Carregando estatísticas...
        </Box>
      ) : null}
    </Box>
  );
}

function StatCard({ figure, stats }: { figure: Figure; stats: DashboardStatsDTO }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: { xs: 1.5, sm: 2 }, minHeight: CARD_HEIGHT, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }} aria-hidden>
        {figure.icon}
      </Box>
      <Typography component="p" variant="h4" data-testid="stat-value" sx={{ mt: 0.5, lineHeight: 1.1, fontWeight: 700 }}>
        {number.format(figure.value(stats))}
      </Typography>
      <Typography id={labelId} component="h3" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {figure.label}
      </Typography>
      {figure.details?.(stats).map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Paper>
  );
}
