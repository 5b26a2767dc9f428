/**
 * /minhas-vagas (issue 13): a company's (or admin's) own jobs with their status — pendente,
 * aprovada, rejeitada with the reason, encerrada, retirada do ar by an admin with the reason (issue 25) — edit (an approved job goes back to moderation),
 * close (after a confirmation), and each job's applicants. Live: `job:status` updates a row (a take-down included) and
 * `application:new` adds an applicant to an open list (./realtime.ts).
 */
import { lazy, Suspense, useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_DATE_LABELS, JOB_STATUS_LABELS, PUBLISHING_MESSAGES, type JobStatus, type OwnJobDTO } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryList } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDate, formatSalary } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { SignedInOnly } from './AccessNotice';
import { ApplicantsList } from './ApplicantsList';
import { PublishJobButton } from './PublishButtons';
import { useCloseJobMutation, useGetMyJobsQuery } from './publishingApi';

const JobFormDialog = lazy(() => import('./JobFormDialog').then((m) => ({ default: m.JobFormDialog })));

const STATUS_COLORS: Record<JobStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
  removed: 'error',
};

function CloseDialog({ job, onClose }: { job: OwnJobDTO; onClose: () => void }) {
  const [close, { isLoading }] = useCloseJobMutation();
  const confirm = async () => {
    const result = await close(job.id);
    if (!('error' in result)) onClose();
  };
  return (
    <ConfirmDialog
      title="Encerrar vaga?"
      text={`“${job.title}” deixará de receber candidaturas e sairá da lista pública. As candidaturas recebidas continuam aqui. Uma vaga encerrada não pode ser reaberta nem editada.`}
      confirmLabel="Encerrar vaga"
      busyLabel="Encerrando..."
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function JobRow({ job }: { job: OwnJobDTO }) {
  const id = useId();
  const [showApplicants, setShowApplicants] = useState(false);
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);

  return (
    <Paper component="article" variant="outlined" aria-labelledby={`${id}-title`} data-testid="own-job" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {job.status === 'approved' ? <Link href={`/vagas/${job.id}`}>{job.title}</Link> : job.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {job.company} · {job.location} · {labelOf(job.jobType)} · {formatSalary(job.salaryMin, job.salaryMax)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {JOB_STATUS_DATE_LABELS[job.status]} {formatDate(job.statusChangedAt)}
          </Typography>
        </Box>
        <Chip label={JOB_STATUS_LABELS[job.status]} color={STATUS_COLORS[job.status]} data-testid="job-status" />
      </Box>
      {job.status === 'pending' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Aguardando aprovação de um administrador.
        </Alert>
      ) : null}
      {job.status === 'rejected' ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Rejeitada{job.rejectionReason ? `: ${job.rejectionReason}` : '.'} Edite a vaga para enviá-la novamente.
        </Alert>
      ) : null}
      {job.status === 'removed' ? (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="removed-reason">
          Retirada do ar por um administrador{job.rejectionReason ? `. Motivo: ${job.rejectionReason}` : '.'} Edite a vaga para enviá-la novamente à aprovação.
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => setShowApplicants((v) => !v)}
          aria-expanded={showApplicants}
          aria-controls={showApplicants ? `${id}-applicants` : undefined}
          endIcon={showApplicants ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          Candidatos ({job.applicationsCount})
        </Button>
        {job.abilities.edit ? <Button onClick={() => setEditing(true)}>Editar</Button> : null}
        {job.abilities.close ? (
          <Button color="error" onClick={() => setClosing(true)}>
            Encerrar
          </Button>
        ) : null}
      </Stack>
      <Collapse in={showApplicants} unmountOnExit>
        <Box id={`${id}-applicants`} sx={{ mt: 2 }}>
          <ApplicantsList jobId={job.id} open={job.abilities.moveApplications} />
        </Box>
      </Collapse>
      {editing ? (
        <Suspense fallback={null}>
          <JobFormDialog job={job} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {closing ? <CloseDialog job={job} onClose={() => setClosing(false)} /> : null}
    </Paper>
  );
}

function MyJobs() {
  const query = useGetMyJobsQuery();
  return (
    <QueryList
      query={query}
      loadingLabel="Carregando suas vagas..."
      errorMessage="Não foi possível carregar suas vagas."
      emptyMessage="Você ainda não publicou nenhuma vaga."
      emptyAction={
        <PublishJobButton startIcon={<AddIcon />} />
      }
    >
      {(items) => (
        <Stack sx={{ gap: 2 }}>
          {items.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}

export default function MyJobsPage() {
  const { user } = useCurrentUser();
  const publisher = !!user?.abilities.publish;
  return (
    <PageFrame
      width="md"
      title="Minhas vagas"
      lead="Acompanhe suas vagas, a aprovação e os candidatos de cada uma."
      action={publisher ? <PublishJobButton startIcon={<AddIcon />} /> : undefined}
    >
      <SignedInOnly
        signIn="Faça login com uma conta de empresa para ver suas vagas."
        refusal={(user) => (user.abilities.publish ? null : { title: 'Disponível para empresas', message: PUBLISHING_MESSAGES.onlyCompanies })}
      >
        <MyJobs />
      </SignedInOnly>
    </PageFrame>
  );
}
