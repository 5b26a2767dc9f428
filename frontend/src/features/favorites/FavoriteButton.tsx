/**
 * The bookmark of a job, course or event (issue 26): 'Salvar nos favoritos' / 'Remover dos
 * favoritos', pressed while saved. Every button reads the one cached answer of the person's saved
 * ids, so a toggle on one card shows on every card of the same item at once. A visitor is sent to
 * sign in, as the other buttons of a card do (apply, register).
 */
import { useNavigate } from 'react-router';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { FAVORITE_BUTTON_LABELS, type FavoriteKind } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { useGetFavoriteIdsQuery, useSetFavoriteMutation } from './favoritesApi';

export function FavoriteButton({ kind, id, size = 'medium', sx }: { kind: FavoriteKind; id: string; size?: IconButtonProps['size']; sx?: IconButtonProps['sx'] }) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { data: ids, isLoading: idsLoading } = useGetFavoriteIdsQuery(user?.id ?? '', { skip: !user });
  const [setFavorite] = useSetFavoriteMutation();
  const saved = !!ids?.[kind].includes(id);
  const label = saved ? FAVORITE_BUTTON_LABELS.remove : FAVORITE_BUTTON_LABELS.save;

  const onClick = async () => {
    if (!user) {
      await navigate('/auth');
      return;
    }
    const result = await setFavorite({ kind, id, userId: user.id, saved: !saved });
    if ('error' in result && (result.error as { status?: number }).status === 401) await navigate('/auth');
  };

  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        size={size}
        // Until the session is known a click could not tell a visitor from a member; until the saved
        // ids are, a save's optimistic mark would have no answer to go into and vanish when it lands.
        disabled={isLoading || idsLoading}
        color={saved ? 'primary' : 'default'}
        onClick={() => void onClick()}
        data-testid="favorite-button"
        sx={sx}
      >
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
