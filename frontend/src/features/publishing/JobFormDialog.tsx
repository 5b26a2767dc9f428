/**
 * 'Publicar Vaga' and 'Editar vaga' (issue 13): every field of a job (spec §3 plus function and
 * work type), checked with the common rules before sending. A company's new job waits for an
 * admin ('Vaga enviada para aprovação!'); an admin's is published at once ('Vaga publicada!'). An
 * edit that sends the job back to moderation (the server's `abilities.editResubmits`) is said before saving.
 * Callers mount it only while open, so each opening starts from the job as it is then.
 */
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ENERGY_AREAS,
  JOB_FUNCTIONS,
  JOB_INPUT_RULES,
  JOB_TYPES,
  PUBLISHING_MESSAGES as M,
  REQUIRABLE_REGISTRATIONS,
  VERIFICATION_BADGES,
  WORK_TYPES,
  salaryOrderError,
  type CredentialCode,
  type JobInput,
  type OwnJobDTO,
} from '@conecta/common';
import { FormDialog } from '../../components/FormDialog';
import { showToast } from '../../lib/toast';
import { useCurrentUser } from '../auth/session';
import { SelectField, usePublishForm, type FormStrings } from './publishForm';
import { RequiredCredentialsField } from './RequiredCredentialsField';
import { usePublishJobMutation, useUpdateJobMutation } from './publishingApi';

type JobField = keyof typeof JOB_INPUT_RULES;
const ORDER = Object.keys(JOB_INPUT_RULES) as JobField[];

function formOf(job: OwnJobDTO | null): FormStrings<JobField> {
  return {
    title: job?.title ?? '',
    company: job?.company ?? '',
    location: job?.location ?? '',
    jobType: job?.jobType ?? '',
    energyArea: job?.energyArea ?? '',
    jobFunction: job?.jobFunction ?? '',
    workType: job?.workType ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements.join('\n') ?? '',
    salaryMin: job?.salaryMin ?? '',
    salaryMax: job?.salaryMax ?? '',
    // Issue 24: the required credentials' codes, comma-separated while in the form (a form of strings).
    requiredCredentials: job?.requiredCredentials.join(',') ?? '',
    requiredRegistration: job?.requiredRegistration ?? '',
  };
}

const codesOf = (form: FormStrings<JobField>) => (form.requiredCredentials ? (form.requiredCredentials.split(',') as CredentialCode[]) : []);

/**
 * The form as the API takes it: one requirement per line; blanks are 'not given' to the rules.
 * The checkable requirements always go, so that unticking them all (or 'Nenhum') clears what was stored.
 */
function inputOf(form: FormStrings<JobField>): Record<string, unknown> {
  return { ...form, requirements: form.requirements.split('\n'), requiredCredentials: codesOf(form), requiredRegistration: form.requiredRegistration || null };
}

export function JobFormDialog({ onClose, job = null }: { onClose: () => void; job?: OwnJobDTO | null }) {
  const { user } = useCurrentUser();
  const form = usePublishForm<JobField>(formOf(job));
  const [publish, publishState] = usePublishJobMutation();
  const [update, updateState] = useUpdateJobMutation();
  const saving = publishState.isLoading || updateState.isLoading;

  const backToModeration = !!job?.abilities.editResubmits;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = form.check(JOB_INPUT_RULES, inputOf(form.values), (cleaned) => salaryOrderError(cleaned));
    if (!value) return;
    try {
      if (job) {
        // Blank optional fields clear what was stored (the API stores null for null).
        const cleared = Object.fromEntries((['jobFunction', 'salaryMin', 'salaryMax'] as const).filter((name) => !(name in value)).map((name) => [name, null]));
        const saved = await update({ id: job.id, body: { ...(value as Partial<JobInput>), ...cleared } }).unwrap();
        showToast({ title: saved.status === 'pending' && job.status !== 'pending' ? M.updatedBackToModeration : M.updated }, 'success');
      } else {
        const saved = await publish(value as JobInput).unwrap();
        showToast({ title: saved.status === 'approved' ? M.published : M.submitted }, 'success');
      }
      onClose();
    } catch (error) {
      form.reportServer(error, ORDER);
    }
  };

  const busyLabel = job ? 'Salvando...' : 'Publicando...';
  return (
    <FormDialog title={job ? 'Editar vaga' : 'Publicar Vaga'} submitLabel={job ? 'Salvar' : 'Publicar'} busyLabel={busyLabel} busy={saving} onClose={onClose} onSubmit={submit} maxWidth="md">
      {backToModeration ? <Alert severity="info">Ao salvar, a vaga volta para aprovação e sai da lista pública até ser aprovada novamente.</Alert> : null}
      {job?.status === 'rejected' && job.rejectionReason ? <Alert severity="warning">Motivo da rejeição: {job.rejectionReason}</Alert> : null}
      <TextField {...form.field('title', 'Título da vaga')} required autoFocus />
      <TextField {...form.field('company', 'Empresa')} placeholder={user?.companyName ?? undefined} helperText={form.errors.company ?? 'Deixe em branco para usar o nome da sua conta.'} />
      <TextField {...form.field('location', 'Localização')} required placeholder="Ex.: Fortaleza - CE" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SelectField {...form.field('jobType', 'Tipo de vaga')} values={JOB_TYPES} required />
        <SelectField {...form.field('energyArea', 'Área de energia')} values={ENERGY_AREAS} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SelectField {...form.field('jobFunction', 'Função')} values={JOB_FUNCTIONS} emptyLabel="Não informar" />
        <SelectField {...form.field('workType', 'Modalidade')} values={WORK_TYPES} required />
      </Stack>
      <TextField {...form.field('description', 'Descrição')} required multiline minRows={4} />
      <TextField
        {...form.field('requirements', 'Requisitos')}
        multiline
        minRows={3}
        helperText={form.errors.requirements ?? 'Um requisito por linha (até 20).'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...form.field('salaryMin', 'Salário mínimo (R$)')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField {...form.field('salaryMax', 'Salário máximo (R$)')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      <RequiredCredentialsField
        id={form.idOf('requiredCredentials')}
        value={codesOf(form.values)}
        error={form.errors.requiredCredentials}
        onChange={(codes) => form.setValue('requiredCredentials', codes.join(','))}
      />
      <SelectField
        {...form.field('requiredRegistration', 'Registro profissional exigido')}
        values={REQUIRABLE_REGISTRATIONS}
        labels={VERIFICATION_BADGES}
        emptyLabel="Nenhum"
        helperText={form.errors.requiredRegistration ?? 'Só conta o registro verificado por um administrador.'}
      />
    </FormDialog>
  );
}
