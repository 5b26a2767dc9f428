import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SIGNUP_CHOICES, USER_TYPE_LABELS, type RegisterPayload, type RegisterableUserType } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { useRegisterMutation } from './authApi';
import { hasErrors, validateRegister, type FieldErrors } from './validation';

type Values = Required<RegisterPayload>;

export function RegisterForm({ initialUserType }: { initialUserType: RegisterableUserType }) {
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '', userType: initialUserType });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

  const change = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        userType: values.userType,
      }).unwrap();
      await navigate('/', { replace: true });
    } catch (error) {
      // 'Erro no cadastro' toast comes from the mutation listener (e.g. 409 e-mail already used).
      setErrors(fieldErrors(error));
    }
  };

  const text = (field: Exclude<keyof Values, 'userType'>) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field)(e.target.value),
    error: !!errors[field],
    helperText: errors[field],
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Cadastro" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Nome" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...text('lastName')} />
      </Box>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <TextField label="Senha" type="password" autoComplete="new-password" placeholder="Mínimo 6 caracteres" {...text('password')} />
      <TextField
        select
        label="Tipo de Usuário"
        value={values.userType}
        onChange={(e) => change('userType')(e.target.value)}
        error={!!errors.userType}
        helperText={errors.userType}
        fullWidth
        // A native select: accessible by default and comfortable on phones.
        slotProps={{ select: { native: true } }}
      >
        {SIGNUP_CHOICES.map((type) => (
          <option key={type} value={type}>
            {USER_TYPE_LABELS[type]}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </Box>
  );
}
