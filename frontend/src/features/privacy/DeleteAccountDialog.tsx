/**
 * 'Excluir minha conta', confirmed with the password (issue 26). The server anonymizes the account,
 * ends every session and closes the sockets; this tab drops every cached answer, knows it is
 * signed out and goes home. A wrong password comes back under its field and nothing changes.
 */
import { useNavigate } from 'react-router';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_DELETE_RULES } from '@conecta/common';
import { api } from '../../api/api';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../../components/FormDialog';
import { useRuleForm } from '../../lib/useRuleForm';
import { authApi } from '../auth/authApi';
import { useDeleteAccountMutation } from './privacyApi';

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { field, submit } = useRuleForm(ACCOUNT_DELETE_RULES, { password: '' }, async ({ password }) => {
    await deleteAccount({ password }).unwrap();
    dispatch(api.util.resetApiState());
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
    await navigate('/', { replace: true });
  });

  return (
    <FormDialog
      title="Excluir minha conta"
      description={
        <>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            Sua conta deixa de existir agora: seu perfil sai da busca e do diretório, suas candidaturas são retiradas, seus arquivos, certificações, portfólio,
            favoritos, alertas e notificações são apagados, e você é desconectado de todos os dispositivos.
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1 }}>
            As mensagens que você enviou continuam na conversa de quem as recebeu, com o nome &lsquo;Usuário removido&rsquo;. Não é possível desfazer.
          </Typography>
        </>
      }
      submitLabel="Excluir minha conta"
      busyLabel="Excluindo..."
      busy={isLoading}
      onClose={onClose}
      onSubmit={submit}
      submitColor="error"
      maxWidth="xs"
    >
      <TextField {...field('password')} label="Sua senha" type="password" autoComplete="current-password" required autoFocus />
    </FormDialog>
  );
}
