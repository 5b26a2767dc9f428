/**
 * /confirmar-email?token=…: the link of the confirmation e-mail (issue 22). Posts the token once
 * (the API confirms only on POST: a link scanner fetching the page confirms nothing) and says how
 * it went. Works signed in or not: the link may be opened on another device.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@conecta/common';
import { errorText, isApiError } from '../../api/errors';
import { useConfirmEmailMutation } from './emailVerificationApi';
import { useCurrentUser } from './session';

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isSuccess, isError, error }] = useConfirmEmailMutation();
  const { user } = useCurrentUser();
  // Once per token: StrictMode runs effects twice, and a second post would find the token spent.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    void confirm({ token });
  }, [confirm, token]);

  const failed = !token || isError;
  // A 400 is the dead link; anything else (offline, 503) is worth another try of the same link.
  const failure = !token || (isApiError(error) && error.status === 400) ? M.invalidLink : errorText(error, 'Não foi possível confirmar agora. Tente novamente.');
  const retryable = Boolean(token) && isError && !(isApiError(error) && error.status === 400);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          Confirmação de e-mail
        </Typography>
        <Box role="status" aria-live="polite">
          {isSuccess ? (
            <>
              <CheckCircleOutlinedIcon aria-hidden color="success" sx={{ fontSize: 48 }} />
              <Typography sx={{ fontWeight: 700, mt: 1 }}>{M.confirmed}</Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                A partir de agora você recebe neste endereço os avisos da plataforma.
              </Typography>
            </>
          ) : failed ? (
            <>
              <ErrorOutlineOutlinedIcon aria-hidden color="error" sx={{ fontSize: 48 }} />
              <Typography sx={{ fontWeight: 700, mt: 1 }}>{failure}</Typography>
              {!retryable ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {user && !user.emailVerified
                    ? 'Peça um novo link em “Reenviar e-mail”, no aviso do topo da página.'
                    : user
                      ? 'Seu e-mail já está confirmado, ou o link é de outra conta.'
                      : 'Entre na sua conta para pedir um novo link.'}
                </Typography>
              ) : null}
            </>
          ) : (
            <>
              <CircularProgress size={32} aria-hidden />
              <Typography sx={{ mt: 1 }}>Confirmando seu e-mail...</Typography>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          {retryable ? (
            <Button variant="contained" onClick={() => void confirm({ token })}>
              Tentar novamente
            </Button>
          ) : null}
          {isSuccess || failed ? (
            user ? (
              <Button variant={retryable ? 'outlined' : 'contained'} href="/">
                Ir para o início
              </Button>
            ) : (
              <Button variant={retryable ? 'outlined' : 'contained'} href="/auth">
                Entrar
              </Button>
            )
          ) : null}
        </Box>
      </Paper>
    </Container>
  );
}
