import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { REGISTER_RULES, SIGNUP_CHOICES, USER_TYPE_LABELS, type RegisterableUserType } from '@conecta/common';
import { useRuleForm } from '../../lib/useRuleForm';
import { useRegisterMutation } from './accountApi';

export function RegisterForm({ initialUserType }: { initialUserType: RegisterableUserType }) {
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const initial = { firstName: '', lastName: '', email: '', password: '', userType: initialUserType };
  // 'Erro no cadastro' toast comes from the mutation listener (e.g. 409 e-mail already used).
  const { field, submit } = useRuleForm(REGISTER_RULES, initial, async (account) => {
    // The select offers only the sign-up choices; an `admin` sent by hand is refused by the server (403).
    await register({ ...account, userType: account.userType as RegisterableUserType }).unwrap();
    await navigate('/', { replace: true });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Cadastro" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Nome" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Sobrenome" autoComplete="family-name" {...field('lastName')} />
      </Box>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Senha" type="password" autoComplete="new-password" placeholder="Mínimo 6 caracteres" {...field('password')} />
      <TextField
        select
        label="Tipo de Usuário"
        {...field('userType')}
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
