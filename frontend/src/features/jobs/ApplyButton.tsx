/**
 * The apply button of spec §4: 'Quero me Candidatar' → 'Enviando...'
 * (disabled) → 'Já Candidato' (disabled). Applied on load when the person's
 * applications contain the job. The mutation checks the session first; a 401
 * (visitor or expired session) sends the person to /auth. Toasts and the
 * network alert come from the mutation feedback middleware (app/feedbackMiddleware.ts).
 */
import { useNavigate } from 'react-router';
import SendIcon from '@mui/icons-material/Send';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useCurrentUser } from '../auth/session';
import { useGetMyApplicationsQuery } from '../dashboard/meApi';
import { useApplyToJobMutation } from './jobsApi';

export function ApplyButton({ jobId, size = 'medium', fullWidth }: { jobId: string; size?: ButtonProps['size']; fullWidth?: boolean }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { data: applications } = useGetMyApplicationsQuery(undefined, { skip: !user });
  // The fixed cache key lets every button of the same job share one request state.
  const [apply, { isLoading, isSuccess }] = useApplyToJobMutation({ fixedCacheKey: `apply-${jobId}` });
  const applied = isSuccess || !!applications?.some((application) => application.jobId === jobId);

  const onClick = async () => {
    const result = await apply(jobId);
    if ('error' in result && (result.error as { status?: number }).status === 401) await navigate('/auth');
  };

  if (applied) {
    return (
      <Button variant="contained" color="success" size={size} fullWidth={fullWidth} disabled startIcon={<CheckCircleIcon />}>
        Já Candidato
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      disabled={isLoading}
      startIcon={<SendIcon />}
      onClick={() => void onClick()}
    >
      {isLoading ? 'Enviando...' : 'Quero me Candidatar'}
    </Button>
  );
}
