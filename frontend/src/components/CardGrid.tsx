import type { ReactNode } from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';

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
  return (
    <Grid container spacing={2} component={list ? 'ul' : 'div'} sx={list ? { listStyle: 'none', p: 0, m: 0 } : undefined} {...grid}>
      {items.map((item) => (
        <Grid key={item.id} component={list ? 'li' : 'div'} size={cell}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}
