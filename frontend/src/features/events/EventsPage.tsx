/**
 * /eventos (spec §2 Events, §4 paging): filters in the URL (type, area,
 * location, text), the 'Próximos Eventos' strip (at most 3 future events) and
 * the grid paged by 12 with 'Carregar Mais Eventos'. A filter change is a new
 * query, so paging starts again at page 0.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ENERGY_AREAS, EVENT_TYPES, PAGE_LIMITS } from '@conecta/common';
import { CreateEventButton } from '../publishing/PublishButtons';
import { FilterSelect } from '../../components/FilterSelect';
import { EmptyState, ErrorState, PagedList } from '../../components/ListStates';
import { SearchField } from '../../components/SearchField';
import { labelOf } from '../../lib/labels';
import { hasAnyFilter, liveParams, readFilters, withFilter, withoutFilters, optionsWithSelected } from '../../lib/urlFilters';
import { useCurrentUser } from '../auth/session';
import { EventCard } from './EventCard';
import { useGetEventLocationsQuery, useGetEventPagesInfiniteQuery, useGetEventsQuery, type EventFilters } from './eventsApi';
import { PageHeading } from '../../components/PageHeading';
import { visuallyHidden } from '../../components/visuallyHidden';

const FILTERS = {
  search: 'text',
  eventType: EVENT_TYPES,
  energyArea: ENERGY_AREAS,
  location: 'text',
} as const;

const UPCOMING = { when: 'upcoming', limit: PAGE_LIMITS.upcomingEvents } as const;
/** A compact card's height with a one-line title (264-309 px measured from 360 to 1280 px wide). */
const UPCOMING_CARD_HEIGHT = 280;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));

function UpcomingStrip() {
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetEventsQuery(UPCOMING);
  const events = (data ?? []).slice(0, PAGE_LIMITS.upcomingEvents);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Próximos Eventos
      </Typography>
      {isLoading ? (
        <UpcomingSkeleton />
      ) : isError ? (
        <ErrorState message="Não foi possível carregar os próximos eventos." onRetry={() => void refetch()} />
      ) : events.length === 0 ? (
        <EmptyState message="Nenhum evento encontrado" />
      ) : (
        <Grid container spacing={2} data-testid="proximos-eventos">
          {events.map((event) => (
            <Grid key={event.id} size={{ xs: 12, md: 4 }}>
              <EventCard event={event} compact />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/**
 * The strip's three cards as placeholders of their size: a spinner's short box would grow by a
 * screen on a phone (three cards stacked) when the events arrive, pushing the filters and the grid
 * down under the visitor's eyes.
 */
function UpcomingSkeleton() {
  return (
    <>
      <Grid container spacing={2} aria-hidden>
        {Array.from({ length: PAGE_LIMITS.upcomingEvents }, (_, index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={UPCOMING_CARD_HEIGHT} />
          </Grid>
        ))}
      </Grid>
      <Box role="status" sx={visuallyHidden}>
        Carregando próximos eventos...
      </Box>
    </>
  );
}

function EventsGrid({ filters, onClear, filtered }: { filters: EventFilters; onClear: () => void; filtered: boolean }) {
  const pages = useGetEventPagesInfiniteQuery(filters);
  const events = pages.data?.pages.flat() ?? [];
  return (
    <PagedList
      query={pages}
      count={events.length}
      loadingLabel="Carregando eventos..."
      errorMessage="Não foi possível carregar os eventos."
      emptyMessage="Nenhum evento encontrado"
      onClear={filtered ? onClear : undefined}
      moreLabel="Carregar Mais Eventos"
    >
      <Grid container spacing={2} data-testid="grade-eventos">
        {events.map((event) => (
          <Grid key={event.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <EventCard event={event} />
          </Grid>
        ))}
      </Grid>
    </PagedList>
  );
}

export default function EventsPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters: EventFilters = readFilters(params, FILTERS);
  const filtered = hasAnyFilter(params, FILTERS);
  const gridHeadingId = useId();
  const { data: locations } = useGetEventLocationsQuery();

  const setFilter = (key: string, value: string) => setParams(withFilter(liveParams(), key, value));
  const clear = () => setParams(withoutFilters(liveParams(), FILTERS));
  const locationOptions = optionsWithSelected(locations, filters.location);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading
        title="Eventos do Setor"
        lead="Feiras, congressos, webinars e encontros de networking de energia em todo o Brasil."
        mb={3}
        action={user?.abilities.publish ? <CreateEventButton startIcon={<AddIcon />} /> : null}
      />

      <UpcomingStrip />

      <Box component="section" aria-labelledby={gridHeadingId}>
        <Typography id={gridHeadingId} component="h2" variant="h5" sx={{ mb: 2 }}>
          Todos os Eventos
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
          <SearchField
            key={filters.search ?? ''}
            id="eventos-busca"
            label="Buscar eventos"
            placeholder="Nome, organizador ou tema"
            committed={filters.search ?? ''}
            onSearch={(text) => setFilter('search', text)}
          />
          <Grid container spacing={2} sx={{ pt: 2 }} role="group" aria-label="Filtros de eventos">
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-evento-tipo" label="Tipo de evento" value={filters.eventType ?? ''} options={options(EVENT_TYPES)} onChange={(v) => setFilter('eventType', v)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-evento-area" label="Área de energia" value={filters.energyArea ?? ''} options={options(ENERGY_AREAS)} onChange={(v) => setFilter('energyArea', v)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FilterSelect id="filtro-evento-local" label="Local" value={filters.location ?? ''} options={locationOptions} onChange={(v) => setFilter('location', v)} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 1.5, textAlign: 'right' }}>
            <Button disabled={!filtered} onClick={clear}>
              Limpar filtros
            </Button>
          </Box>
        </Paper>
        <EventsGrid filters={filters} filtered={filtered} onClear={clear} />
      </Box>
    </Container>
  );
}
