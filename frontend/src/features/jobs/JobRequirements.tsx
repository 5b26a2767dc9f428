/**
 * Issue 24 on a job: what it requires (catalogue credentials, a verified registration), whether
 * the signed-in candidate meets it, and the company's verified CNPJ. Read by the cards and the
 * job page alike; the candidate's line is said in words and an icon, never by colour alone.
 */
import type { ReactNode } from 'react';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUIREMENT_MESSAGES, VERIFICATION_BADGES, hasRequirements, requirementNames, type JobDTO, type JobRequirementFields } from '@conecta/common';
import { useMyRequirementChecks } from './useMyHoldings';

/** 'Empresa verificada' beside the company's name when its CNPJ is verified. */
export function CompanyName({ job, children }: { job: Pick<JobDTO, 'companyVerified'>; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, minWidth: 0 }}>
      {children}
      {job.companyVerified ? <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon aria-hidden />} label={VERIFICATION_BADGES.cnpj} /> : null}
    </Box>
  );
}

/** The requirements by name as a row of chips ('Exige: NR-35 · CREA'), for the cards. */
export function RequirementChips({ job }: { job: JobRequirementFields }) {
  if (!hasRequirements(job)) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        Exige:
      </Typography>
      <Stack component="ul" aria-label={REQUIREMENT_MESSAGES.sectionTitle} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
        {requirementNames(job).map((name) => (
          <Chip key={name} component="li" size="small" variant="outlined" color="secondary" label={name} />
        ))}
      </Stack>
    </Box>
  );
}

/** The job page's section: each requirement on its own line. */
export function RequirementSection({ job }: { job: JobRequirementFields }) {
  if (!hasRequirements(job)) return null;
  return (
    <Box component="section" aria-labelledby="vaga-exigencias">
      <Typography id="vaga-exigencias" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {REQUIREMENT_MESSAGES.sectionTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {requirementNames(job).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    </Box>
  );
}

/** For a signed-in candidate: 'Você atende aos requisitos' or 'Falta: NR-35 válida'. Nothing for anyone else. */
export function RequirementFit({ job }: { job: JobRequirementFields }) {
  const checks = useMyRequirementChecks(job);
  if (!checks) return null;
  const meets = checks.every((check) => check.met);
  return (
    <Typography
      variant="body2"
      data-testid="requirement-fit"
      // The theme's amber is too light for text on white: a missing requirement is dark text after an amber icon.
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, fontWeight: 600, color: meets ? 'success.dark' : 'text.primary', overflowWrap: 'anywhere' }}
    >
      {meets ? <CheckCircleOutlinedIcon aria-hidden fontSize="small" /> : <ErrorOutlineOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'warning.dark' }} />}
      {meets ? REQUIREMENT_MESSAGES.meets : REQUIREMENT_MESSAGES.missing(checks)}
    </Typography>
  );
}
