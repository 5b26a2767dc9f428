import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { AppStore } from './store';
import { theme } from './theme';

/**
 * The store, the theme and MUI's baseline around the app: the browser's (start.tsx) and the
 * server's render (ssr.tsx) share them, so the drawn page and the app that replaces it match.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
