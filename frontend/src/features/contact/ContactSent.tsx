import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** Confirmation screen after a successful send (spec §2, §4). */
export function ContactSent({ onNewMessage }: { onNewMessage: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so screen-reader and keyboard users learn the form is gone.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <CheckCircleIcon aria-hidden color="primary" sx={{ fontSize: 64 }} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h4" sx={{ mt: 1, outline: 'none' }}>
        Mensagem Enviada!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Recebemos sua mensagem e entraremos em contato em breve.
      </Typography>
      <Button variant="contained" size="large" onClick={onNewMessage} sx={{ mt: 4 }}>
        Enviar Nova Mensagem
      </Button>
    </Paper>
  );
}
