/** How each frequency reads where a person chooses it (the dialog, the alerts page). */
import { JOB_ALERT_FREQUENCY_LABELS, type JobAlertFrequency } from '@conecta/common';

export const FREQUENCY_HINTS: Record<JobAlertFrequency, string> = {
  immediate: `${JOB_ALERT_FREQUENCY_LABELS.immediate}: notificação e e-mail a cada vaga nova`,
  daily: `${JOB_ALERT_FREQUENCY_LABELS.daily}: um e-mail por dia com as vagas novas`,
};

/** A visitor has no bell: only e-mail. */
export const VISITOR_HINTS: Pick<Record<JobAlertFrequency, string>, 'immediate'> = {
  immediate: `${JOB_ALERT_FREQUENCY_LABELS.immediate}: um e-mail a cada vaga nova`,
};
