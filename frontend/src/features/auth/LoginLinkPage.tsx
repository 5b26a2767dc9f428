/**
 * /entrar-com-link?token=…: the link of the sign-in e-mail (issue 22). Posts the token once — the
 * API signs in only on POST, so a mail scanner fetching the page spends nothing — then opens the
 * dashboard signed in, or says the link is dead with the way back to the sign-in form.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { LOGIN_LINK_MESSAGES as M, type LoginLinkConfirmPayload, type UserDTO } from '@conecta/common';
import { api } from '../../api/api';
import { errorText, isApiError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from './authApi';
import { useConfirmLoginLinkMutation } from './loginLinkApi';

export default function LoginLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isError, error }] = useConfirmLoginLinkMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Once per token: StrictMode runs effects twice, and a second post would find the token spent.
  const posted = useRef<string | null>(null);
  const failure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    void signIn({ token });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- posted once per token, whatever else changes
  }, [token]);

  async function signIn(payload: LoginLinkConfirmPayload) {
    let user: UserDTO;
    try {
      user = await confirm(payload).unwrap();
    } catch {
      return; // told below
    }
    // Nothing cached for whoever this tab showed before stays (the link may be opened anywhere).
    dispatch(api.util.resetApiState());
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
    await navigate('/', { replace: true });
  }

  const failed = !token || isError;
  const status = isApiError(error) ? error.status : null;
  // 400: the dead link; 403: the suspension, in the server's words; anything else (offline, 503)
  // is worth another try of the same link, which the server put back if it failed mid-way.
  const retryable = Boolean(token) && isError && status !== 400 && status !== 403;
  const failureText = !token || status === 400 ? M.invalidLink : errorText(error, 'Não foi possível entrar agora. Tente novamente.');

  // A failure takes the focus: a keyboard or screen-reader user lands on what happened.
  useEffect(() => {
    if (failed) failure.current?.focus();
  }, [failed]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          Entrar com link
        </Typography>
        <Box role="status" aria-live="polite">
          {failed ? (
            <Box ref={failure} tabIndex={-1} sx={{ outline: 'none' }}>
              <ErrorOutlineOutlinedIcon aria-hidden color="error" sx={{ fontSize: 48 }} />
              <Typography sx={{ fontWeight: 700, mt: 1 }}>{failureText}</Typography>
              {!retryable && status !== 403 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  Cada link funciona uma única vez, por 15 minutos. Peça outro na página de login, em “{M.request}”.
                </Typography>
              ) : null}
            </Box>
          ) : (
            <>
              <CircularProgress size={32} aria-hidden />
              <Typography sx={{ mt: 1 }}>{M.signingIn}</Typography>
            </>
          )}
        </Box>
        {failed ? (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
            {retryable ? (
              <Button variant="contained" onClick={() => void signIn({ token })}>
                Tentar novamente
              </Button>
            ) : null}
            <Button variant={retryable ? 'outlined' : 'contained'} href="/auth">
              Voltar para o login
            </Button>
          </Box>
        ) : null}
      </Paper>
    </Container>
  );
}
