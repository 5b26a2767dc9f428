/** What a personal page shows a visitor (sign in) or an account it is not for (why not). */
import type { ReactNode } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SectionLoader } from '../../components/ListStates';
import type { UserDTO } from '@conecta/common';
import { useCurrentUser } from '../auth/session';

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

/**
 * A personal page's content once the session is read: a visitor is asked to sign in (`signIn`
 * says what for), an account the page is not for reads why (`refusal`), anyone else the page.
 */
export function SignedInOnly({
  signIn,
  refusal,
  children,
}: {
  signIn: string;
  refusal?: (user: UserDTO) => { title: string; message: string } | null;
  children: ReactNode | ((user: UserDTO) => ReactNode);
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <SectionLoader />;
  if (!user) return <AccessNotice title="Acesso necessário" message={signIn} signIn />;
  const refused = refusal?.(user);
  if (refused) return <AccessNotice title={refused.title} message={refused.message} />;
  return <>{typeof children === 'function' ? children(user) : children}</>;
}
