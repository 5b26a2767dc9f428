/**
 * 'Alterar senha' on /profile: the current password, the new one and its confirmation, checked
 * with the common rules (the server runs the same: PASSWORD_CHANGE_RULES and
 * `passwordChangeError`); the first field in error takes the focus, a wrong current password comes
 * back under its field. On success the server ends every other session of the account and this one
 * goes on under a new cookie (its socket reconnects: realtime/socket.ts). Callers mount it only
 * while open, so each opening starts blank.
 */
import TextField from '@mui/material/TextField';
import { PASSWORD_FORM_RULES, passwordChangeError } from '@conecta/common';
import { FormDialog } from '../../components/FormDialog';
import { useRuleForm } from '../../lib/useRuleForm';
import { useChangePasswordMutation } from '../auth/accountApi';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();
  const { field, submit } = useRuleForm(
    PASSWORD_FORM_RULES,
    EMPTY,
    async ({ currentPassword, newPassword }) => {
      // The success toast comes from the mutation listener (authApi.ts).
      await changePassword({ currentPassword, newPassword }).unwrap();
      onClose();
    },
    passwordChangeError,
  );

  const newPassword = field('newPassword');
  return (
    <FormDialog
      title="Alterar senha"
      description="Ao salvar, você continua conectado aqui e as suas outras sessões (outros navegadores e dispositivos) são encerradas."
      submitLabel="Alterar senha"
      busyLabel="Salvando..."
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
    >
      <TextField {...field('currentPassword')} label="Senha atual" type="password" autoComplete="current-password" required autoFocus />
      <TextField
        {...newPassword}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        required
        helperText={newPassword.helperText ?? 'Pelo menos 6 caracteres.'}
      />
      <TextField {...field('confirmPassword')} label="Confirmar nova senha" type="password" autoComplete="new-password" required />
    </FormDialog>
  );
}
