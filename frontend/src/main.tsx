import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { api } from './api/api';
import { store } from './app/store';
import { preloadModules } from './app/lazyModules';
import { AppRouter } from './app/router';
import { theme } from './app/theme';
import { ToastProvider } from './app/Toasts';
import type { ServerState } from './ssr';

/**
 * A page the server drew (ssr.tsx) came with its reads and the names of its modules: with those
 * loaded and the reads in the store, the first render draws the same screen at once and replaces
 * the server's copy without a spinner between. The modules first: a read's endpoint is only known
 * once the module that declares it has run.
 */
async function takeOverServerPage(): Promise<void> {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as ServerState;
  await preloadModules(state.modules);
  store.dispatch(api.util.upsertQueryEntries(state.queries as Parameters<typeof api.util.upsertQueryEntries>[0]));
}

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <AppRouter />
          </ToastProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

// Whatever goes wrong taking over, the app still starts (and asks for what it needs itself).
takeOverServerPage().catch(() => undefined).finally(render);
