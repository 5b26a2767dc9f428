import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CONTACT_RULES, CONTACT_TYPES, CONTACT_TYPE_LABELS } from '@conecta/common';
import { useRuleForm } from '../../lib/useRuleForm';
import { useSendContactMessageMutation } from './contactApi';

const EMPTY = { name: '', email: '', phone: '', company: '', contactType: '', subject: '', message: '' };

/** Editing state of the contact flow (spec §4); `onSent` switches to the confirmation screen. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [send, { isLoading }] = useSendContactMessageMutation();
  // 'Erro ao enviar mensagem' toast comes from the mutation listener; blank optional fields are not sent.
  const { field, submit } = useRuleForm(CONTACT_RULES, EMPTY, async (contact) => {
    await send(contact).unwrap();
    onSent();
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Formulário de contato" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Nome" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Telefone (opcional)" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Empresa (opcional)" autoComplete="organization" {...field('company')} />
      </Box>
      <TextField
        select
        label="Tipo de Contato"
        {...field('contactType')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Selecione
        </option>
        {CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {CONTACT_TYPE_LABELS[type]}
          </option>
        ))}
      </TextField>
      <TextField label="Assunto" {...field('subject')} />
      <TextField label="Mensagem" multiline rows={6} {...field('message')} />
      <Box>
        <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={isLoading} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {isLoading ? 'Enviando...' : 'Enviar Mensagem'}
        </Button>
      </Box>
    </Box>
  );
}
