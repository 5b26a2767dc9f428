import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { LOGIN_LINK_MESSAGES as LINK, LOGIN_LINK_RULES, LOGIN_RULES, MESSAGES, validateInput } from '@conecta/common';
import { errorText, isApiError } from '../../api/errors';
import { useRuleForm } from '../../lib/useRuleForm';
import { useLoginMutation } from './accountApi';
import { useRequestLoginLinkMutation } from './loginLinkApi';

export function LoginForm() {
  const [login, { isLoading, error: loginError }] = useLoginMutation();
  const [requestLink, { isLoading: isRequestingLink }] = useRequestLoginLinkMutation();
  const [linkNote, setLinkNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // Other errors toast from the mutation listener; a 429 is told here, next to the way out of it.
  const { values, field, submit } = useRuleForm(LOGIN_RULES, { email: '', password: '' }, async (credentials) => {
    setLinkNote(null);
    await login(credentials).unwrap();
    await navigate('/', { replace: true });
  });
  // Refused before the password was even read (this address's block, or the account slowed down
  // by failures from anywhere): the mailed link is the way in that nobody else can close.
  const limited = isApiError(loginError) && loginError.status === 429;

  const askForLink = async () => {
    const checked = validateInput(LOGIN_LINK_RULES, { email: values.email });
    if (!checked.ok) {
      setLinkNote({ severity: 'error', text: `${checked.errors.email ?? MESSAGES.emailInvalid}: digite o e-mail da sua conta acima.` });
      emailInput.current?.focus();
      return;
    }
    try {
      const sent = await requestLink(checked.value).unwrap();
      setLinkNote({ severity: 'success', text: sent.message });
    } catch (error) {
      setLinkNote({ severity: 'error', text: errorText(error, 'Não foi possível enviar o link agora. Tente novamente.') });
    }
  };

  const linkLabel = isRequestingLink ? LINK.requesting : LINK.request;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Login" sx={{ display: 'grid', gap: 2 }}>
      <TextField label="Email" type="email" autoComplete="email" inputRef={emailInput} {...field('email')} />
      <TextField label="Senha" type="password" autoComplete="current-password" {...field('password')} />
      {/* One grid item: the action and what it answered sit together, close under the password. */}
      <Box sx={{ display: 'grid', mt: limited ? 0 : -1 }}>
        {limited ? (
          <Alert
            severity="warning"
            sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1.5, width: '100%' } }}
          >
            <span>{errorText(loginError)}</span>
            <Button
              type="button"
              variant="contained"
              color="warning"
              startIcon={<EmailOutlinedIcon aria-hidden />}
              onClick={() => void askForLink()}
              disabled={isRequestingLink}
              sx={{ justifySelf: 'start', textAlign: 'left' }}
            >
              {linkLabel}
            </Button>
          </Alert>
        ) : (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => void askForLink()}
            disabled={isRequestingLink}
            sx={{ justifySelf: 'start', textAlign: 'left' }}
          >
            {linkLabel}
          </Link>
        )}
        <Box role="status" aria-live="polite" sx={{ mt: linkNote ? 1.5 : 0 }}>
          {/* The region around it announces it: no second, assertive alert role. */}
          {linkNote ? (
            <Alert severity={linkNote.severity} role="presentation">
              {linkNote.text}
            </Alert>
          ) : null}
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Entrando...' : 'Entrar'}
      </Button>
    </Box>
  );
}
