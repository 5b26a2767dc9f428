/**
 * A button the spec shows but gives no action yet (the dashboard's 'Favoritos'): it looks
 * disabled and says 'Em breve' in a tooltip rather than faking an action. It is `aria-disabled`,
 * not `disabled`, so it stays in the tab order and keyboard and screen-reader users reach it and
 * hear the tooltip as its description; a focusable wrapper around a disabled button (the usual
 * workaround) is a generic element carrying a name, which ARIA forbids.
 */
import type { MouseEvent, ReactNode } from 'react';
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
  /** Fills its container (the dashboard's quick actions). */
  fullWidth?: boolean;
  sx?: ButtonProps['sx'];
}) {
  return (
    <Tooltip title="Em breve" describeChild enterDelay={700} enterNextDelay={300}>
      <Button
        variant={variant}
        aria-disabled="true"
        // MUI's own disabled look, without the `disabled` attribute (which would drop the focus).
        className="Mui-disabled"
        onClick={(event: MouseEvent) => event.preventDefault()}
        startIcon={startIcon}
        fullWidth={fullWidth}
        // The disabled look turns pointer events off: the tooltip needs the hover.
        sx={[{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
