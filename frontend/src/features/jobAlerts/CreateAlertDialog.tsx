/** The dialog of 'Criar alerta' (CreateAlertButton): the search in words, how often, and save. */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { JOB_ALERT_MESSAGES, describeJobAlert, jobAlertQueryOf, type JobAlertFrequency } from '@conecta/common';
import { useCreateJobAlertMutation, type JobAlertCreateBody } from './jobAlertsApi';
import { FREQUENCY_HINTS } from './frequency';

const SEARCH_KEYS = ['q', 'jobType', 'energyArea', 'location', 'jobFunction', 'workType', 'credential'] as const;

/** The URL's search as the API takes it: only the filters given. */
function bodyOf(search: URLSearchParams, frequency: JobAlertFrequency): JobAlertCreateBody {
  const body: JobAlertCreateBody = { frequency };
  for (const key of SEARCH_KEYS) {
    const value = search.get(key)?.trim();
    if (value) body[key] = value;
  }
  return body;
}

export default function CreateAlertDialog({ search, onClose }: { search: URLSearchParams; onClose: () => void }) {
  const id = useId();
  const [frequency, setFrequency] = useState<JobAlertFrequency>('immediate');
  const [create, { isLoading }] = useCreateJobAlertMutation();
  const query = jobAlertQueryOf(Object.fromEntries(SEARCH_KEYS.map((key) => [key, search.get(key) ?? undefined])));
  const everything = describeJobAlert(query) === 'Todas as vagas';

  const submit = async () => {
    const result = await create(bodyOf(search, frequency));
    if (!('error' in result)) onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>Criar alerta de vagas</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          Avisaremos você das novas vagas desta busca:
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }} data-testid="alert-summary">
          {describeJobAlert(query)}
        </Typography>
        {everything ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {JOB_ALERT_MESSAGES.noFilter}
          </Typography>
        ) : null}
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id={`${id}-frequency`}>Frequência</FormLabel>
          <RadioGroup aria-labelledby={`${id}-frequency`} value={frequency} onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}>
            <FormControlLabel value="immediate" control={<Radio />} label={FREQUENCY_HINTS.immediate} />
            <FormControlLabel value="daily" control={<Radio />} label={FREQUENCY_HINTS.daily} />
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link href="/alertas">Ver meus alertas</Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
          {isLoading ? 'Criando...' : 'Criar alerta'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
