/**
 * A service's card (issue 25): its kind, area and regions, who offers it, a few lines of its
 * description and its first photo; 'Ver serviço' opens its page (/servicos/:id).
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_KIND_LABELS, regionsLabel, type ServiceDTO } from '@conecta/common';
import { labelOf } from '../../lib/labels';
import { visuallyHidden } from '../../components/visuallyHidden';

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
  const titleId = useId();
  const photo = service.photos[0];
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {photo ? <CardMedia component="img" image={photo.url} alt="" loading="lazy" sx={{ height: 140, objectFit: 'cover' }} /> : null}
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <ServiceChips service={service} />
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {service.title}
        </Typography>
        <Typography color="text.secondary">{service.providerName}</Typography>
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
          {service.description}
        </Typography>
        <RegionsLine regions={service.regions} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button variant="contained" component={RouterLink} to={`/servicos/${service.id}`} aria-label={`Ver serviço ${service.title}`}>
          Ver serviço
        </Button>
      </CardActions>
    </Card>
  );
}
