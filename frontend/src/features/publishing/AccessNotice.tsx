/** What a personal page shows a visitor (sign in) or an account it is not for (why not). */
import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function AccessNotice({ title, message, signIn = false }: { title: string; message: string; signIn?: boolean }) {
  return (
    <Paper variant="outlined" role="status" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <LockIcon aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography component="h2" variant="h6" sx={{ mt: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {message}
      </Typography>
      {signIn ? (
        <Button variant="contained" href="/auth" sx={{ mt: 3 }}>
          Fazer login
        </Button>
      ) : (
        <Button variant="outlined" href="/vagas" sx={{ mt: 3 }}>
          Ver vagas
        </Button>
      )}
    </Paper>
  );
}
