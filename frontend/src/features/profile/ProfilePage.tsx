/**
 * /profile and /perfil (spec §2 Profile, §4): the signed-in person's own
 * profile. Four tabs kept in the URL (?aba=), a fifth for people ('Certificações'); view mode, then edit mode on a
 * copy of the current fields; Save sends PATCH /api/users/profile and the
 * current user is refreshed, so the header and public profile follow.
 * 'Alterar senha' opens PasswordDialog (the account's other sessions end).
 * Below the tabs, 'Sessões' (SessionsCard): the account's sessions, each one can be ended.
 * A person's CREA / CRT sit under 'Experiência' (a qualification), a company's CNPJ under
 * 'Informações' (who it is): RegistrationsCard, each its own form, apart from 'Editar perfil'.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DIRECTORY_USER_TYPES, PROFILE_ENERGY_AREAS, USER_TYPE_LABELS, canHoldCredentials, type UserDTO } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { SectionLoader } from '../../components/ListStates';
import { SkillsInput } from '../../components/SkillsInput';
import { labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { profilePath } from '../directory/directoryLinks';
import { PasswordDialog } from './PasswordDialog';
import { PortfolioTab } from './PortfolioTab';
import { ProfilePhoto } from './ProfilePhoto';
import { SessionsCard } from './SessionsCard';
import { CompletenessCard } from './CompletenessCard';
import { DataExportCard } from '../dataExport/DataExportCard';
import { MyDataCard } from '../privacy/MyDataCard';
import { draftOf, payloadOf, tabOfErrors, validateDraft, type ProfileDraft } from './profileDraft';
import { useUpdateProfileMutation } from './profileApi';
import { RegistrationsCard, registrationsTab } from '../verifications/RegistrationsCard';
import { CredentialsTab } from '../credentials/CredentialsTab';

const TABS = [
  { value: 'informacoes', label: 'Informações' },
  { value: 'portfolio', label: 'Portfólio' },
  { value: 'competencias', label: 'Competências' },
  { value: 'experiencia', label: 'Experiência' },
  // A tab of its own rather than a part of 'Experiência' (free text edited with the profile):
  // credentials are records with files and a state of the day, each added, edited and removed
  // through its own dialog, as the portfolio's items are. People only (canHoldCredentials).
  { value: 'certificacoes', label: 'Certificações' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
/** The tabs an account has: a company's or an admin's has no credentials to show. */
const tabsOf = (user: UserDTO) => TABS.filter((t) => t.value !== 'certificacoes' || canHoldCredentials(user));

export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <SectionLoader label="Carregando perfil..." />;
  if (!user) return <RestrictedAccess />;
  return <OwnProfile user={user} />;
}

function RestrictedAccess() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <LockIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
          Acesso Restrito
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Faça login para ver e editar seu perfil.
        </Typography>
        <Button href="/auth" variant="contained" sx={{ mt: 3 }}>
          Fazer login
        </Button>
      </Paper>
    </Container>
  );
}

function OwnProfile({ user }: { user: UserDTO }) {
  const [params, setParams] = useSearchParams();
  const tabs = tabsOf(user);
  const tab: TabValue = tabs.find((t) => t.value === params.get('aba'))?.value ?? 'informacoes';
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [update, updateState] = useUpdateProfileMutation();
  const isCompany = user.userType === 'company';
  const errors = { ...fieldErrors(updateState.error), ...localErrors };
  const editing = draft !== null;

  const startEditing = () => {
    updateState.reset();
    setLocalErrors({});
    setDraft(draftOf(user));
  };
  const cancel = () => {
    setDraft(null);
    setLocalErrors({});
    updateState.reset();
  };
  const save = async () => {
    if (!draft) return;
    const problems = validateDraft(draft, isCompany);
    setLocalErrors(problems);
    if (Object.keys(problems).length) {
      // Where the first message is: a refused experience or skill is not on the first tab.
      setParams({ aba: tabOfErrors(problems) }, { replace: true });
      return;
    }
    try {
      await update(payloadOf(draft, isCompany)).unwrap();
      setDraft(null);
    } catch {
      // Field errors stay under their fields; the toast comes from the mutation listener.
    }
  };

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <ProfilePhoto user={user} />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {isCompany && user.companyName ? user.companyName : name}
          </Typography>
          {user.jobTitle ? <Typography color="text.secondary">{user.jobTitle}</Typography> : null}
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" color="secondary" label={USER_TYPE_LABELS[user.userType]} />
            {/* Only directory members (not admin or general accounts) have a public page. */}
            {(DIRECTORY_USER_TYPES as readonly string[]).includes(user.userType) ? <Link href={profilePath(user.id)}>Ver perfil público</Link> : null}
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {editing ? (
            <>
              <Button onClick={cancel} disabled={updateState.isLoading}>
                Cancelar
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={updateState.isLoading}>
                {updateState.isLoading ? 'Salvando...' : 'Salvar'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" startIcon={<EditIcon />} onClick={startEditing}>
                Editar perfil
              </Button>
              <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setChangingPassword(true)}>
                Alterar senha
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      {changingPassword ? <PasswordDialog onClose={() => setChangingPassword(false)} /> : null}
      <CompletenessCard user={user} />

      <Tabs
        value={tab}
        onChange={(_e, value: TabValue) => setParams({ aba: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Seções do perfil"
        sx={{ mt: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`aba-${t.value}`} aria-controls={`painel-${t.value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`} sx={{ pt: 3 }}>
        {tab === 'portfolio' ? (
          <PortfolioTab />
        ) : tab === 'certificacoes' ? (
          <CredentialsTab />
        ) : (
          <ProfileSection tab={tab} user={user} draft={draft} errors={errors} onChange={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))} />
        )}
        {tab === registrationsTab(user) ? <RegistrationsCard user={user} /> : null}
      </Box>
      <SessionsCard />
      <DataExportCard />
      <MyDataCard />
    </Container>
  );
}

interface SectionProps {
  tab: Exclude<TabValue, 'portfolio' | 'certificacoes'>;
  user: UserDTO;
  draft: ProfileDraft | null;
  errors: Record<string, string>;
  onChange: (patch: Partial<ProfileDraft>) => void;
}

function ProfileSection({ tab, user, draft, errors, onChange }: SectionProps) {
  const isCompany = user.userType === 'company';
  const text = (field: keyof ProfileDraft & string, label: string, extra: { multiline?: boolean; type?: string } = {}) =>
    draft ? (
      <TextField
        label={label}
        value={draft[field] as string}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.target.value })}
        error={!!errors[field]}
        helperText={errors[field]}
        fullWidth
        multiline={extra.multiline}
        minRows={extra.multiline ? 4 : undefined}
        type={extra.type}
      />
    ) : (
      <ViewField label={label} value={user[field as keyof UserDTO] as string | null} />
    );

  if (tab === 'competencias') {
    return draft ? (
      <>
        <SkillsInput value={draft.skills} onChange={(skills) => onChange({ skills })} />
        {errors.skills ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {errors.skills}
          </Typography>
        ) : null}
      </>
    ) : user.skills.length ? (
      <ChipRow label="Competências" items={user.skills} />
    ) : (
      <Typography color="text.secondary">Nenhuma competência informada.</Typography>
    );
  }
  if (tab === 'experiencia') {
    return (
      <Stack sx={{ gap: 2 }}>
        {text('experience', 'Experiência', { multiline: true })}
        {text('education', 'Formação', { multiline: true })}
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('firstName', 'Nome')}
        {text('lastName', 'Sobrenome')}
        {isCompany ? text('companyName', 'Nome da empresa') : null}
        {isCompany ? text('website', 'Site', { type: 'url' }) : null}
        {text('jobTitle', 'Cargo')}
        {text('location', 'Localização')}
        {text('phone', 'Telefone', { type: 'tel' })}
        <ViewField label="E-mail" value={user.email} />
      </Box>
      {text('bio', 'Sobre', { multiline: true })}
      <EnergyAreas user={user} draft={draft} onChange={onChange} error={errors.energyAreas} />
      {draft ? (
        <Box>
          <FormControlLabel control={<Switch checked={draft.showEmail} onChange={(e) => onChange({ showEmail: e.target.checked })} />} label="Mostrar meu e-mail" />
          <FormControlLabel control={<Switch checked={draft.showPhone} onChange={(e) => onChange({ showPhone: e.target.checked })} />} label="Mostrar meu telefone" />
          {canHoldCredentials(user) ? (
            <FormControlLabel control={<Switch checked={draft.showCredentials} onChange={(e) => onChange({ showCredentials: e.target.checked })} />} label="Mostrar minhas certificações" />
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No perfil público: e-mail {user.showEmail ? 'visível' : 'oculto'}, telefone {user.showPhone ? 'visível' : 'oculto'}
          {canHoldCredentials(user) ? `, certificações ${user.showCredentials ? 'visíveis' : 'ocultas'}` : ''}.
        </Typography>
      )}
    </Stack>
  );
}

function EnergyAreas({ user, draft, onChange, error }: { user: UserDTO; draft: ProfileDraft | null; onChange: SectionProps['onChange']; error?: string }) {
  if (!draft) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          Áreas de energia
        </Typography>
        {user.energyAreas.length ? <ChipRow label="Áreas de energia" items={user.energyAreas.map(labelOf)} /> : <Typography>Não informado</Typography>}
      </Box>
    );
  }
  return (
    <Box role="group" aria-labelledby="areas-titulo">
      <Typography id="areas-titulo" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Áreas de energia
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PROFILE_ENERGY_AREAS.map((area) => {
          const chosen = draft.energyAreas.includes(area);
          return (
            <Chip
              key={area}
              label={labelOf(area)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onChange({ energyAreas: chosen ? draft.energyAreas.filter((a) => a !== area) : [...draft.energyAreas, area] })}
            />
          );
        })}
      </Box>
      {error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

function ViewField({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value || 'Não informado'}</Typography>
    </Box>
  );
}

function ChipRow({ label, items }: { label: string; items: string[] }): ReactNode {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} />
        </li>
      ))}
    </Box>
  );
}
