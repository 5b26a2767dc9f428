/**
 * A person or company in a directory list (spec §2 directory, §9 card limits):
 * the caller says how many skills and energy areas fit on the card.
 */
import { useId } from 'react';
import PlaceIcon from '@mui/icons-material/Place';
import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../components/visuallyHidden';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VERIFICATION_BADGES, isChipValid, type DirectoryEntryDTO } from '@conecta/common';
import { labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { contactPath, displayName, profilePath } from './directoryLinks';
import { IconLine } from '../../components/IconLine';
import { ConnectButton } from '../connections/ConnectButton';

export function ChipList({ label, items, outlined }: { label: string; items: readonly string[]; outlined?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Stack component="ul" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Chip key={item} component="li" size="small" variant={outlined ? 'outlined' : 'filled'} color={outlined ? 'default' : 'primary'} label={item} />
      ))}
    </Stack>
  );
}

/**
 * Issue 24, the sector's trust on a card or a profile: each registration an admin verified
 * ('CREA verificado', 'Empresa verificada') and each credential valid today ('NR-35 válida', its
 * last day in the chip's title). A credential that expired after the server presented the profile
 * is dropped here too, judged on the visitor's day.
 */
export function TrustChips({ entry, maxCredentials = Infinity }: { entry: Pick<DirectoryEntryDTO, 'registrations' | 'credentials'>; maxCredentials?: number }) {
  const today = new Date();
  const valid = entry.credentials.filter((held) => isChipValid(held, today));
  if (entry.registrations.length === 0 && valid.length === 0) return null;
  return (
    <Stack component="ul" aria-label="Registros e certificações" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
      {entry.registrations.map((kind) => (
        <Chip key={kind} component="li" size="small" color="success" icon={<VerifiedIcon aria-hidden />} label={VERIFICATION_BADGES[kind]} />
      ))}
      {valid.slice(0, maxCredentials).map((held) => (
        <Chip
          key={held.code}
          component="li"
          size="small"
          variant="outlined"
          color="success"
          label={`${held.name} válida`}
          title={held.validUntil ? `Válida até ${held.validUntil.split('-').reverse().join('/')}` : 'Sem prazo de reciclagem'}
        />
      ))}
    </Stack>
  );
}

export function VerifiedBadge() {
  return (
    <Box component="span" title="Perfil verificado" sx={{ display: 'inline-flex', alignItems: 'center', color: 'primary.main', ml: 0.5, verticalAlign: 'middle' }}>
      <VerifiedIcon aria-hidden fontSize="small" />
      {/* The shared style: MUI reads `width: 1` as 100 %, which made the page as wide as the card's column. */}
      <Box component="span" sx={visuallyHidden}>
        Verificado
      </Box>
    </Box>
  );
}

export function ProfileAvatar({ entry, size = 48 }: { entry: DirectoryEntryDTO; size?: number }) {
  return (
    <Avatar src={(size > 56 ? entry.profileImageUrl : entry.profileThumbnailUrl ?? entry.profileImageUrl) ?? undefined} alt="" variant={entry.userType === 'company' ? 'rounded' : 'circular'} sx={{ width: size, height: size, bgcolor: 'secondary.main', fontWeight: 700 }}>
      {displayName(entry).charAt(0).toUpperCase()}
    </Avatar>
  );
}

export function ContactButton({ id, fullWidth, variant = 'contained' }: { id: string; fullWidth?: boolean; variant?: 'contained' | 'outlined' }) {
  const { user } = useCurrentUser();
  return (
    <Button href={contactPath(id, !!user)} variant={variant} size="small" fullWidth={fullWidth}>
      Contatar
    </Button>
  );
}

export function DirectoryCard({ entry, maxSkills, maxAreas }: { entry: DirectoryEntryDTO; maxSkills: number; maxAreas: number }) {
  const titleId = useId();
  const name = displayName(entry);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <ProfileAvatar entry={entry} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {name}
              {entry.isVerified ? <VerifiedBadge /> : null}
            </Typography>
            {entry.jobTitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.jobTitle}
              </Typography>
            ) : null}
          </Box>
        </Box>
        {entry.location ? (
          <IconLine icon={<PlaceIcon aria-hidden fontSize="small" />} small>
            {entry.location}
          </IconLine>
        ) : null}
        <TrustChips entry={entry} maxCredentials={3} />
        <ChipList label="Habilidades" items={entry.skills.slice(0, maxSkills)} />
        <ChipList label="Áreas de energia" items={entry.energyAreas.slice(0, maxAreas).map(labelOf)} outlined />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button href={profilePath(entry.id)} variant="outlined" size="small" aria-label={`Ver perfil de ${name}`}>
          Ver perfil
        </Button>
        <ContactButton id={entry.id} />
        <ConnectButton personId={entry.id} personName={name} />
      </CardActions>
    </Card>
  );
}
