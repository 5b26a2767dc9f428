/**
 * Issue 24 in the company's pipeline: each of the job's requirements against one applicant's
 * records, as the server checked them today ('NR-35 válida até 09/03/2027', 'NR-35 vencida em
 * 01/02/2026', 'NR-35: não informada', 'CREA verificado', 'CREA: não verificado'). Met or not is in
 * the words and the icon, the colour only repeats it.
 */
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CREDENTIAL_CATALOGUE, REQUIREMENT_MESSAGES, VERIFICATION_KIND_LABELS, type CredentialCode, type RequirableRegistration, type RequirementCheck } from '@conecta/common';
import { ptDay } from '../credentials/credentialForm';

export function requirementStatusText(check: RequirementCheck): string {
  if (check.kind === 'registration') {
    const name = VERIFICATION_KIND_LABELS[check.code as RequirableRegistration];
    return check.met ? check.label : `${name}: não verificado`;
  }
  const name = CREDENTIAL_CATALOGUE[check.code as CredentialCode].name;
  if (!check.held) return `${name}: não informada`;
  if (!check.validUntil) return `${name} válida (sem prazo de reciclagem)`;
  return `${name} ${check.met ? 'válida até' : 'vencida em'} ${ptDay(check.validUntil)}`;
}

export function ApplicantRequirements({ checks }: { checks: readonly RequirementCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Box component="ul" aria-label={REQUIREMENT_MESSAGES.sectionTitle} data-testid="applicant-requirements" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {checks.map((check) => (
        <Typography
          key={`${check.kind}-${check.code}`}
          component="li"
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: check.met ? 'success.dark' : 'error.dark', overflowWrap: 'anywhere' }}
        >
          {check.met ? <CheckCircleOutlinedIcon aria-hidden fontSize="small" /> : <HighlightOffOutlinedIcon aria-hidden fontSize="small" />}
          {requirementStatusText(check)}
        </Typography>
      ))}
    </Box>
  );
}
