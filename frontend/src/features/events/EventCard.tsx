/**
 * An event card (spec §2 Events): pt-BR date, type, location, attendance
 * 'x/max', the rating once someone rated it (spec §3, one decimal per §9) and
 * the registration button: 'Inscrever-se' (a visitor is sent to
 * /auth), 'Inscrito' once registered, 'Esgotado' when full.
 */
import { useNavigate } from 'react-router';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupIcon from '@mui/icons-material/Group';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { EventDTO } from '@conecta/common';
import { formatDateTime } from '../../lib/format';
import { attendanceText, labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { useGetMyRegistrationsQuery } from '../dashboard/meApi';
import { RatingText } from '../jobs/JobCard';
import { useRegisterForEventMutation } from './eventsApi';
import { CatalogueCard } from '../../components/CatalogueCard';
import { ItemCardActions } from '../favorites/ItemCardActions';

function isPast(event: EventDTO): boolean {
  return new Date(event.eventDate).getTime() < Date.now();
}

export function isFull(event: EventDTO): boolean {
  return event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
}

export function RegisterButton({ event, fullWidth }: { event: EventDTO; fullWidth?: boolean }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { data: registrations } = useGetMyRegistrationsQuery(undefined, { skip: !user });
  const [register, { isLoading, isSuccess }] = useRegisterForEventMutation({ fixedCacheKey: `register-${event.id}` });
  const registered = isSuccess || !!registrations?.some((registration) => registration.eventId === event.id);

  if (registered) {
    return (
      <Button variant="contained" color="success" disabled fullWidth={fullWidth} startIcon={<CheckCircleIcon />}>
        Inscrito
      </Button>
    );
  }
  if (isPast(event)) {
    return (
      <Button variant="outlined" disabled fullWidth={fullWidth}>
        Evento encerrado
      </Button>
    );
  }
  if (isFull(event)) {
    return (
      <Button variant="outlined" disabled fullWidth={fullWidth}>
        Esgotado
      </Button>
    );
  }

  const onClick = async () => {
    if (!user) {
      await navigate('/auth');
      return;
    }
    const result = await register(event.id);
    if ('error' in result && (result.error as { status?: number }).status === 401) await navigate('/auth');
  };

  return (
    <Button variant="contained" disabled={isLoading} fullWidth={fullWidth} onClick={() => void onClick()}>
      {isLoading ? 'Inscrevendo...' : 'Inscrever-se'}
    </Button>
  );
}

export function EventFacts({ event }: { event: EventDTO }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, color: 'text.secondary', fontSize: '0.95rem' }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <CalendarMonthIcon aria-hidden fontSize="small" />
        <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
        <PlaceIcon aria-hidden fontSize="small" />
        {event.location}
      </Box>
      <Box component="span" title="Participantes" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <GroupIcon titleAccess="Participantes" fontSize="small" />
        <span data-testid="event-attendance">{attendanceText(event.currentAttendees, event.maxAttendees)}</span>
      </Box>
    </Box>
  );
}

export function EventCard({ event, compact = false }: { event: EventDTO; compact?: boolean }) {
  return (
    <CatalogueCard
      media={event.imageUrl && !compact ? <CardMedia component="img" image={event.imageUrl} alt="" sx={{ height: 120, objectFit: 'cover' }} /> : null}
      chips={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" color="secondary" label={labelOf(event.eventType)} />
          <Chip size="small" variant="outlined" label={labelOf(event.energyArea)} />
        </Stack>
      }
      title={event.title}
      byline={event.organizer}
      actions={
        <>
          <RegisterButton event={event} />
          <ItemCardActions kind="event" id={event.id} title={event.title} />
        </>
      }
    >
      <EventFacts event={event} />
      {event.totalRatings > 0 ? (
        <Box sx={{ color: 'text.secondary', fontSize: '0.9rem' }} data-testid="event-rating">
          <RatingText rating={event.rating} totalRatings={event.totalRatings} />
        </Box>
      ) : null}
    </CatalogueCard>
  );
}
