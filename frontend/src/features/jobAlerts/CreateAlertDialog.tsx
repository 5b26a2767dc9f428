/**
 * The dialog of 'Criar alerta' (CreateAlertButton): the search in words, how often, and save. A
 * visitor gives an e-mail address too, and is told in place that a confirmation link was sent.
 */
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
import TextField from '@mui/material/TextField';
import { JOB_ALERT_MESSAGES, JOB_ALERT_VISITOR_RULES, describeJobAlert, fieldError, jobAlertQueryOf, type JobAlertFrequency } from '@conecta/common';
import { useCreateJobAlertMutation, useCreateVisitorJobAlertMutation, type JobAlertCreateBody } from './jobAlertsApi';
import { FREQUENCY_HINTS, VISITOR_HINTS } from './frequency';

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

export default function CreateAlertDialog({ search, visitor, onClose }: { search: URLSearchParams; visitor: boolean; onClose: () => void }) {
  const id = useId();
  const [frequency, setFrequency] = useState<JobAlertFrequency>('immediate');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [create, { isLoading: creating }] = useCreateJobAlertMutation();
  const [createVisitor, { isLoading: sending, data: sent }] = useCreateVisitorJobAlertMutation();
  const isLoading = creating || sending;
  const query = jobAlertQueryOf(Object.fromEntries(SEARCH_KEYS.map((key) => [key, search.get(key) ?? undefined])));
  const summary = describeJobAlert(query);

  const submit = async () => {
    if (visitor) {
      const error = fieldError(JOB_ALERT_VISITOR_RULES.email, email);
      setEmailError(error);
      if (!error) await createVisitor({ ...bodyOf(search, frequency), email: email.trim() });
      return;
    }
    const result = await create(bodyOf(search, frequency));
    if (!('error' in result)) onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>Criar alerta de vagas</DialogTitle>
      <DialogContent>
        {sent ? (
          <Typography role="status" data-testid="alert-sent">
            {sent.message}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              Avisaremos você das novas vagas desta busca:
            </Typography>
            <Typography sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }} data-testid="alert-summary">
              {summary}
            </Typography>
            {summary === 'Todas as vagas' ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {JOB_ALERT_MESSAGES.noFilter}
              </Typography>
            ) : null}
            {visitor ? (
              <TextField
                label="Seu e-mail"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(emailError)}
                helperText={emailError ?? 'Enviaremos um link para confirmar o alerta.'}
                fullWidth
                required
                sx={{ mt: 2 }}
              />
            ) : null}
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id={`${id}-frequency`}>Frequência</FormLabel>
              <RadioGroup aria-labelledby={`${id}-frequency`} value={frequency} onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}>
                <FormControlLabel value="immediate" control={<Radio />} label={visitor ? VISITOR_HINTS.immediate : FREQUENCY_HINTS.immediate} />
                <FormControlLabel value="daily" control={<Radio />} label={FREQUENCY_HINTS.daily} />
              </RadioGroup>
            </FormControl>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {visitor ? (
                <>
                  Tem conta? <Link href="/auth">Entre</Link> para gerenciar seus alertas.
                </>
              ) : (
                <Link href="/alertas">Ver meus alertas</Link>
              )}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {sent ? (
          <Button variant="contained" onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={isLoading}>
              Cancelar
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
              {isLoading ? 'Criando...' : 'Criar alerta'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
