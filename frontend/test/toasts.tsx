/**
 * The toasts a person would see, read from the page: the app's own ToastProvider (the lazy
 * notistack host, src/app/Toasts.tsx) mounted once in the jsdom document, and every toast that
 * appears recorded and closed at once, so the next one queued behind it (one at a time, spec §9)
 * shows too. Tests then assert on what reached the screen, not on calls to showToast.
 */
import { createRoot } from 'react-dom/client';
import { closeSnackbar } from 'notistack';
import { ToastProvider } from '../src/app/Toasts';
import { showToast } from '../src/lib/toast';
import { waitFor } from './waitFor';

export interface ShownToast {
  title: string;
  description: string | null;
  variant: string | undefined;
}

const shown: ShownToast[] = [];
const seen = new WeakSet<Element>();
let mounted = false;

function record(): void {
  for (const toast of document.querySelectorAll('[data-toast]')) {
    if (seen.has(toast)) continue;
    seen.add(toast);
    const title = toast.querySelector('strong');
    const content = toast.querySelector('[class*="notistack-MuiContent-"]');
    shown.push({
      title: title?.textContent ?? '',
      description: title?.nextElementSibling?.textContent ?? null,
      variant: content?.className.match(/notistack-MuiContent-(\w+)/)?.[1],
    });
    closeSnackbar();
  }
}

export function mountToasts(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<ToastProvider>{null}</ToastProvider>);
  new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
}

/** Waits for `count` toasts to have been shown and hands them over (oldest first), forgetting them. */
export async function takeToasts(count: number): Promise<ShownToast[]> {
  await waitFor(() => shown.length >= count, `${count} toast(s), saw ${JSON.stringify(shown)}`);
  return shown.splice(0);
}

/**
 * Forgets what earlier tests left on screen or queued (toasts of other files included): a marker
 * toast goes to the back of the queue, and once it has shown, everything queued before it has too
 * (toasts show one at a time, in order) — a barrier, not a quiet period guessed in milliseconds.
 */
export async function forgetToasts(): Promise<void> {
  const marker = `barreira ${Math.random().toString(36).slice(2)}`;
  void showToast({ title: marker });
  await waitFor(() => shown.some((toast) => toast.title === marker), `the barrier toast ${marker}`);
  shown.length = 0;
}
