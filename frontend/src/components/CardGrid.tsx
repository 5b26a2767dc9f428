import { isValidElement, useContext, useId, type ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import { CardDrawerContext, type CardDrawer } from './cardMarkup';

/** The catalogues' cell: three cards a row on a desktop, two on a tablet, one on a phone. */
const CATALOGUE_CELL = { xs: 12, sm: 6, lg: 4 } as const;

interface CellProps {
  component: 'li' | 'div';
  size: GridProps['size'];
  card: ReactNode;
}

/** A cell whose card the server drew once for its item (ssr.tsx), reused while the item is unchanged. */
function DrawnCell({ drawer, ...cell }: CellProps & { drawer: CardDrawer }) {
  const idPrefix = useId();
  return <DrawnCellMarkup drawer={drawer} idPrefix={idPrefix} {...cell} />;
}

// No hooks here: the drawer runs a render of its own inside this component's.
function DrawnCellMarkup({ drawer, idPrefix, component, size, card }: CellProps & { drawer: CardDrawer; idPrefix: string }) {
  const html = isValidElement(card) ? drawer(card, idPrefix) : null;
  if (html === null) {
    return (
      <Grid component={component} size={size}>
        {card}
      </Grid>
    );
  }
  return <Grid component={component} size={size} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A grid of cards, one cell per item keyed by its id. `list` draws it as a list (ul/li) where a
 * screen reader should hear how many there are, as the directory's profiles.
 */
export function CardGrid<T extends { id: string }>({
  items,
  cell = CATALOGUE_CELL,
  list = false,
  children,
  ...grid
}: {
  items: readonly T[];
  cell?: GridProps['size'];
  list?: boolean;
  children: (item: T) => ReactNode;
} & Pick<GridProps, 'sx' | 'aria-label' | 'aria-hidden'>) {
  const drawer = useContext(CardDrawerContext);
  const component = list ? 'li' : 'div';
  return (
    <Grid container spacing={2} component={list ? 'ul' : 'div'} sx={list ? { listStyle: 'none', p: 0, m: 0 } : undefined} {...grid}>
      {items.map((item) =>
        drawer ? (
          <DrawnCell key={item.id} drawer={drawer} component={component} size={cell} card={children(item)} />
        ) : (
          <Grid key={item.id} component={component} size={cell}>
            {children(item)}
          </Grid>
        ),
      )}
    </Grid>
  );
}
