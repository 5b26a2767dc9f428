import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactAbout, ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactSent } from './ContactSent';

export default function ContactPage() {
  const [sent, setSent] = useState(false);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: 4, textAlign: { xs: 'left', md: 'center' } }}>
        <Typography component="h1" variant="h4">
          Entre em Contato
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Dúvidas, parcerias, oportunidades de negócio ou suporte: escreva para a equipe da Conecta Energia.
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {sent ? (
            <ContactSent onNewMessage={() => setSent(false)} />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <ContactForm onSent={() => setSent(true)} />
            </Paper>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <ContactDetails />
          <ContactAbout />
        </Grid>
      </Grid>
    </Container>
  );
}
