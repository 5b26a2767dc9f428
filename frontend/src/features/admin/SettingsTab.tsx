/**
 * The admin panel's settings tab (issue 13): the contact details /contato shows, the home page's
 * headline figures, whether sign-ups are open and whether verified companies' jobs skip review
 * (issue 24), saved with 'Configurações salvas!'; below, the
 * audit log of every admin action (who, what, when, before → after), paged.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_LOGS_PAGE_SIZE,
  PUBLISH_VERIFIED_COMPANY_JOBS_LABEL,
  HOME_STATS_RULES,
  SITE_SETTINGS_RULES,
  numberFromText,
  validateInput,
  type AuditLogDTO,
  type SiteSettingsDTO,
} from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { NumberedList } from '../../components/NumberedList';
import { fieldErrors } from '../../api/errors';
import { actionLabel, describeChange, formatDateTime } from './auditFormat';
import { useGetAdminSettingsQuery, useGetAuditLogsQuery, useUpdateSettingsMutation } from './adminSiteApi';

const STAT_FIELDS = [
  { key: 'professionals', label: 'Profissionais' },
  { key: 'companies', label: 'Empresas' },
  { key: 'jobs', label: 'Vagas' },
  { key: 'events', label: 'Eventos' },
] as const;
type StatKey = (typeof STAT_FIELDS)[number]['key'];

interface Draft {
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  contactHours: string;
  stats: Record<StatKey, string>;
  registrationsOpen: boolean;
  publishVerifiedCompanyJobs: boolean;
}

function draftOf(s: SiteSettingsDTO): Draft {
  return {
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    contactAddress: s.contactAddress,
    contactHours: s.contactHours.join('\n'),
    stats: {
      professionals: String(s.homeStats.professionals),
      companies: String(s.homeStats.companies),
      jobs: String(s.homeStats.jobs),
      events: String(s.homeStats.events),
    },
    registrationsOpen: s.registrationsOpen,
    publishVerifiedCompanyJobs: s.publishVerifiedCompanyJobs,
  };
}

type Errors = Partial<Record<'contactEmail' | 'contactPhone' | 'contactAddress' | 'contactHours' | 'homeStats' | StatKey, string>>;

function SettingsForm({ settings }: { settings: SiteSettingsDTO }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useUpdateSettingsMutation();

  const text = (key: 'contactEmail' | 'contactPhone' | 'contactAddress') => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: event.target.value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const texts = validateInput(SITE_SETTINGS_RULES, {
      contactEmail: draft.contactEmail,
      contactPhone: draft.contactPhone,
      contactAddress: draft.contactAddress,
      registrationsOpen: draft.registrationsOpen,
      publishVerifiedCompanyJobs: draft.publishVerifiedCompanyJobs,
      contactHours: draft.contactHours.split('\n'),
    });
    const stats = validateInput(HOME_STATS_RULES, Object.fromEntries(STAT_FIELDS.map(({ key }) => [key, numberFromText(draft.stats[key])])));
    setErrors({ ...(texts.errors as Errors), ...(stats.errors as Errors) });
    if (!texts.ok || !stats.ok) return;
    try {
      const saved = await save({ ...texts.value, homeStats: stats.value }).unwrap();
      setDraft(draftOf(saved));
    } catch (error) {
      setErrors(fieldErrors(error) as Errors);
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="settings-title">
      <Typography id="settings-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        Configurações do site
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Contato (página /contato)
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="E-mail de contato" type="email" {...text('contactEmail')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Telefone" {...text('contactPhone')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Endereço" {...text('contactAddress')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Horário de atendimento"
            multiline
            minRows={2}
            fullWidth
            value={draft.contactHours}
            onChange={(event) => {
              setDraft((d) => ({ ...d, contactHours: event.target.value }));
              setErrors((e) => ({ ...e, contactHours: undefined }));
            }}
            error={!!errors.contactHours}
            helperText={errors.contactHours ?? 'Uma linha por período'}
          />
        </Grid>
      </Grid>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        Números da página inicial
      </Typography>
      <Grid container spacing={2}>
        {STAT_FIELDS.map(({ key, label }) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <TextField
              label={label}
              type="number"
              fullWidth
              value={draft.stats[key]}
              onChange={(event) => {
                setDraft((d) => ({ ...d, stats: { ...d.stats, [key]: event.target.value } }));
                setErrors((e) => ({ ...e, [key]: undefined, homeStats: undefined }));
              }}
              error={!!(errors[key] ?? errors.homeStats)}
              helperText={errors[key] ?? errors.homeStats}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          </Grid>
        ))}
      </Grid>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        Cadastros
      </Typography>
      <FormControlLabel
        control={<Switch checked={draft.registrationsOpen} onChange={(event) => setDraft((d) => ({ ...d, registrationsOpen: event.target.checked }))} />}
        label={draft.registrationsOpen ? 'Novos cadastros abertos' : 'Novos cadastros fechados'}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        Moderação
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={draft.publishVerifiedCompanyJobs}
            onChange={(event) => setDraft((d) => ({ ...d, publishVerifiedCompanyJobs: event.target.checked }))}
            slotProps={{ input: { 'aria-describedby': 'publish-verified-help' } }}
          />
        }
        label={PUBLISH_VERIFIED_COMPANY_JOBS_LABEL}
      />
      <Typography id="publish-verified-help" variant="body2" color="text.secondary">
        Vagas enviadas ou editadas por empresas com CNPJ verificado entram no ar sem passar pela moderação; cada uma fica no registro de atividades. Cursos e eventos continuam em revisão.
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Salvando...' : 'Salvar configurações'}
        </Button>
      </Box>
    </Paper>
  );
}

function AuditEntry({ entry }: { entry: AuditLogDTO }) {
  const change = describeChange(entry);
  return (
    <Box component="li" sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }} data-audit={entry.action}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {entry.actor?.name ?? 'Sistema'} · {actionLabel(entry.action)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </Typography>
      </Stack>
      {change.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {change.map((line) => (
            <Typography key={line} component="li" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function AuditLog() {
  const [page, setPage] = useState(0);
  const logs = useGetAuditLogsQuery(page);
  return (
    <Box component="section" aria-labelledby="audit-title" sx={{ mt: 4 }}>
      <Typography id="audit-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        Registro de atividades
      </Typography>
      <NumberedList query={logs} pageSize={ADMIN_LOGS_PAGE_SIZE} page={page} onPage={setPage} loadingLabel="Carregando registro..." errorMessage="Não foi possível carregar o registro de atividades." emptyMessage="Nenhuma ação registrada ainda">
        {(items) => (
          <Paper variant="outlined" sx={{ px: 2 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} />
              ))}
            </Box>
          </Paper>
        )}
      </NumberedList>
    </Box>
  );
}

export default function SettingsTab() {
  const { data, isLoading, isError, refetch } = useGetAdminSettingsQuery();
  return (
    <Box>
      {isLoading ? (
        <SectionLoader label="Carregando configurações..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar as configurações." onRetry={() => void refetch()} />
      ) : (
        <SettingsForm settings={data} />
      )}
      <AuditLog />
    </Box>
  );
}
