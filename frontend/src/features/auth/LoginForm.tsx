import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { LoginPayload } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { useLoginMutation } from './authApi';
import { hasErrors, validateLogin, type FieldErrors } from './validation';

const EMPTY: LoginPayload = { email: '', password: '' };

export function LoginForm() {
  const [values, setValues] = useState<LoginPayload>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<LoginPayload>>({});
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();

  const change = (field: keyof LoginPayload) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
      await navigate('/', { replace: true });
    } catch (error) {
      // The toast ('Erro no login') comes from the mutation listener; fields show their own messages.
      setErrors(fieldErrors(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Login" sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => change('email')(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
        fullWidth
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => change('password')(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Entrando...' : 'Entrar'}
      </Button>
    </Box>
  );
}
