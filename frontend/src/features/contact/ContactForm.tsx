import { useState, type FormEvent } from 'react';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CONTACT_TYPES, CONTACT_TYPE_LABELS, type ContactType } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { useSendContactMessageMutation } from './contactApi';
import { EMPTY_CONTACT, validateContact, type ContactValues } from './validation';

type Errors = Partial<Record<keyof ContactValues, string>>;

/** Editing state of the contact flow (spec §4); `onSent` switches to the confirmation screen. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Errors>({});
  const [send, { isLoading }] = useSendContactMessageMutation();

  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const phone = values.phone.trim();
    const company = values.company.trim();
    try {
      await send({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        ...(company ? { company } : {}),
        contactType: values.contactType as ContactType,
        subject: values.subject.trim(),
        message: values.message.trim(),
      }).unwrap();
      onSent();
    } catch (error) {
      // 'Erro ao enviar mensagem' toast comes from the mutation listener.
      setErrors(fieldErrors(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Formulário de contato" sx={{ display: 'grid', gap: 2 }}>
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
