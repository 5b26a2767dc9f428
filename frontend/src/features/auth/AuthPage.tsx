/**
 * /auth: Login and Cadastro tabs (spec §2). The tab lives in the URL so the
 * backend's /api/login?userType=X redirect (to /auth?tab=cadastro&userType=X)
 * and footer links can open Cadastro with a type already chosen.
 */
import { Navigate, useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DEFAULT_USER_TYPE, REGISTERABLE_USER_TYPES, SIGNUP_CHOICES, type RegisterableUserType } from '@conecta/common';
import { AuthMarketing } from './AuthMarketing';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { useCurrentUser } from './session';

type AuthTab = 'login' | 'cadastro';

function readUserType(value: string | null): RegisterableUserType | null {
  return (REGISTERABLE_USER_TYPES as readonly string[]).includes(value ?? '') ? (value as RegisterableUserType) : null;
}

export default function AuthPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requestedType = readUserType(params.get('userType'));
  const tab: AuthTab = params.get('tab') === 'cadastro' || (requestedType && params.get('tab') !== 'login') ? 'cadastro' : 'login';
  // 'general' may arrive from the login redirect, but the dropdown offers only three types (spec §2).
  const initialUserType =
    requestedType && (SIGNUP_CHOICES as readonly string[]).includes(requestedType) ? requestedType : DEFAULT_USER_TYPE;

  if (user) return <Navigate to="/" replace />;

  const selectTab = (next: AuthTab) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 2, md: 1 } }}>
          <AuthMarketing />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
              {tab === 'login' ? 'Entre na sua conta' : 'Crie sua conta'}
            </Typography>
            <Tabs value={tab} onChange={(_e, value: AuthTab) => selectTab(value)} variant="fullWidth" sx={{ mb: 3 }}>
              <Tab label="Login" value="login" id="auth-tab-login" aria-controls="auth-panel" />
              <Tab label="Cadastro" value="cadastro" id="auth-tab-cadastro" aria-controls="auth-panel" />
            </Tabs>
            <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm /> : <RegisterForm key={initialUserType} initialUserType={initialUserType} />}
            </div>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
