/**
 * 'Conectar' on a profile or a directory card (issue 26), from my cached lists: 'Conectar' opens a
 * dialog for an optional note; 'Pendente' opens a menu to withdraw; a request they sent me shows
 * 'Aceitar' and 'Recusar'; 'Conectado' opens a menu with 'Enviar mensagem' and 'Remover contato'.
 * A visitor is sent to sign in; an account that cannot connect (general, admin) and oneself see nothing.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import CheckIcon from '@mui/icons-material/Check';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONNECTION_LABELS as L, CONNECTION_LIMITS, CONNECTION_REQUEST_RULES, canConnect, fieldError } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { contactPath } from '../directory/directoryLinks';
import { useAcceptConnectionMutation, useEndConnectionMutation, useGetConnectionsQuery, useRequestConnectionMutation, stateIn } from './connectionsApi';
import { FormDialog } from '../../components/FormDialog';

export function ConnectButton({ personId, personName, size = 'small' }: { personId: string; personName: string; size?: 'small' | 'medium' }) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const mayConnect = !!user && canConnect(user.userType) && user.id !== personId;
  const { data: lists, isLoading: listsLoading } = useGetConnectionsQuery(user?.id ?? '', { skip: !mayConnect });
  const [request, { isLoading: sending }] = useRequestConnectionMutation();
  const [accept, { isLoading: accepting }] = useAcceptConnectionMutation();
  const [end, { isLoading: ending }] = useEndConnectionMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const busy = sending || accepting || ending;

  if (isLoading) return null;
  if (!user) {
    return (
      <Button variant="outlined" size={size} startIcon={<PersonAddIcon />} onClick={() => void navigate('/auth')}>
        {L.connect}
      </Button>
    );
  }
  if (!mayConnect) return null;

  const state = stateIn(lists, personId);
  const closeMenu = () => setMenuAnchor(null);

  if (state === 'received') {
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size={size} disabled={busy} onClick={() => void accept(personId)} aria-label={`${L.accept} a solicitação de ${personName}`}>
          {L.accept}
        </Button>
        <Button variant="outlined" size={size} disabled={busy} onClick={() => void end({ userId: personId, was: 'received' })} aria-label={`${L.decline} a solicitação de ${personName}`}>
          {L.decline}
        </Button>
      </Stack>
    );
  }

  if (state === 'sent' || state === 'connected') {
    const connected = state === 'connected';
    return (
      <>
        <Button
          variant={connected ? 'contained' : 'outlined'}
          color={connected ? 'success' : 'inherit'}
          size={size}
          startIcon={connected ? <CheckIcon /> : <ScheduleIcon />}
          disabled={busy}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          data-testid="connect-button"
        >
          {connected ? L.connected : L.pending}
        </Button>
        <Menu id={menuId} anchorEl={menuAnchor} open={!!menuAnchor} onClose={closeMenu}>
          {connected ? (
            <MenuItem
              onClick={() => {
                closeMenu();
                void navigate(contactPath(personId, true));
              }}
            >
              {L.message}
            </MenuItem>
          ) : null}
          <MenuItem
            onClick={() => {
              closeMenu();
              void end({ userId: personId, was: state });
            }}
          >
            {connected ? L.remove : L.withdraw}
          </MenuItem>
        </Menu>
      </>
    );
  }

  return (
    <>
      <Button
        variant="contained"
        size={size}
        startIcon={<PersonAddIcon />}
        // Until my lists arrive a click could ask someone I am already connected to.
        disabled={busy || listsLoading}
        onClick={() => setDialogOpen(true)}
        aria-label={`${L.connect} com ${personName}`}
        data-testid="connect-button"
      >
        {L.connect}
      </Button>
      {dialogOpen ? (
        <RequestDialog
          personName={personName}
          sending={sending}
          onClose={() => setDialogOpen(false)}
          onSend={async (message) => {
            const result = await request({ userId: personId, message });
            if ('error' in result && (result.error as { status?: number }).status === 401) {
              await navigate('/auth');
              return;
            }
            if (!('error' in result)) setDialogOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function RequestDialog({ personName, sending, onClose, onSend }: { personName: string; sending: boolean; onClose: () => void; onSend: (message: string) => Promise<void> }) {
  const [message, setMessage] = useState('');
  const error = fieldError(CONNECTION_REQUEST_RULES.message, message);
  return (
    <FormDialog
      title={`Conectar com ${personName}`}
      submitLabel="Enviar solicitação"
      busyLabel="Enviando..."
      busy={sending}
      submitDisabled={!!error}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!error) await onSend(message.trim());
      }}
    >
      <TextField
        label="Mensagem (opcional)"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={!!error}
        helperText={error ?? `${message.length}/${CONNECTION_LIMITS.messageMax}`}
        slotProps={{ htmlInput: { maxLength: CONNECTION_LIMITS.messageMax } }}
      />
    </FormDialog>
  );
}
