import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { ServerKept } from '../../components/ServerKept';
import { useCurrentUser, useSignOut } from '../../features/auth/session';
import { Brand } from './Brand';
import { ADMIN_NAV_ITEM, MOBILE_MENU_ID, NAV_ITEMS, isActivePath } from './navigation';

// Neither is part of a visitor's first load: the signed-in controls load only for a signed-in
// user, the drawer on its first opening (issue 14: the initial JavaScript budget).
const SignedInActions = lazy(() => import('./SignedInActions'));
const MobileMenu = lazy(() => import('./MobileMenu'));

/**
 * On the server the header is drawn once per active item and kept (ServerKept, decision 0038): what
 * it reads besides is the session, a visitor's there, and its menu's state, closed on a first render.
 */
export function Header() {
  const { pathname } = useLocation();
  const active = NAV_ITEMS.filter((item) => isActivePath(pathname, item.to)).map((item) => item.to).join(' ');
  return (
    <ServerKept also={`header|${active}`}>
      <HeaderBar />
    </ServerKept>
  );
}

function HeaderBar() {
  const { user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const items = user?.abilities.administer ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;

  return (
    // A sticky <header> and a flex row where MUI's AppBar and Toolbar would add nothing but ~1 KB
    // (brotli) to every first load: same height (the theme's toolbar mixin), colours and layer.
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" disableGutters>
        <Box sx={[(theme) => theme.mixins.toolbar, { display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 } }]}>
          <Brand />

          <Box component="nav" aria-label="Navegação principal" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, mx: 2 }}>
            {items.map((item) => {
              const active = isActivePath(pathname, item.to);
              return (
                <Button
                  key={item.to}
                  href={item.to}
                  color={active ? 'primary' : 'inherit'}
                  aria-current={active ? 'page' : undefined}
                  sx={{ fontWeight: active ? 700 : 500 }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>

          <Box sx={{ flexGrow: 1 }} />

          {user ? (
            <Suspense fallback={null}>
              <SignedInActions user={user} onSignOut={() => void signOut()} isSigningOut={isSigningOut} />
            </Suspense>
          ) : (
            <Button variant="contained" href="/auth" sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}>
              Login/Cadastre-se
            </Button>
          )}

          <IconButton
            edge="end"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Container>

      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={items}
            pathname={pathname}
            user={user}
            onSignOut={() => void signOut()}
            isSigningOut={isSigningOut}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
