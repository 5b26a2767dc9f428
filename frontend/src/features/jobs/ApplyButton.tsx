/**
 * The apply button of spec §4: 'Quero me Candidatar' → 'Enviando...'
 * (disabled) → 'Já Candidato' (disabled). Applied on load when the person's
 * applications contain the job. The mutation checks the session first; a 401
 * (visitor or expired session) sends the person to /auth. Toasts and the
 * network alert come from the mutation feedback middleware (app/feedbackMiddleware.ts).
 * Issue 24: a candidate who misses one of the job's requirements is told which before applying,
 * and may apply anyway (the company sees what they meet).
 * Issue 25: only candidates see it — a signed-in account whose `abilities.apply` is false (a
 * company, a general account, an admin: common `canApply`) gets nothing, since the server would
 * refuse it; a visitor still sees it and is sent to sign in.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import SendIcon from '@mui/icons-material/Send';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button, { type ButtonProps } from '@mui/material/Button';
import { REQUIREMENT_MESSAGES, type JobDTO } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCurrentUser } from '../auth/session';
import { useGetMyApplicationsQuery } from '../dashboard/meApi';
import { useApplyToJobMutation } from './jobsApi';
import { useMyRequirementChecks } from './useMyHoldings';

type ApplyJob = Pick<JobDTO, 'id' | 'requiredCredentials' | 'requiredRegistration'>;

export function ApplyButton({ job, size = 'medium', fullWidth }: { job: ApplyJob; size?: ButtonProps['size']; fullWidth?: boolean }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const candidate = !user || user.abilities.apply;
  const { data: applications } = useGetMyApplicationsQuery(undefined, { skip: !user || !candidate });
  // The fixed cache key lets every button of the same job share one request state.
  const [apply, { isLoading, isSuccess }] = useApplyToJobMutation({ fixedCacheKey: `apply-${job.id}` });
  const checks = useMyRequirementChecks(job);
  const [confirming, setConfirming] = useState(false);
  const applied = isSuccess || !!applications?.some((application) => application.jobId === job.id);

  if (!candidate) return null;

  const send = async () => {
    const result = await apply(job.id);
    const status = 'error' in result ? (result.error as { status?: number }).status : undefined;
    // A failure keeps the question open under the listener's toast, as every confirmation does.
    if (!('error' in result) || status === 401) setConfirming(false);
    if (status === 401) await navigate('/auth');
  };

  if (applied) {
    return (
      <Button variant="contained" color="success" size={size} fullWidth={fullWidth} disabled startIcon={<CheckCircleIcon />}>
        Já Candidato
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        size={size}
        fullWidth={fullWidth}
        disabled={isLoading}
        startIcon={<SendIcon />}
        onClick={() => (checks?.some((check) => !check.met) ? setConfirming(true) : void send())}
      >
        {isLoading ? 'Enviando...' : 'Quero me Candidatar'}
      </Button>
      {confirming && checks ? (
        <ConfirmDialog
          title={REQUIREMENT_MESSAGES.confirmTitle}
          text={REQUIREMENT_MESSAGES.confirmBody(checks)}
          confirmLabel={REQUIREMENT_MESSAGES.confirmAction}
          busyLabel="Enviando..."
          confirmColor="primary"
          busy={isLoading}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
