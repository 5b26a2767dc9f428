/**
 * /profissionais/:id: the public profile of a person or company (issue 4
 * Directory). Only what the API's directory entry holds: e-mail and phone
 * appear only when the person chose to show them (the DTO then carries them).
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USER_TYPE_LABELS } from '@conecta/common';
import { isApiError } from '../../api/errors';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { labelOf } from '../../lib/labels';
import { ChipList, ContactButton, ProfileAvatar, TrustChips, VerifiedBadge } from './DirectoryCard';
import { displayName } from './directoryLinks';
import { useGetDirectoryEntryQuery } from './directoryApi';
import { ConnectButton } from '../connections/ConnectButton';
import { ProfileNetwork } from '../connections/ProfileNetwork';
import { IconLine } from '../../components/IconLine';
import { PortfolioList } from '../profile/PortfolioList';
import { useGetUserPortfolioQuery } from '../profile/profileApi';
import { ProviderServices } from '../services/ProviderServices';

/** The person's portfolio (issue 12); nothing at all while they have none. */
function PublicPortfolio({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch } = useGetUserPortfolioQuery(userId);
  if (isLoading) return <SectionLoader label="Carregando portfólio..." />;
  if (isError) return <ErrorState message="Não foi possível carregar o portfólio." onRetry={() => void refetch()} />;
  if (!data?.length) return null;
  return (
    <Section title="Portfólio">
      <PortfolioList items={data} />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function PublicProfilePage() {
  const { id = '' } = useParams();
  const { data: entry, isLoading, error, refetch } = useGetDirectoryEntryQuery(id);

  const back = (
    <Button href="/profissionais" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Voltar ao diretório
    </Button>
  );

  if (isLoading) return <SectionLoader label="Carregando perfil..." />;
  if (error || !entry) {
    const notFound = !error || (isApiError(error) && (error.status === 404 || error.status === 400));
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
        {back}
        {notFound ? (
          <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography component="h1" variant="h5">
              Perfil não encontrado
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Este perfil não existe ou não está mais disponível.
            </Typography>
          </Paper>
        ) : (
          <ErrorState message="Não foi possível carregar o perfil." onRetry={() => void refetch()} />
        )}
      </Container>
    );
  }

  const name = displayName(entry);
  // Only web addresses become links: a stored 'javascript:' value must never be clickable.
  const website = entry.website && /^https?:\/\//i.test(entry.website) ? entry.website : null;
  const hasContactInfo = !!(entry.email || entry.phone || website);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {back}
      <Paper variant="outlined" component="article" aria-labelledby="perfil-nome" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <ProfileAvatar entry={entry} size={72} />
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography id="perfil-nome" component="h1" variant="h4" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: undefined } }}>
              {name}
              {entry.isVerified ? <VerifiedBadge /> : null}
            </Typography>
            {entry.jobTitle ? <Typography color="text.secondary">{entry.jobTitle}</Typography> : null}
            <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" color="secondary" label={USER_TYPE_LABELS[entry.userType]} />
              {entry.isVerified ? <Chip size="small" color="primary" variant="outlined" label="Verificado" /> : null}
              {entry.location ? (
                <IconLine icon={<PlaceIcon aria-hidden fontSize="small" />} small inline>
                  {entry.location}
                </IconLine>
              ) : null}
            </Stack>
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ContactButton id={entry.id} />
            <ConnectButton personId={entry.id} personName={name} size="medium" />
          </Stack>
        </Box>
        <ProfileNetwork userId={entry.id} />

        {entry.registrations.length > 0 || entry.credentials.length > 0 ? (
          <Section title="Registros e certificações">
            <TrustChips entry={entry} />
          </Section>
        ) : null}
        {entry.bio ? (
          <Section title="Sobre">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.bio}</Typography>
          </Section>
        ) : null}
        {entry.skills.length > 0 ? (
          <Section title="Habilidades">
            <ChipList label="Habilidades" items={entry.skills} />
          </Section>
        ) : null}
        {entry.energyAreas.length > 0 ? (
          <Section title="Áreas de energia">
            <ChipList label="Áreas de energia" items={entry.energyAreas.map(labelOf)} outlined />
          </Section>
        ) : null}
        <PublicPortfolio userId={entry.id} />
        <ProviderServices providerId={entry.id} />
        {hasContactInfo ? (
          <>
            <Divider sx={{ mt: 3 }} />
            <Section title="Contato">
              <Stack sx={{ gap: 1 }}>
                {website ? (
                  <Link href={website} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
                    <LanguageIcon aria-hidden fontSize="small" />
                    {website.replace(/^https?:\/\//, '')}
                  </Link>
                ) : null}
                {entry.email ? (
                  <Link href={`mailto:${entry.email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
                    <EmailIcon aria-hidden fontSize="small" />
                    {entry.email}
                  </Link>
                ) : null}
                {entry.phone ? (
                  <Link href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    <PhoneIcon aria-hidden fontSize="small" />
                    {entry.phone}
                  </Link>
                ) : null}
              </Stack>
            </Section>
          </>
        ) : null}
      </Paper>
    </Container>
  );
}
