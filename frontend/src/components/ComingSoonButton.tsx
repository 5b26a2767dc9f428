/**
 * A button the spec shows but gives no action yet (publish job, create course,
 * create event): rendered disabled with an 'Em breve' tooltip rather than a
 * fake action. The wrapper takes the focus so keyboard users reach the tooltip
 * too (a disabled button itself cannot be focused).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export function ComingSoonButton({ children, startIcon }: { children: ReactNode; startIcon?: ReactNode }) {
  return (
    <Tooltip title="Em breve" enterDelay={700} enterNextDelay={300}>
      <span tabIndex={0} style={{ display: 'inline-flex', borderRadius: 10 }}>
        <Button variant="contained" disabled startIcon={startIcon}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
