/**
 * One job's applicants as its company sees them (issue 13): name linking to the public profile,
 * when they applied, the cover letter, and the pipeline — a status select (em análise → entrevista
 * → aprovado | não selecionado) with optional words to the candidate, saved per applicant
 * ('Status da candidatura atualizado!'). New applicants arrive live (./realtime.ts). Each shows the
 * job's checkable requirements against their records (issue 24: ./ApplicantRequirements.tsx).
 * The form follows the server's pipeline (common `applicationMove`): a move back asks for an
 * explicit correction, and a job that is not open (pending, closed) shows the statuses read-only.
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_RULES,
  PUBLISHING_MESSAGES,
  applicationMove,
  validateInput,
  type ApplicantDTO,
  type ApplicationStatus,
} from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { ApplicantRequirements } from './ApplicantRequirements';
import { TrustChips } from '../directory/DirectoryCard';
import { useGetJobApplicantsQuery, useUpdateApplicationStatusMutation } from './publishingApi';

export const STATUS_COLORS: Record<ApplicationStatus, 'default' | 'info' | 'success' | 'error'> = {
  submitted: 'default',
  interview: 'info',
  accepted: 'success',
  rejected: 'error',
};

function Applicant({ applicant, open }: { applicant: ApplicantDTO; open: boolean }) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(applicant.status);
  const [feedback, setFeedback] = useState(applicant.feedback ?? '');
  const [correction, setCorrection] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useUpdateApplicationStatusMutation();
  const changed = status !== applicant.status || feedback.trim() !== (applicant.feedback ?? '');
  const backwards = applicationMove(applicant.status, status) === 'correction';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateInput(APPLICATION_STATUS_RULES, { status, feedback, ...(backwards ? { correction } : {}) });
    if (!result.ok) {
      setError(result.errors.feedback ?? result.errors.status);
      return;
    }
    setError(undefined);
    try {
      await save({ id: applicant.id, jobId: applicant.jobId, body: result.value }).unwrap();
    } catch (failure) {
      // The toast comes from the mutation listener; a field message stays under the field.
      setError(Object.values(fieldErrors(failure))[0]);
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${id}-name`} data-testid="applicant" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Link id={`${id}-name`} href={applicant.profileUrl} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {applicant.name}
          </Link>
          {applicant.jobTitle ? <Typography variant="body2" color="text.secondary">{applicant.jobTitle}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            Candidatou-se em {formatDateTime(applicant.createdAt)}
          </Typography>
          {/* 'CREA verificado' whatever the job requires; the credentials are judged below, against the job. */}
          {applicant.registrations.length > 0 ? (
            <Box sx={{ mt: 0.5 }}>
              <TrustChips entry={{ registrations: applicant.registrations, credentials: [] }} />
            </Box>
          ) : null}
        </Box>
        <Chip size="small" label={APPLICATION_STATUS_LABELS[applicant.status]} color={STATUS_COLORS[applicant.status]} data-testid="applicant-status" />
      </Box>
      <ApplicantRequirements checks={applicant.requirements} />
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={applicant.coverLetter ? 'text.primary' : 'text.secondary'}>
        {applicant.coverLetter || 'Sem carta de apresentação.'}
      </Typography>
      {open ? (
        <Stack component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
            <TextField
              id={`${id}-status`}
              select
              size="small"
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 170 }}
            >
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value]}
                </option>
              ))}
            </TextField>
            <TextField
              id={`${id}-feedback`}
              size="small"
              label="Comentário para o candidato (opcional)"
              value={feedback}
              onChange={(e) => {
                setFeedback(e.target.value);
                setError(undefined);
              }}
              error={!!error}
              helperText={error}
              multiline
              maxRows={4}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" disabled={isLoading || !changed || (backwards && !correction)}>
              {isLoading ? 'Salvando...' : 'Salvar'}
            </Button>
          </Stack>
          {backwards ? (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={correction} onChange={(e) => setCorrection(e.target.checked)} />}
              label="Esta mudança corrige um status anterior (o candidato será avisado novamente)"
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

export function ApplicantsList({ jobId, open }: { jobId: string; open: boolean }) {
  const { data, isLoading, isError, refetch } = useGetJobApplicantsQuery(jobId);
  if (isLoading) return <SectionLoader label="Carregando candidatos..." />;
  if (isError || !data) return <ErrorState message="Não foi possível carregar os candidatos." onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState message="Nenhuma candidatura ainda" />;
  return (
    <>
      {open ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {PUBLISHING_MESSAGES.applicationsFrozen}
        </Typography>
      )}
      <Stack component="ul" aria-label="Candidatos" sx={{ gap: 1.5, p: 0, m: 0 }}>
        {data.map((applicant) => (
          // Keyed by the stored status too: a save (or another tab's) restarts the form from what is stored.
          <Applicant key={`${applicant.id}-${applicant.updatedAt}`} applicant={applicant} open={open} />
        ))}
      </Stack>
    </>
  );
}
