import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A card's title: an h3, under the h2 of the list or section that holds the card. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/**
 * A catalogue's card (a course, an event, a service): an article named by its title, the chips
 * above the title, who offers it under, its details, and the actions at the foot — the card fills
 * its grid cell, so every card of a row keeps one height and their actions line up.
 */
export function CatalogueCard({
  media,
  chips,
  title,
  byline,
  children,
  actions,
}: {
  media?: ReactNode;
  chips: ReactNode;
  title: ReactNode;
  byline: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {media}
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        {chips}
        <CardTitle id={titleId}>{title}</CardTitle>
        <Typography color="text.secondary">{byline}</Typography>
        {children}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {actions}
      </CardActions>
    </Card>
  );
}
