/**
 * Issue 24: what the signed-in candidate holds, as `checkRequirements` reads it, from the same
 * cached reads /profile shows and writes (credentialsApi, verificationsApi). A credential added
 * there invalidates its read, so a job card drawn afterwards checks against it without a reload.
 */
import { useMemo } from 'react';
import { canHoldCredentials, checkRequirements, hasRequirements, type CandidateHoldings, type JobRequirementFields, type RequirementCheck } from '@conecta/common';
import { useCurrentUser } from '../auth/session';
import { useGetMyCredentialsQuery } from '../credentials/credentialsApi';
import { useGetMyVerificationsQuery } from '../verifications/verificationsApi';

/** The candidate's holdings; null for visitors, companies and admins, and until both reads arrive. */
export function useMyHoldings(): CandidateHoldings | null {
  const { user } = useCurrentUser();
  const skip = !canHoldCredentials(user);
  const { data: credentials } = useGetMyCredentialsQuery(undefined, { skip });
  const { data: verifications } = useGetMyVerificationsQuery(undefined, { skip });
  return useMemo(() => {
    if (skip || !credentials || !verifications) return null;
    // A pending or refused registration is not one the job can count on.
    return { credentials, registrations: verifications.filter((v) => v.status === 'verified').map((v) => v.kind) };
  }, [skip, credentials, verifications]);
}

/** `job`'s requirements checked for the signed-in candidate today; null when there is nothing to say to them. */
export function useMyRequirementChecks(job: JobRequirementFields): RequirementCheck[] | null {
  const holdings = useMyHoldings();
  const { requiredCredentials, requiredRegistration } = job;
  return useMemo(() => {
    const fields = { requiredCredentials, requiredRegistration };
    return holdings && hasRequirements(fields) ? checkRequirements(fields, holdings, new Date()) : null;
  }, [holdings, requiredCredentials, requiredRegistration]);
}
