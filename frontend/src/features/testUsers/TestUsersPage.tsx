/**
 * /test-users: reference page with the four demo accounts (DESIGN.md "Demo data"),
 * what each may do (spec §6) and how to sign in. Each card can sign in directly.
 */
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEMO_ACCOUNTS, USER_TYPE_LABELS } from '@conecta/common';
import { useLoginMutation } from '../auth/accountApi';
import { useCurrentUser } from '../auth/session';
import { PERMISSIONS } from './permissions';

export default function TestUsersPage() {
  const { user } = useCurrentUser();
  const [login, { isLoading, originalArgs }] = useLoginMutation();
  const navigate = useNavigate();

  const signInAs = async (email: string, password: string) => {
    try {
      await login({ email, password }).unwrap();
      await navigate('/');
    } catch {
      // 'Erro no login' toast comes from the mutation listener.
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography component="h1" variant="h4">
        Usuários de Teste
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        Quatro contas de demonstração, uma para cada tipo de usuário, para conhecer a plataforma com permissões
        diferentes.
      </Typography>

      <Alert severity="info" sx={{ mt: 3 }}>
        <strong>Como entrar:</strong> acesse a página de <Link href="/auth">Login</Link>, informe o email da conta
        desejada e a senha <strong>senha123</strong>, e clique em Entrar. Ou use o botão de cada conta abaixo.
      </Alert>

      <Grid container spacing={3} sx={{ mt: 3 }}>
        {DEMO_ACCOUNTS.map((account) => {
          const label = USER_TYPE_LABELS[account.userType];
          const pending = isLoading && originalArgs?.email === account.email;
          return (
            <Grid key={account.email} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined" component="article" aria-labelledby={`conta-${account.userType}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Chip label={label} color={account.userType === 'admin' ? 'secondary' : 'primary'} size="small" />
                  <Typography id={`conta-${account.userType}`} component="h2" variant="h6" sx={{ mt: 1.5 }}>
                    {account.firstName} {account.lastName}
                  </Typography>
                  <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5, fontSize: '0.9rem' }}>
                    <Box component="dt" sx={{ fontWeight: 600 }}>Email:</Box>
                    <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>{account.email}</Box>
                    <Box component="dt" sx={{ fontWeight: 600 }}>Senha:</Box>
                    <Box component="dd" sx={{ m: 0 }}>{account.password}</Box>
                  </Box>
                  <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                    Permissões
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, my: 0.5, '& li': { mb: 0.5 } }}>
                    {(PERMISSIONS[account.userType] ?? []).map((permission) => (
                      <Typography component="li" variant="body2" key={permission}>
                        {permission}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
                <CardActions sx={{ p: 2, pt: 0 }}>
                  <Button
                    variant="contained"
                    fullWidth
                    disabled={isLoading || user?.email === account.email}
                    onClick={() => void signInAs(account.email, account.password)}
                  >
                    {pending ? 'Entrando...' : `Entrar como ${label}`}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}
