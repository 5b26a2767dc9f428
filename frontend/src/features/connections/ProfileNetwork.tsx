/**
 * A public profile's network (issue 26): how many contacts it has, and to a signed-in visitor the
 * contacts they have in common (GET /api/users/:id/connections). Quiet while loading and when it
 * cannot be read: the profile itself is what the page is for.
 */
import { Link as RouterLink } from 'react-router';
import GroupIcon from '@mui/icons-material/Group';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { profilePath } from '../directory/directoryLinks';
import { useGetConnectionSummaryQuery } from './connectionsApi';

const contactsText = (count: number) => (count === 1 ? '1 contato' : `${count} contatos`);

export function ProfileNetwork({ userId }: { userId: string }) {
  const { data, isLoading, isError } = useGetConnectionSummaryQuery(userId);
  if (isLoading) return <Skeleton width={160} sx={{ mt: 2 }} aria-label="Carregando contatos" />;
  if (isError || !data) return null;
  const names = data.mutual.map((person) => person.name);
  const more = data.mutualCount - names.length;
  return (
    <Box sx={{ mt: 2, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }} data-testid="profile-network">
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
        <GroupIcon aria-hidden fontSize="small" />
        {contactsText(data.count)}
      </Typography>
      {data.mutualCount > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 14 } }}>
            {data.mutual.map((person) => (
              <Avatar key={person.id} src={person.imageUrl ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
                {person.name.charAt(0).toUpperCase()}
              </Avatar>
            ))}
          </AvatarGroup>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {data.mutualCount === 1 ? '1 contato em comum: ' : `${data.mutualCount} contatos em comum: `}
            {data.mutual.map((person, i) => (
              <span key={person.id}>
                {i > 0 ? ', ' : ''}
                <Link component={RouterLink} to={profilePath(person.id)}>
                  {person.name}
                </Link>
              </span>
            ))}
            {more > 0 ? ` e mais ${more}` : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
