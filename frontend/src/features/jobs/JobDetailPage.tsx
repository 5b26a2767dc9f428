/** /vagas/:id — one job's own page, shareable by its link (issue 4). */
import { useParams } from 'react-router';
import type { JobDTO } from '@conecta/common';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/errors';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { ServerKept } from '../../components/ServerKept';
import { formatDate, formatSalary } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { TakeDownButton } from '../takedown/TakeDownButton';
import { FeatureButton } from '../admin/FeatureButton';
import { ApplyButton } from './ApplyButton';
import { CompanyLogo, JobMeta, RatingText } from './JobCard';
import { CompanyName, RequirementFit, RequirementSection } from './JobRequirements';
import { useGetJobQuery } from './jobsApi';

async function copyLink(): Promise<void> {
  const url = window.location.href;
  try {
    await navigator.clipboard.writeText(url);
    showToast({ title: 'Link copiado!', description: 'Compartilhe esta vaga com quem você quiser.' }, 'success');
  } catch {
    showToast({ title: 'Não foi possível copiar o link', description: url }, 'warning');
  }
}

function BackToJobs() {
  return (
    <Button href="/vagas" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Voltar para vagas
    </Button>
  );
}

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const { data: job, isLoading, error, refetch } = useGetJobQuery(id);

  const back = <BackToJobs />;

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <SectionLoader label="Carregando vaga..." />
      </Container>
    );
  }
  if (error || !job) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
        {back}
        {notFound || !error ? (
          <>
            <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
              Vaga não encontrada
            </Typography>
            <EmptyState message="Esta vaga não existe ou não está mais disponível.">
              <Button variant="contained" href="/vagas">
                Ver outras vagas
              </Button>
            </EmptyState>
          </>
        ) : (
          <ErrorState message="Não foi possível carregar a vaga." onRetry={() => void refetch()} />
        )}
      </Container>
    );
  }

  // Drawn from the job alone (its buttons read the session: a visitor's on the server): there, once
  // per job and kept as a list's card is (ServerKept, decisions 0032, 0038).
  return (
    <ServerKept>
      <JobDetail job={job} />
    </ServerKept>
  );
}

function JobDetail({ job }: { job: JobDTO }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <BackToJobs />
      <Paper component="article" variant="outlined" aria-labelledby="vaga-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CompanyLogo job={job} size={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="vaga-titulo" component="h1" variant="h4" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
              {job.title}
            </Typography>
            <CompanyName job={job}>
              <Typography color="text.secondary" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                {job.company}
              </Typography>
            </CompanyName>
          </Box>
        </Box>

        <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5 }}>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} color="text.secondary">
            <PlaceIcon aria-hidden fontSize="small" />
            {job.location}
          </Typography>
          <JobMeta job={job} />
          <RequirementFit job={job} />
          <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
            {formatSalary(job.salaryMin, job.salaryMax)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
            <RatingText rating={job.rating} totalRatings={job.totalRatings} />
            <span>Publicada em {formatDate(job.createdAt)}</span>
          </Box>
        </Box>

        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <ApplyButton job={job} size="large" />
          <Button variant="outlined" size="large" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
            Copiar link
          </Button>
          <FavoriteButton kind="job" id={job.id} size="large" />
          <TakeDownButton target={{ kind: 'job', id: job.id }} title={job.title} size="large" />
          <FeatureButton kind="job" id={job.id} size="large" />
        </Box>

        <Divider sx={{ my: 3 }} />

        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Descrição da vaga
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Typography>

        {job.requirements.length > 0 ? (
          <>
            <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
              Requisitos
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </Box>
          </>
        ) : null}
        <RequirementSection job={job} />
      </Paper>
    </Container>
  );
}
