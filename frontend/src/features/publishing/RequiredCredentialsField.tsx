/**
 * 'Certificações exigidas' of the job form (issue 24): the catalogue as a group of checkboxes, so
 * every norm is seen at once and ticked by keyboard (Tab, Space). `id` goes on the first box, where
 * the form's check puts the focus when the choice is refused.
 */
import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, sortCredentialCodes, type CredentialCode } from '@conecta/common';

export function RequiredCredentialsField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: readonly CredentialCode[];
  error?: string;
  onChange: (codes: CredentialCode[]) => void;
}) {
  const helpId = useId();
  const toggle = (code: CredentialCode, on: boolean) => onChange(sortCredentialCodes(on ? [...value, code] : value.filter((held) => held !== code)));
  return (
    <FormControl component="fieldset" error={!!error} aria-describedby={helpId} sx={{ minWidth: 0 }}>
      <FormLabel component="legend">Certificações exigidas</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, columnGap: 2 }}>
        {CREDENTIAL_CODES.map((code, index) => (
          <FormControlLabel
            key={code}
            label={CREDENTIAL_CATALOGUE[code].name}
            control={<Checkbox id={index === 0 ? id : undefined} checked={value.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {error ?? 'Válidas na data da candidatura. O candidato vê se atende, e você vê isso na lista de candidatos.'}
      </FormHelperText>
    </FormControl>
  );
}
