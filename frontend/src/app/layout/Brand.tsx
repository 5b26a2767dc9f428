import BoltIcon from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      href="/"
      underline="none"
      aria-label="Conecta Energia, página inicial"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: inverted ? 'common.white' : 'primary.dark', fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.2rem' }, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', bgcolor: 'primary.main', color: 'warning.main', borderRadius: 1.5, p: 0.25 }}
      >
        <BoltIcon />
      </Box>
      Conecta Energia
    </Link>
  );
}
