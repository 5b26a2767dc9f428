/**
 * A button the spec shows but gives no action yet (publish job, create course,
 * create event, the dashboard's 'Favoritos'): rendered disabled with an 'Em
 * breve' tooltip rather than a fake action. The wrapper takes the focus so keyboard users reach the tooltip
 * too (a disabled button itself cannot be focused).
 */
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export function ComingSoonButton({
  children,
  startIcon,
  variant = 'contained',
  fullWidth = false,
  sx,
}: {
  children: ReactNode;
  startIcon?: ReactNode;
  variant?: ButtonProps['variant'];
  /** Fills its container (the dashboard's quick actions), the focusable wrapper too. */
  fullWidth?: boolean;
  sx?: ButtonProps['sx'];
}) {
  return (
    <Tooltip title="Em breve" enterDelay={700} enterNextDelay={300}>
      <span tabIndex={0} style={{ display: fullWidth ? 'flex' : 'inline-flex', borderRadius: 10 }}>
        <Button variant={variant} disabled startIcon={startIcon} fullWidth={fullWidth} sx={sx}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
