import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Full-screen spinner while the session is checked (spec §2: 'Carregando...'). */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Carregando...</Typography>
    </Box>
  );
}

/** In-page spinner while a lazily loaded screen arrives; keeps the header and footer in place. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Carregando..." sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress />
    </Box>
  );
}
