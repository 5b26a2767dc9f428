import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LoadingScreen, PageLoader } from '../../components/LoadingScreen';
import { useCurrentUser } from '../../features/auth/session';
import { dismissSessionEnd, useSessionEnd } from '../../features/auth/sessionEnd';
import { useRealtime } from '../../realtime/useRealtime';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollManager } from './ScrollManager';

// Only an account that has not confirmed its e-mail loads it (issue 22).
const EmailVerificationBanner = lazy(() => import('./EmailVerificationBanner'));
// Only an account whose page an admin took down loads it (issue 25).
const PageRemovedBanner = lazy(() => import('../../features/pageTakedown/PageRemovedBanner'));
// Only a session ended from elsewhere loads it (issue 25).
const SessionEndedNotice = lazy(() => import('../../features/auth/SessionEndedNotice'));

export function AppLayout() {
  const { user, isLoading } = useCurrentUser();
  const sessionEnd = useSessionEnd();
  useRealtime(user?.id ?? null);
  // Signed in again, however (the notice's button, the header's link): the explanation is over.
  // A move from nobody to someone, not "someone": right after the reset the query hook still
  // answers the previous user until the sign-out lands (RTK Query keeps a hook's last data).
  const signedInBefore = useRef(Boolean(user));
  useEffect(() => {
    const signedIn = Boolean(user);
    if (signedIn && !signedInBefore.current && sessionEnd) dismissSessionEnd();
    signedInBefore.current = signedIn;
  }, [user, sessionEnd]);

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
      {user?.pageRemoved ? (
        <Suspense fallback={null}>
          <PageRemovedBanner removal={user.pageRemoved} />
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
      {sessionEnd ? (
        <Suspense fallback={null}>
          <SessionEndedNotice reason={sessionEnd} />
        </Suspense>
      ) : null}
    </Box>
  );
}
