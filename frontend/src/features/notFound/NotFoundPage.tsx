import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        A página que você procura não existe ou foi movida.
      </Typography>
      <Button variant="contained" href="/" sx={{ mt: 4 }}>
        Voltar para o início
      </Button>
    </Container>
  );
}
