/**
 * Toasts carry a title and a description (spec §8 pairs them, e.g.
 * 'Login realizado' / 'Bem-vindo de volta!'); this renders both in one snackbar.
 */
import type { VariantType } from 'notistack';
import Box from '@mui/material/Box';
import type { ToastText } from '../api/feedback';
import type * as ToastHostModule from '../app/ToastHost';

type Host = typeof ToastHostModule;

let host: Promise<Host> | null = null;
let wanted = false;
const whenWanted = new Set<() => void>();

/** The provider mounts the host when the first toast is asked for (or at once, if one already was). */
export function onToastHostWanted(mount: () => void): () => void {
  if (wanted) mount();
  whenWanted.add(mount);
  return () => whenWanted.delete(mount);
}

/** The loaded and mounted host; toasts asked for meanwhile keep their order (one promise chain). */
function toastHost(): Promise<Host> {
  if (!host) {
    wanted = true;
    for (const mount of whenWanted) mount();
    host = import('../app/ToastHost').then(
      async (loaded) => {
        await loaded.hostReady;
        return loaded;
      },
      (error: unknown) => {
        host = null; // a chunk that failed to load (offline) is tried again by the next toast
        throw error;
      },
    );
  }
  return host;
}

/** Resolves once the toast is on screen (the host may still be loading when it is asked for). */
export function showToast({ title, description }: ToastText, variant: VariantType = 'default'): Promise<void> {
  const content = (
    <Box>
      <Box component="strong" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Box>
      {description ? <Box component="span" sx={{ display: 'block' }}>{description}</Box> : null}
    </Box>
  );
  return toastHost().then(({ enqueueSnackbar }) => {
    enqueueSnackbar(content, { variant });
  });
}

let composers = 0;

/**
 * While a message box is on screen, toasts show at the top of the window, never over it and its
 * send button (issue 25: at 360 px every bottom toast covered them). Those already showing move
 * too: the host places its bottom container by this attribute (ToastHost). Returns the release.
 */
export function keepToastsOffComposer(): () => void {
  composers += 1;
  document.documentElement.dataset.toastsAt = 'top';
  return () => {
    composers -= 1;
    if (composers === 0) delete document.documentElement.dataset.toastsAt;
  };
}

/** When each text was last shown by `showToastOnce`. */
const recent = new Map<string, number>();
const REPEAT_AFTER_MS = 10_000;

/**
 * One toast for one piece of news told twice at once (a live push and the bell's notification of
 * the same cause carry the same words): the same title and description within 10 s show once.
 */
export function showToastOnce(text: ToastText, variant: VariantType = 'default'): void {
  const key = `${text.title}\n${text.description ?? ''}`;
  const now = Date.now();
  for (const [shown, at] of recent) if (now - at > REPEAT_AFTER_MS) recent.delete(shown);
  if (recent.has(key)) return;
  recent.set(key, now);
  showToast(text, variant);
}
