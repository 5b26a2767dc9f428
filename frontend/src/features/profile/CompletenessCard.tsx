/**
 * 'Seu perfil está X% completo' (issue 25): the owner's completeness score, as the directory ranks
 * the profile by it (complete, active profiles first), and the items left to fill, heaviest first,
 * each a link to where it is filled. On /profile the whole list; on the dashboard (`compact`) the
 * first three and a link to the profile. Only for accounts with a public profile: a general or
 * admin account is in no directory.
 */
import { useId } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DIRECTORY_USER_TYPES, type UserDTO } from '@conecta/common';
import { RetryButton } from '../../components/ListStates';
import { useGetProfileCompletenessQuery } from './completenessApi';

const COMPACT_ITEMS = 3;

export function CompletenessCard({ user, compact = false }: { user: UserDTO; compact?: boolean }) {
  const listed = (DIRECTORY_USER_TYPES as readonly string[]).includes(user.userType);
  const { data, isLoading, isError, refetch } = useGetProfileCompletenessQuery(undefined, { skip: !listed });
  const headingId = useId();
  if (!listed) return null;

  const missing = data ? (compact ? data.missing.slice(0, COMPACT_ITEMS) : data.missing) : [];
  return (
    // Named apart from its heading: the dashboard's profile card is the region 'Seu perfil'.
    <Paper variant="outlined" component="section" aria-label="Completude do perfil" data-testid="profile-completeness" sx={{ p: { xs: 2, sm: 3 }, mt: compact ? 0 : 3 }}>
      {isLoading ? (
        <Box role="status" aria-live="polite">
          <Typography id={headingId} component="h2" variant="h6">
            Completude do perfil
          </Typography>
          <Skeleton variant="rounded" height={8} sx={{ mt: 1.5 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Carregando...
          </Typography>
        </Box>
      ) : isError || !data ? (
        <Box role="alert">
          <Typography id={headingId} component="h2" variant="h6">
            Completude do perfil
          </Typography>
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            Não foi possível carregar a completude do perfil.
          </Typography>
          <RetryButton compact onRetry={refetch} />
        </Box>
      ) : (
        <>
          <Typography id={headingId} component="h2" variant="h6">
            Seu perfil está {data.percent}% completo
          </Typography>
          <LinearProgress variant="determinate" value={data.percent} aria-labelledby={headingId} sx={{ mt: 1.5, height: 8, borderRadius: 4 }} />
          {data.missing.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckCircleIcon aria-hidden color="success" fontSize="small" />
              Tudo preenchido: seu perfil aparece entre os primeiros do diretório.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Perfis completos aparecem primeiro no diretório. Falta:
              </Typography>
              <Box component="ul" aria-label="O que falta preencher" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {missing.map((item) => (
                  <li key={item.item}>{item.href ? <Link href={item.href}>{item.label}</Link> : <Typography component="span">{item.label}</Typography>}</li>
                ))}
              </Box>
              {compact ? (
                <Button href="/profile" variant="outlined" size="small" fullWidth sx={{ mt: 2 }}>
                  Completar perfil
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
    </Paper>
  );
}
