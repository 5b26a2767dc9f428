/**
 * /servicos (issue 25): the approved services anyone may browse, filtered by kind, energy area,
 * state served and text (all in the URL, so a filtered list is a link), twelve at a time. A
 * provider finds 'Oferecer serviço' and 'Meus serviços' here.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAZIL_STATES, ENERGY_AREAS, SERVICE_KINDS, SERVICE_KIND_LABELS } from '@conecta/common';
import { CardGrid } from '../../components/CardGrid';
import { FilterPanel } from '../../components/FilterPanel';
import { PagedList } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { labelOf } from '../../lib/labels';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { useCurrentUser } from '../auth/session';
import { ServiceCard } from './ServiceCard';
import { useGetServicePagesInfiniteQuery, type ServiceFilters } from './servicesApi';

const FILTERS = { q: 'text', kind: SERVICE_KINDS, energyArea: ENERGY_AREAS, region: BRAZIL_STATES } as const;
const KIND_OPTIONS = SERVICE_KINDS.map((value) => ({ value, label: SERVICE_KIND_LABELS[value] }));
const AREA_OPTIONS = ENERGY_AREAS.map((value) => ({ value, label: labelOf(value) }));
const REGION_OPTIONS = BRAZIL_STATES.map((value) => ({ value, label: value }));

function ServicesGrid({ filters, filtered, onClear }: { filters: ServiceFilters; filtered: boolean; onClear: () => void }) {
  const pages = useGetServicePagesInfiniteQuery(filters);
  const services = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PagedList
      query={pages}
      count={services.length}
      loadingLabel="Carregando serviços..."
      errorMessage="Não foi possível carregar os serviços."
      emptyMessage="Nenhum serviço encontrado"
      onClear={filtered ? onClear : undefined}
      moreLabel="Carregar mais serviços"
    >
      <CardGrid items={services}>{(service) => <ServiceCard service={service} />}</CardGrid>
    </PagedList>
  );
}

export default function ServicesPage() {
  const { user } = useCurrentUser();
  const url = useUrlFilters(FILTERS);
  const listHeadingId = useId();

  return (
    <PageFrame
      width="lg"
      title="Serviços"
      lead="Instalação, operação e manutenção, projetos e consultoria em energia, oferecidos por empresas e profissionais do setor."
      action={
        user?.abilities.offerServices ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component={RouterLink} to="/servicos/novo" startIcon={<AddIcon />}>
              Oferecer serviço
            </Button>
            <Button variant="outlined" component={RouterLink} to="/meus-servicos">
              Meus serviços
            </Button>
          </Stack>
        ) : null
      }
    >
      <Box component="section" aria-labelledby={listHeadingId}>
        <Typography id={listHeadingId} component="h2" variant="h5" sx={{ mb: 2 }}>
          Serviços oferecidos
        </Typography>
        <FilterPanel
          url={url}
          search={{ param: 'q', id: 'servicos-busca', label: 'Buscar serviços', placeholder: 'Serviço, empresa ou profissional' }}
          groupLabel="Filtros de serviços"
          selects={[
            { param: 'kind', id: 'filtro-servico-tipo', label: 'Tipo de serviço', allLabel: 'Todos', options: KIND_OPTIONS },
            { param: 'energyArea', id: 'filtro-servico-area', label: 'Área de energia', options: AREA_OPTIONS },
            { param: 'region', id: 'filtro-servico-estado', label: 'Estado atendido', allLabel: 'Todos', options: REGION_OPTIONS },
          ]}
        />
        <ServicesGrid filters={url.filters} filtered={url.filtered} onClear={url.clear} />
      </Box>
    </PageFrame>
  );
}
