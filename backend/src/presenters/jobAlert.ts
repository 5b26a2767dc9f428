/** A job alert as its owner reads it (issue 26): the normalized search and its one-line summary. */
import { describeJobAlert, jobAlertQueryOf, type JobAlertDTO } from '@conecta/common';
import type { JobAlertDocument } from '../models/jobAlert';

export function presentJobAlert(alert: JobAlertDocument): JobAlertDTO {
  const query = jobAlertQueryOf(alert.query ?? {});
  return {
    id: alert._id.toString(),
    query,
    summary: describeJobAlert(query),
    frequency: alert.frequency,
    paused: alert.paused,
    createdAt: alert.createdAt.toISOString(),
  };
}
