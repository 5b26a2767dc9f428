/**
 * 'Destacar na página inicial' / 'Remover destaque' on an item's own page (issue 25), for an admin
 * only: the same write as the panel's 'Destaques' tab, which reads the item's state first. Nothing
 * for anyone else, nor while the state is unknown.
 */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ShowcaseKind } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { useGetShowcaseEntryQuery, useSetFeaturedMutation } from './adminShowcaseApi';

export function FeatureButton({ kind, id, size = 'medium' }: { kind: ShowcaseKind; id: string; size?: ButtonProps['size'] }) {
  const { user } = useCurrentUser();
  const admin = !!user?.abilities.administer;
  const { data } = useGetShowcaseEntryQuery({ kind, id }, { skip: !admin });
  const [setFeatured, { isLoading }] = useSetFeaturedMutation();
  if (!admin || !data) return null;
  const featured = data.featuredAt !== null;
  return (
    <Button variant="outlined" size={size} disabled={isLoading} startIcon={featured ? <StarIcon /> : <StarBorderIcon />} onClick={() => void setFeatured({ kind, id, featured: !featured })}>
      {featured ? 'Remover destaque' : 'Destacar na página inicial'}
    </Button>
  );
}
