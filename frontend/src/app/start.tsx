import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '../api/api';
import { AppProviders } from './AppProviders';
import { store } from './store';
import { preloadModules } from './lazyModules';
import { AppRouter } from './router';
import { ToastProvider } from './Toasts';
import type { ServerState } from '@conecta/common';

/**
 * A page the server drew (ssr.tsx) came with its reads and the names of its modules: with those
 * loaded and the reads in the store, the first render draws the same screen at once and replaces
 * the server's copy without a spinner between. The modules first: a read's endpoint is only known
 * once the module that declares it has run.
 */
async function takeOverServerPage(): Promise<boolean> {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as ServerState;
  await preloadModules(state.modules);
  store.dispatch(api.util.upsertQueryEntries(state.queries as Parameters<typeof api.util.upsertQueryEntries>[0]));
  return true;
}

/**
 * Over a drawn page, the first render is a transition: React renders it in slices, letting the
 * phone answer in between (one long task of a whole /vagas was most of its blocking time), and
 * the drawn page stays until the app's is complete.
 */
function render(overServerPage: boolean) {
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <ToastProvider>
          <AppRouter />
        </ToastProvider>
      </AppProviders>
    </StrictMode>
  );
  if (overServerPage) startTransition(() => root.render(app));
  else root.render(app);
}

// Whatever goes wrong taking over, the app still starts (and asks for what it needs itself).
takeOverServerPage().then(render, () => render(false));
