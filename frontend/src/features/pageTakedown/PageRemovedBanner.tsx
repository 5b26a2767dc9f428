/**
 * Under the header while an admin keeps the signed-in account's page off the site (issue 25): the
 * reason, and what it means (the profile and the publications hidden, the account still usable).
 * Its own chunk: only such an account loads it.
 */
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_TAKEDOWN_MESSAGES as M, type PageRemovalDTO } from '@conecta/common';

export default function PageRemovedBanner({ removal }: { removal: PageRemovalDTO }) {
  return (
    <Box component="section" aria-label={M.bannerTitle} data-testid="page-removed-banner" sx={{ bgcolor: '#fdecea', borderBottom: 1, borderColor: 'error.main' }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'flex-start', columnGap: 1.5, py: 1, px: { xs: 1.5, sm: 2 } }}>
        <VisibilityOffIcon aria-hidden sx={{ color: 'error.dark', mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          {/* role=status: an open page that receives the take-down live reads it out. */}
          <Typography role="status" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {M.banner(removal.reason)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {M.bannerDetail}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
