/**
 * How the 'Publicações' tab shows an item or a page: a chip naming its kind, its title and a line
 * about it (long words wrap at 360 px); taken down, also its reason and 'Republicar' where the
 * server's rule allows it (`abilities.restore`). One look for the items and the pages.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function ItemSummary({ chip, title, detail, children }: { chip: string; title: string; detail: string; children?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Chip size="small" label={chip} sx={{ mr: 1 }} />
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      {children}
    </Box>
  );
}

export function TakenDownEntry({
  chip,
  title,
  detail,
  reason,
  restoreLabel,
  onRestore,
  testId,
}: {
  chip: string;
  title: string;
  detail: string;
  reason: string | null;
  restoreLabel: string;
  /** Absent where the server does not allow republishing it. */
  onRestore?: () => void;
  testId: string;
}) {
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <ItemSummary chip={chip} title={title} detail={detail}>
          {reason ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Motivo: {reason}
            </Typography>
          ) : null}
        </ItemSummary>
        {onRestore ? (
          <Button size="small" variant="outlined" onClick={onRestore}>
            {restoreLabel}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
