/**
 * 'Alterar senha' on /profile: the current password, the new one and its confirmation, checked
 * with the common rules (the server runs the same: PASSWORD_CHANGE_RULES and
 * `passwordChangeError`); the first field in error takes the focus, a wrong current password comes
 * back under its field. On success the server ends every other session of the account and this one
 * goes on under a new cookie (its socket reconnects: realtime/socket.ts). Callers mount it only
 * while open, so each opening starts blank.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PASSWORD_FORM_RULES, passwordChangeError } from '@conecta/common';
import { useRuleForm } from '../../lib/useRuleForm';
import { useChangePasswordMutation } from '../auth/authApi';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const titleId = useId();
  const descriptionId = useId();
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
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Alterar senha</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            Ao salvar, você continua conectado aqui e as suas outras sessões (outros navegadores e dispositivos) são encerradas.
          </DialogContentText>
          <Stack sx={{ gap: 2, pt: 2 }}>
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Salvando...' : 'Alterar senha'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
