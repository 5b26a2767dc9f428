import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { PRIVACY_MESSAGES, REGISTER_RULES, SIGNUP_CHOICES, USER_TYPE_LABELS, type RegisterableUserType } from '@conecta/common';
import { useRuleForm } from '../../lib/useRuleForm';
import { useRegisterMutation } from './accountApi';

export function RegisterForm({ initialUserType }: { initialUserType: RegisterableUserType }) {
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const initial = { firstName: '', lastName: '', email: '', password: '', userType: initialUserType };
  // The consent box (issue 26, LGPD) is a yes/no beside the text rules: the server requires it too (CONSENT_RULE).
  const [accepted, setAccepted] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  // 'Erro no cadastro' toast comes from the mutation listener (e.g. 409 e-mail already used).
  const { field, submit } = useRuleForm(REGISTER_RULES, initial, async (account) => {
    // Every text field passed: the box is what is left to fix, so it takes the focus.
    if (!accepted) {
      consentBox.current?.focus();
      return;
    }
    // The select offers only the sign-up choices; an `admin` sent by hand is refused by the server (403).
    await register({ ...account, userType: account.userType as RegisterableUserType, acceptTerms: true }).unwrap();
    await navigate('/', { replace: true });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setConsentError(accepted ? null : PRIVACY_MESSAGES.consentRequired);
    void submit(event);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Cadastro" sx={{ display: 'grid', gap: 2 }}>
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
      <FormControl error={consentError !== null} required>
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              name="acceptTerms"
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setConsentError(null);
              }}
              slotProps={{ input: { ref: consentBox, 'aria-describedby': consentError ? 'consentimento-erro' : undefined } }}
            />
          }
          label={
            <>
              Li e aceito os{' '}
              <Link href="/termos" target="_blank" rel="noopener">
                Termos de Uso
              </Link>{' '}
              e a{' '}
              <Link href="/privacidade" target="_blank" rel="noopener">
                Política de Privacidade
              </Link>
            </>
          }
        />
        {consentError ? <FormHelperText id="consentimento-erro">{consentError}</FormHelperText> : null}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </Box>
  );
}
