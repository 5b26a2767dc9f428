import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LoadingScreen, PageLoader } from '../../components/LoadingScreen';
import { useCurrentUser } from '../../features/auth/session';
import { useRealtime } from '../../realtime/useRealtime';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollManager } from './ScrollManager';

// Only an account that has not confirmed its e-mail loads it (issue 22).
const EmailVerificationBanner = lazy(() => import('./EmailVerificationBanner'));

export function AppLayout() {
  const { user, isLoading } = useCurrentUser();
  useRealtime(user?.id ?? null);

  // Every screen depends on who is signed in; show nothing half-decided (spec §2).
  if (isLoading) return <LoadingScreen />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollManager />
      <RouteAnnouncer />
      <Box
        component="a"
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Pular para o conteúdo
      </Box>
      <Header />
      {user && !user.emailVerified ? (
        <Suspense fallback={null}>
          <EmailVerificationBanner />
        </Suspense>
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so a page arriving (lazy chunk,
          then its data) grows the page downwards instead of pushing a visible footer (CLS). */}
      <Box component="main" id="conteudo" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
