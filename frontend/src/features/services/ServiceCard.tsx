/**
 * A service's card (issue 25): its kind, area and regions, who offers it, a few lines of its
 * description and its first photo; 'Ver serviço' opens its page (/servicos/:id).
 */
import { Link as RouterLink } from 'react-router';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_KIND_LABELS, regionsLabel, type ServiceDTO } from '@conecta/common';
import { labelOf } from '../../lib/labels';
import { visuallyHidden } from '../../components/visuallyHidden';
import { CatalogueCard } from '../../components/CatalogueCard';

export function ServiceChips({ service }: { service: Pick<ServiceDTO, 'kind' | 'energyArea'> }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" color="secondary" label={SERVICE_KIND_LABELS[service.kind]} />
      <Chip size="small" variant="outlined" label={labelOf(service.energyArea)} />
    </Stack>
  );
}

export function RegionsLine({ regions }: { regions: readonly string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: '0.9rem' }}>
      <PlaceIcon aria-hidden fontSize="small" />
      <span>
        <Box component="span" sx={visuallyHidden}>
          Atende:{' '}
        </Box>
        {regionsLabel(regions)}
      </span>
    </Box>
  );
}

export function ServiceCard({ service }: { service: ServiceDTO }) {
  const photo = service.photos[0];
  return (
    <CatalogueCard
      media={photo ? <CardMedia component="img" image={photo.url} alt="" loading="lazy" sx={{ height: 140, objectFit: 'cover' }} /> : null}
      chips={<ServiceChips service={service} />}
      title={service.title}
      byline={service.providerName}
      actions={
        <Button variant="contained" component={RouterLink} to={`/servicos/${service.id}`} aria-label={`Ver serviço ${service.title}`}>
          Ver serviço
        </Button>
      }
    >
      <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
        {service.description}
      </Typography>
      <RegionsLine regions={service.regions} />
    </CatalogueCard>
  );
}
