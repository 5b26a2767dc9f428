/** The frame of the privacy and terms pages: a readable column, a heading and the texts' version. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function LegalPage({ title, version, children }: { title: string; version: string; children: ReactNode }) {
  const [year, month, day] = version.split('-');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Versão de {day}/{month}/{year}
      </Typography>
      <Box sx={{ mt: 3, '& h2': { mt: 4, mb: 1 }, '& p, & li': { lineHeight: 1.7 }, '& ul': { pl: 3, my: 1 }, overflowWrap: 'anywhere' }}>{children}</Box>
    </Container>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </section>
  );
}
