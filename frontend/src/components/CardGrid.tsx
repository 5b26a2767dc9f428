import { isValidElement, useContext, type ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import { CardDrawerContext } from './cardMarkup';
import { KeptSlot } from './ServerKept';

/** The catalogues' cell: three cards a row on a desktop, two on a tablet, one on a phone. */
const CATALOGUE_CELL = { xs: 12, sm: 6, lg: 4 } as const;

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
      {items.map((item) => {
        const card = children(item);
        const drawn = (
          <Grid key={item.id} component={component} size={cell}>
            {card}
          </Grid>
        );
        // On the server, the cell with its card is drawn once per item and kept (ssr.tsx, decisions
        // 0032 and 0038): the cell too, whose emotion styles cost as much as a small card's.
        return drawer && isValidElement(card) ? (
          <KeptSlot key={item.id} drawer={drawer} element={drawn} keyOf={card} also={`cell|${component}|${JSON.stringify(cell)}`} />
        ) : (
          drawn
        );
      })}
    </Grid>
  );
}
