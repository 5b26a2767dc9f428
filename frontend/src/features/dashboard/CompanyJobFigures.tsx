/**
 * A company's dashboard in place of a candidate's 'Candidaturas' and recommended jobs (issue 25):
 * its own jobs counted now (GET /api/vagas/mine/figures) — open, waiting for approval, applications
 * received and the new ones nobody has looked at yet — each leading to 'Minhas vagas'. The figures
 * follow the company's own changes and the pushes about its jobs (publishing/realtime.ts).
 */
import { useId, type ReactNode } from 'react';
import FiberNewIcon from '@mui/icons-material/FiberNewOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkIcon from '@mui/icons-material/Work';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OwnJobFiguresDTO } from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { PublishJobButton } from '../publishing/PublishButtons';

export interface FiguresState {
  data?: OwnJobFiguresDTO;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const FIGURES: ReadonlyArray<{ key: keyof OwnJobFiguresDTO; label: string; icon: ReactNode }> = [
  { key: 'openJobs', label: 'Vagas abertas', icon: <WorkIcon /> },
  { key: 'pendingJobs', label: 'Aguardando aprovação', icon: <HourglassTopIcon /> },
  { key: 'applications', label: 'Candidaturas recebidas', icon: <PeopleIcon /> },
  { key: 'newApplications', label: 'Novas candidaturas', icon: <FiberNewIcon /> },
];

function Figure({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
        {icon}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="h4" data-testid="figure-value" sx={{ lineHeight: 1.1 }}>
          {value}
        </Typography>
        <Link id={labelId} href="/minhas-vagas" underline="hover" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {label}
        </Link>
      </Box>
    </Paper>
  );
}

export function CompanyJobFigures({ figures }: { figures: FiguresState }) {
  if (figures.isLoading) return <SectionLoader label="Carregando suas vagas..." />;
  if (figures.isError || !figures.data) return <ErrorState message="Não foi possível carregar os números das suas vagas." onRetry={() => void figures.refetch()} />;
  const data = figures.data;
  return (
    <>
      <Grid container spacing={2} data-testid="numeros-das-vagas">
        {FIGURES.map((figure) => (
          <Grid key={figure.key} size={{ xs: 12, sm: 6 }}>
            <Figure label={figure.label} value={data[figure.key]} icon={figure.icon} />
          </Grid>
        ))}
      </Grid>
      {data.openJobs + data.pendingJobs === 0 ? (
        <Paper variant="outlined" role="status" sx={{ mt: 2, p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography>Você não tem vagas abertas nem aguardando aprovação.</Typography>
          <PublishJobButton />
        </Paper>
      ) : null}
    </>
  );
}
