/**
 * /servicos (issue 25): the approved services anyone may browse, filtered by kind, energy area,
 * state served and text (all in the URL, so a filtered list is a link), twelve at a time. A
 * provider finds 'Oferecer serviço' and 'Meus serviços' here.
 */
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAZIL_STATES, ENERGY_AREAS, SERVICE_KINDS, SERVICE_KIND_LABELS } from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { PagedList } from '../../components/ListStates';
import { PageHeading } from '../../components/PageHeading';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { hasAnyFilter, liveParams, readFilters, withFilter, withoutFilters } from '../../lib/urlFilters';
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
      <Grid container spacing={2}>
        {services.map((service) => (
          <Grid key={service.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ServiceCard service={service} />
          </Grid>
        ))}
      </Grid>
    </PagedList>
  );
}

export default function ServicesPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters: ServiceFilters = readFilters(params, FILTERS);
  const filtered = hasAnyFilter(params, FILTERS);
  const listHeadingId = useId();
  const setFilter = (key: string, value: string) => setParams(withFilter(liveParams(), key, value));
  const clear = () => setParams(withoutFilters(liveParams(), FILTERS));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading
        title="Serviços"
        lead="Instalação, operação e manutenção, projetos e consultoria em energia, oferecidos por empresas e profissionais do setor."
        mb={3}
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
      />
      <Box component="section" aria-labelledby={listHeadingId}>
        <Typography id={listHeadingId} component="h2" variant="h5" sx={{ mb: 2 }}>
          Serviços oferecidos
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
          <SearchField
            key={filters.q ?? ''}
            id="servicos-busca"
            label="Buscar serviços"
            placeholder="Serviço, empresa ou profissional"
            committed={filters.q ?? ''}
            onSearch={(text) => setFilter('q', text)}
          />
          <Grid container spacing={2} sx={{ pt: 2 }} role="group" aria-label="Filtros de serviços">
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-servico-tipo" label="Tipo de serviço" allLabel="Todos" value={filters.kind ?? ''} options={KIND_OPTIONS} onChange={(v) => setFilter('kind', v)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-servico-area" label="Área de energia" value={filters.energyArea ?? ''} options={AREA_OPTIONS} onChange={(v) => setFilter('energyArea', v)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-servico-estado" label="Estado atendido" allLabel="Todos" value={filters.region ?? ''} options={REGION_OPTIONS} onChange={(v) => setFilter('region', v)} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 1.5, textAlign: 'right' }}>
            <Button disabled={!filtered} onClick={clear}>
              Limpar filtros
            </Button>
          </Box>
        </Paper>
        <ServicesGrid filters={filters} filtered={filtered} onClear={clear} />
      </Box>
    </Container>
  );
}
