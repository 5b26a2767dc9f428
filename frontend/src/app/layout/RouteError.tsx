/**
 * Last resort when a screen throws or its chunk fails to load (typically an
 * old tab after a deploy): say so in Portuguese and offer a reload.
 */
import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function RouteError() {
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        Algo deu errado ao abrir esta página.
      </Typography>
      <Typography color="text.secondary">Recarregue a página para tentar novamente.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
        <Button variant="outlined" href="/" component="a">
          Ir para o início
        </Button>
      </Box>
    </Box>
  );
}

/** Error boundaries are still class components in React; this one shows `RouteError`. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
