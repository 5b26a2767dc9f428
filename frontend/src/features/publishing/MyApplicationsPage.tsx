/**
 * /minhas-candidaturas (issue 13): the signed-in person's applications — the job (linking to it),
 * the company, when, where it stands in the pipeline and the company's words. A move by the
 * company arrives live (`application:updated`, ./realtime.ts) with a toast.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS_LABELS, type MyApplicationDTO } from '@conecta/common';
import { QueryList } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDate } from '../../lib/format';
import { useGetMyApplicationsQuery } from '../dashboard/meApi';
import { SignedInOnly } from './AccessNotice';
import { STATUS_COLORS } from './ApplicantsList';

function ApplicationRow({ application }: { application: MyApplicationDTO }) {
  const id = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${id}-title`} data-testid="my-application" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {application.jobOpen ? <Link href={`/vagas/${application.jobId}`}>{application.jobTitle}</Link> : application.jobTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {application.company ? `${application.company} · ` : ''}Candidatura em {formatDate(application.createdAt)}
            {application.jobOpen ? '' : ' · Vaga encerrada'}
          </Typography>
        </Box>
        <Chip label={APPLICATION_STATUS_LABELS[application.status]} color={STATUS_COLORS[application.status]} data-testid="application-status" />
      </Box>
      {application.feedback ? (
        <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Comentário da empresa
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="application-feedback">
            {application.feedback}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

function MyApplications() {
  const query = useGetMyApplicationsQuery();
  return (
    <QueryList
      query={query}
      loadingLabel="Carregando suas candidaturas..."
      errorMessage="Não foi possível carregar suas candidaturas."
      emptyMessage="Você ainda não se candidatou a nenhuma vaga."
      emptyAction={
        <Button variant="contained" href="/vagas">
          Ver vagas
        </Button>
      }
    >
      {(items) => (
        <Stack component="ul" aria-label="Suas candidaturas" sx={{ gap: 1.5, p: 0, m: 0 }}>
          {items.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}

export default function MyApplicationsPage() {
  return (
    <PageFrame width="md" title="Minhas candidaturas" lead="Veja em que etapa está cada candidatura e o retorno das empresas.">
      <SignedInOnly signIn="Faça login para ver suas candidaturas."><MyApplications /></SignedInOnly>
    </PageFrame>
  );
}
