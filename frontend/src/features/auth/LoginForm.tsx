import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LOGIN_RULES } from '@conecta/common';
import { useRuleForm } from '../../lib/useRuleForm';
import { useLoginMutation } from './accountApi';

export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  // The toast ('Erro no login') comes from the mutation listener; fields show their own messages.
  const { field, submit } = useRuleForm(LOGIN_RULES, { email: '', password: '' }, async (credentials) => {
    await login(credentials).unwrap();
    await navigate('/', { replace: true });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Login" sx={{ display: 'grid', gap: 2 }}>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Senha" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Entrando...' : 'Entrar'}
      </Button>
    </Box>
  );
}
