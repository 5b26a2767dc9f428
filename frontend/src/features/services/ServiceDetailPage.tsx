/**
 * /servicos/:id (issue 25): one approved service — its photos, what it is, where it is offered, who
 * offers it (their public profile) — and 'Solicitar orçamento', which opens a conversation with the
 * provider. A service that is not (or no longer) approved reads as not found.
 */
import { Link as RouterLink, useParams } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { isApiError } from '../../api/errors';
import { useCurrentUser } from '../auth/session';
import { QuoteRequestButton } from './QuoteRequestButton';
import { RegionsLine, ServiceChips } from './ServiceCard';
import { ServicePhotos } from './ServicePhotos';
import { useGetServiceQuery } from './servicesApi';

const back = (
  <Button component={RouterLink} to="/servicos" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
    Voltar para serviços
  </Button>
);

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: service, isLoading, error, refetch } = useGetServiceQuery(id);
  const frame = { py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } } as const;

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={frame}>
        <SectionLoader label="Carregando serviço..." />
      </Container>
    );
  }
  if (error || !service) {
    const notFound = !error || (isApiError(error) && (error.status === 404 || error.status === 400));
    return (
      <Container maxWidth="md" sx={frame}>
        {back}
        {notFound ? (
          <>
            <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
              Serviço não encontrado
            </Typography>
            <EmptyState message="Este serviço não existe ou não está mais disponível.">
              <Button variant="contained" component={RouterLink} to="/servicos">
                Ver outros serviços
              </Button>
            </EmptyState>
          </>
        ) : (
          <ErrorState message="Não foi possível carregar o serviço." onRetry={() => void refetch()} />
        )}
      </Container>
    );
  }

  const own = user?.id === service.providerId;
  return (
    <Container maxWidth="md" sx={frame}>
      {back}
      <Paper variant="outlined" component="article" aria-labelledby="servico-titulo" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <ServiceChips service={service} />
        <Typography id="servico-titulo" component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {service.title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Avatar src={service.providerImageUrl ?? undefined} alt="" />
          <Box>
            <Typography variant="body2" color="text.secondary">
              Oferecido por
            </Typography>
            <Link component={RouterLink} to={`/profissionais/${service.providerId}`} sx={{ fontWeight: 600 }}>
              {service.providerName}
            </Link>
          </Box>
        </Stack>
        <RegionsLine regions={service.regions} />
        <ServicePhotos title={service.title} photos={service.photos} />
        <Typography component="h2" variant="h6">
          Descrição
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{service.description}</Typography>
        <Box>
          {own ? (
            <Button variant="outlined" component={RouterLink} to={`/servicos/${service.id}/editar`}>
              Editar meu serviço
            </Button>
          ) : (
            <QuoteRequestButton service={service} />
          )}
        </Box>
      </Paper>
    </Container>
  );
}
