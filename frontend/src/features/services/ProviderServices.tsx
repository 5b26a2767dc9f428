/**
 * A public profile's 'Serviços oferecidos' (issue 25): the person's or company's approved services
 * (GET /api/servicos?providerId=), first page only with a link to the rest; nothing while they offer none.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/CardGrid';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { ServiceCard } from './ServiceCard';
import { useGetServicePagesInfiniteQuery } from './servicesApi';

export function ProviderServices({ providerId }: { providerId: string }) {
  const headingId = useId();
  const pages = useGetServicePagesInfiniteQuery({ providerId });
  if (pages.isLoading) return <SectionLoader label="Carregando serviços..." />;
  if (pages.isError) return <ErrorState message="Não foi possível carregar os serviços." onRetry={() => void pages.refetch()} />;
  const first = pages.data?.pages[0];
  if (!first?.items.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Serviços oferecidos
      </Typography>
      <CardGrid items={first.items} cell={{ xs: 12, sm: 6 }}>
        {(service) => <ServiceCard service={service} />}
      </CardGrid>
      {first.total > first.items.length ? (
        <Button component={RouterLink} to={`/servicos?providerId=${providerId}`} sx={{ mt: 1 }}>
          {`Ver todos os ${first.total} serviços`}
        </Button>
      ) : null}
    </Box>
  );
}
