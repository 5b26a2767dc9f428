/**
 * /eventos (spec §2 Events, §4 paging): filters in the URL (type, area,
 * location, text), the 'Próximos Eventos' strip (at most 3 future events) and
 * the grid paged by 12 with 'Carregar Mais Eventos'. A filter change is a new
 * query, so paging starts again at page 0.
 */
import { useId } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ENERGY_AREAS, EVENT_TYPES, PAGE_LIMITS } from '@conecta/common';
import { CreateEventButton } from '../publishing/PublishButtons';
import { CardGrid } from '../../components/CardGrid';
import { FilterPanel } from '../../components/FilterPanel';
import { EmptyState, ErrorState, PagedList } from '../../components/ListStates';
import { labelOf } from '../../lib/labels';
import { optionsWithSelected } from '../../lib/urlFilters';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { useCurrentUser } from '../auth/session';
import { EventCard } from './EventCard';
import { useGetEventLocationsQuery, useGetEventPagesInfiniteQuery, useGetEventsQuery, type EventFilters } from './eventsApi';
import { PageFrame } from '../../components/PageFrame';
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

const UPCOMING_CELL = { xs: 12, md: 4 } as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const TYPE_OPTIONS = options(EVENT_TYPES);
const AREA_OPTIONS = options(ENERGY_AREAS);

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
        <CardGrid items={events} cell={UPCOMING_CELL} data-testid="proximos-eventos">
          {(event) => <EventCard event={event} compact />}
        </CardGrid>
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
          <Grid key={index} size={UPCOMING_CELL}>
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
      <CardGrid items={events} data-testid="grade-eventos">
        {(event) => <EventCard event={event} />}
      </CardGrid>
    </PagedList>
  );
}

export default function EventsPage() {
  const { user } = useCurrentUser();
  const url = useUrlFilters(FILTERS);
  const filters: EventFilters = url.filters;
  const gridHeadingId = useId();
  const { data: locations } = useGetEventLocationsQuery();
  const locationOptions = optionsWithSelected(locations, filters.location);

  return (
    <PageFrame
      width="lg"
      title="Eventos do Setor"
      lead="Feiras, congressos, webinars e encontros de networking de energia em todo o Brasil."
      action={user?.abilities.publish ? <CreateEventButton startIcon={<AddIcon />} /> : null}
    >
      <UpcomingStrip />

      <Box component="section" aria-labelledby={gridHeadingId}>
        <Typography id={gridHeadingId} component="h2" variant="h5" sx={{ mb: 2 }}>
          Todos os Eventos
        </Typography>
        <FilterPanel
          url={url}
          search={{ param: 'search', id: 'eventos-busca', label: 'Buscar eventos', placeholder: 'Nome, organizador ou tema' }}
          groupLabel="Filtros de eventos"
          selects={[
            { param: 'eventType', id: 'filtro-evento-tipo', label: 'Tipo de evento', options: TYPE_OPTIONS },
            { param: 'energyArea', id: 'filtro-evento-area', label: 'Área de energia', options: AREA_OPTIONS },
            { param: 'location', id: 'filtro-evento-local', label: 'Local', options: locationOptions },
          ]}
        />
        <EventsGrid filters={filters} filtered={url.filtered} onClear={url.clear} />
      </Box>
    </PageFrame>
  );
}
