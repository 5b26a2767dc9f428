import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A line of secondary text after a decorative icon (a place, a date, a duration). */
export function IconLine({ icon, children, small, inline }: { icon: ReactNode; children: ReactNode; small?: boolean; inline?: boolean }) {
  return (
    <Typography
      variant={small ? 'body2' : 'body1'}
      color="text.secondary"
      sx={{ display: inline ? 'inline-flex' : 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {icon}
      {children}
    </Typography>
  );
}
