/**
 * /favoritos (issue 26): the jobs, courses and events the signed-in person saved, one tab each
 * (the tab in the URL, `?tipo=cursos`, so it survives a reload and can be linked). A saved item
 * still public shows as its usual card, bookmark included; one closed or removed since shows what
 * it was when saved, marked 'Encerrada' (a job) or 'Indisponível', and can still be removed.
 * Removing keeps the row on screen, its bookmark unpressed, until the page is opened again: the
 * person can undo a slip, and the focus stays where it was.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/CardGrid';
import { FAVORITE_KINDS, FAVORITE_KIND_TEXTS, FAVORITE_UNAVAILABLE_LABELS, type FavoriteDTO, type FavoriteKind } from '@conecta/common';
import { IconLine } from '../../components/IconLine';
import { PagedList } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDateTime } from '../../lib/format';
import { CourseCard } from '../courses/CourseCard';
import { EventCard } from '../events/EventCard';
import { JobCard } from '../jobs/JobCard';
import { SignedInOnly } from '../publishing/AccessNotice';
import { FavoriteButton } from './FavoriteButton';
import { useGetFavoritePagesInfiniteQuery } from './favoritesApi';
import { CardTitle } from '../../components/CatalogueCard';

/** The URL's words for each kind (the page is Portuguese, so is its address). */
const TAB_PARAMS: Readonly<Record<FavoriteKind, string>> = { job: 'vagas', course: 'cursos', event: 'eventos' };
const kindOfParam = (value: string | null): FavoriteKind => FAVORITE_KINDS.find((kind) => TAB_PARAMS[kind] === value) ?? 'job';

/** What a saved item was when saved, now that it is no longer public. */
function UnavailableFavoriteCard({ favorite }: { favorite: FavoriteDTO }) {
  const titleId = useId();
  const { snapshot } = favorite;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-testid="unavailable-favorite" sx={{ height: '100%', bgcolor: 'action.hover' }}>
      <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Chip size="small" label={FAVORITE_UNAVAILABLE_LABELS[favorite.kind]} />
          <FavoriteButton kind={favorite.kind} id={favorite.itemId} size="small" />
        </Box>
        <CardTitle id={titleId}>
          {snapshot.title}
        </CardTitle>
        {snapshot.subtitle ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {snapshot.subtitle}
          </Typography>
        ) : null}
        {snapshot.location ? (
          <IconLine icon={<PlaceIcon aria-hidden fontSize="small" />} small>
            {snapshot.location}
          </IconLine>
        ) : null}
        {snapshot.date ? (
          <IconLine icon={<CalendarMonthIcon aria-hidden fontSize="small" />} small>
            <time dateTime={snapshot.date}>{formatDateTime(snapshot.date)}</time>
          </IconLine>
        ) : null}
      </CardContent>
    </Card>
  );
}

function FavoriteCard({ favorite }: { favorite: FavoriteDTO }) {
  if (favorite.kind === 'job' && favorite.item) return <JobCard job={favorite.item} />;
  if (favorite.kind === 'course' && favorite.item) return <CourseCard course={favorite.item} />;
  if (favorite.kind === 'event' && favorite.item) return <EventCard event={favorite.item} />;
  return <UnavailableFavoriteCard favorite={favorite} />;
}

function FavoriteList({ kind }: { kind: FavoriteKind }) {
  const texts = FAVORITE_KIND_TEXTS[kind];
  const pages = useGetFavoritePagesInfiniteQuery(kind);
  const favorites = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PagedList query={pages} count={favorites.length} loadingLabel={texts.loading} errorMessage={texts.error} emptyMessage={texts.empty} moreLabel={texts.more}>
      <Typography component="h2" sx={visuallyHidden}>
        {`${texts.tab} salvos`}
      </Typography>
      <CardGrid items={favorites}>
        {(favorite) => <FavoriteCard favorite={favorite} />}
      </CardGrid>
    </PagedList>
  );
}

function FavoriteTabs() {
  const [params, setParams] = useSearchParams();
  const kind = kindOfParam(params.get('tipo'));
  const panelId = useId();
  const tabId = (of: FavoriteKind) => `${panelId}-tab-${of}`;
  return (
    <>
      <Tabs
        value={kind}
        onChange={(_event, value: FavoriteKind) => setParams(value === 'job' ? {} : { tipo: TAB_PARAMS[value] }, { replace: true })}
        variant="fullWidth"
        aria-label="Tipos de favoritos"
        sx={{ mb: 3, maxWidth: 520 }}
      >
        {FAVORITE_KINDS.map((of) => (
          <Tab key={of} label={FAVORITE_KIND_TEXTS[of].tab} value={of} id={tabId(of)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(kind)}>
        {/* Keyed by kind: each tab's list is its own query and its own paging. */}
        <FavoriteList key={kind} kind={kind} />
      </Box>
    </>
  );
}

export default function FavoritesPage() {
  return (
    <PageFrame width="lg" title="Favoritos" lead="As vagas, os cursos e os eventos que você salvou para ver depois.">
      <SignedInOnly signIn="Faça login para ver seus favoritos."><FavoriteTabs /></SignedInOnly>
    </PageFrame>
  );
}
