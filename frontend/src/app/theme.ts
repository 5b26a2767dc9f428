import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from '../components/LinkBehavior';
import { focusRing } from '../components/focusRing';

export const theme = createTheme({
  palette: {
    primary: { main: '#1b7a3e', dark: '#12592c', light: '#4caf6e', contrastText: '#ffffff' },
    secondary: { main: '#1565c0', dark: '#0d47a1', light: '#5e92f3', contrastText: '#ffffff' },
    warning: { main: '#f9a825' },
    // MUI's default info (#0288d1) under white text is 4.1:1, short of 4.5:1 (the 'Entrevista' chip, info toasts).
    info: { main: '#0277bd' },
    background: { default: '#f5f8f6', paper: '#ffffff' },
    text: { primary: '#14261b', secondary: '#4a5a50' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior },
      // Keyboard users must always see where they are (a ripple alone is too faint).
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible': focusRing,
        // People who ask their system for less motion (vestibular disorders, WCAG 2.3.3) get none:
        // dialogs, menus and toasts appear at once, spinners and skeletons hold still. CSS only, so
        // the page drawn on the server and the app agree whatever the preference.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // The Portuguese of the one MUI component with built-in words this site uses (the admin's
    // lists). MUI's ptBR locale covers a dozen components we do not, on every first load.
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page) =>
          type === 'page' ? `Página ${page}` : type === 'next' ? 'Próxima página' : type === 'previous' ? 'Página anterior' : type === 'first' ? 'Primeira página' : 'Última página',
      },
    },
  },
});
