/**
 * 'Solicitar orçamento' (issue 25): a signed-in person who is not the provider opens a dialog with
 * the first message written for them ('Olá! Gostaria de um orçamento para o serviço "<título>".'),
 * may change it, and sends it through the messaging service; the conversation then opens, and the
 * provider sees the message arrive live (its push). A visitor is asked to sign in first. A refused
 * send (a block, 'Apenas contatos') is the messaging's own toast; the draft stays.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { MESSAGE_LIMITS, quoteRequestMessage, type ServiceDTO } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { useSendMessageMutation } from '../messages/messagesApi';
import { newClientId } from '../messages/messageText';
import { FormDialog } from '../../components/FormDialog';

export function QuoteRequestButton({ service }: { service: ServiceDTO }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => quoteRequestMessage(service.title));
  // One key per draft: a retried send of the same text is the same message.
  const [clientId, setClientId] = useState(newClientId);
  const [send, { isLoading }] = useSendMessageMutation();

  if (!user) {
    return (
      <Button variant="contained" component={RouterLink} to="/auth" startIcon={<RequestQuoteIcon aria-hidden />}>
        Entre para solicitar orçamento
      </Button>
    );
  }
  if (user.id === service.providerId) return null;

  const content = text.trim();
  const submit = async () => {
    try {
      await send({ receiverId: service.providerId, content, clientId }).unwrap();
    } catch {
      return;
    }
    setOpen(false);
    setClientId(newClientId());
    navigate(`/messages?user=${encodeURIComponent(service.providerId)}`);
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} startIcon={<RequestQuoteIcon aria-hidden />}>
        Solicitar orçamento
      </Button>
      {open ? (
        <FormDialog
          title="Solicitar orçamento"
          description={`Sua mensagem será enviada a ${service.providerName} e a conversa continua em Mensagens.`}
          submitLabel="Enviar mensagem"
          busyLabel="Enviando..."
          busy={isLoading}
          submitDisabled={content === ''}
          onClose={() => setOpen(false)}
          onSubmit={async (event) => {
            event.preventDefault();
            await submit();
          }}
        >
          <TextField
            label="Mensagem"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: MESSAGE_LIMITS.contentMax } }}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
