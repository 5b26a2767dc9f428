import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { store } from './app/store';
import { AppRouter } from './app/router';
import { theme } from './app/theme';
import { ToastProvider } from './app/Toasts';

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
