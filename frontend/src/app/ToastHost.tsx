/**
 * The toasts of spec §9: one at a time, 5 s each; each has a close button,
 * and a swipe to the right past 50 px dismisses it (F8 is in `Toasts.tsx`).
 *
 * Its own chunk, mounted when the first toast is shown: notistack is not part of a visitor's
 * first load (issue 14). `hostReady` settles once the provider is mounted, since notistack's
 * `enqueueSnackbar` only works from then on.
 */
import { forwardRef, useEffect, useRef } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';

export { enqueueSnackbar } from 'notistack';

const SWIPE_DISMISS_PX = 50;

let markReady: () => void = () => undefined;
export const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * notistack's own colours put white text on #43a047 (success, 3.0:1), #2196f3 (info, 3.1:1) and
 * #ff9800 (warning, 2.2:1), under the 4.5:1 of WCAG 1.4.3: the theme's colours and their contrast
 * texts instead (all at least 4.5:1).
 */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
}));

/** The standard toast, draggable to the right; past 50 px on release it is dismissed. */
const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(props, ref) {
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement | null>(null);
  const move = (dx: number) => {
    if (element.current) element.current.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
  };
  return (
    <div
      ref={element}
      data-toast
      onPointerDown={(event) => {
        start.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (start.current !== null) move(event.clientX - start.current);
      }}
      onPointerUp={(event) => {
        const dx = start.current === null ? 0 : event.clientX - start.current;
        start.current = null;
        move(0);
        if (dx > SWIPE_DISMISS_PX) closeSnackbar(props.id);
      }}
      onPointerCancel={() => {
        start.current = null;
        move(0);
      }}
      style={{ touchAction: 'pan-y' }}
    >
      <ToastContent ref={ref} {...props} />
    </div>
  );
});

const closeButton = (key: SnackbarKey) => (
  <IconButton size="small" color="inherit" aria-label="Fechar notificação" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/**
 * A message box on screen moves the toasts to the top (lib/toast.tsx keepToastsOffComposer), those
 * showing included: their container's place is CSS, so it follows the attribute at once. Two
 * classes and an attribute outrank notistack's one class, whatever the order of the style sheets.
 */
const toastsAtTop = (
  <GlobalStyles
    styles={{
      'html[data-toasts-at="top"] .notistack-SnackbarContainer.notistack-SnackbarContainer': {
        top: 14,
        bottom: 'auto',
        flexDirection: 'column',
      },
    }}
  />
);

function Ready() {
  useEffect(() => markReady(), []);
  return null;
}

export default function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      action={closeButton}
      Components={{ default: SwipeableToast, success: SwipeableToast, error: SwipeableToast, warning: SwipeableToast, info: SwipeableToast }}
    >
      {toastsAtTop}
      <Ready />
    </SnackbarProvider>
  );
}
