/**
 * /alertas (issue 26): the signed-in person's job alerts — each search in words with a link back to
 * it, how often it writes, paused or not, and deleting it (asked first). 'Criar alerta' lives on
 * /vagas, where the search is made.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, jobAlertSearchPath, type JobAlertDTO, type JobAlertFrequency } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryList } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDate } from '../../lib/format';
import { SignedInOnly } from '../publishing/AccessNotice';
import { useDeleteJobAlertMutation, useGetJobAlertsQuery, useUpdateJobAlertMutation } from './jobAlertsApi';
import { FREQUENCY_HINTS } from './frequency';

function AlertRow({ alert }: { alert: JobAlertDTO }) {
  const id = useId();
  const [update, { isLoading: saving }] = useUpdateJobAlertMutation();
  const [remove, { isLoading: removing }] = useDeleteJobAlertMutation();
  const [confirming, setConfirming] = useState(false);
  const busy = saving || removing;

  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${id}-title`} data-testid="job-alert" sx={{ p: 2, listStyle: 'none' }}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {alert.summary}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Criado em {formatDate(alert.createdAt)} · {FREQUENCY_HINTS[alert.frequency]}
        {alert.paused ? ' · Pausado' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <TextField
          select
          size="small"
          label="Frequência"
          value={alert.frequency}
          disabled={busy}
          onChange={(event) => void update({ id: alert.id, body: { frequency: event.target.value as JobAlertFrequency } })}
          sx={{ minWidth: 150 }}
        >
          {JOB_ALERT_FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {JOB_ALERT_FREQUENCY_LABELS[frequency]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={!alert.paused} disabled={busy} onChange={(event) => void update({ id: alert.id, body: { paused: !event.target.checked } })} />}
          label={alert.paused ? 'Pausado' : 'Ativo'}
        />
        <Link href={jobAlertSearchPath(alert.query)}>Ver vagas desta busca</Link>
        <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ ml: { sm: 'auto' } }}>
          Excluir
        </Button>
      </Box>
      {confirming ? (
        <ConfirmDialog
          title="Excluir alerta?"
          text={`Você deixará de receber as vagas da busca "${alert.summary}".`}
          confirmLabel="Excluir"
          busyLabel="Excluindo..."
          busy={removing}
          onConfirm={async () => {
            if (!('error' in (await remove(alert.id)))) setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Paper>
  );
}

function Alerts() {
  const query = useGetJobAlertsQuery();
  return (
    <QueryList
      query={query}
      loadingLabel="Carregando seus alertas..."
      errorMessage="Não foi possível carregar seus alertas."
      emptyMessage="Você ainda não tem alertas. Faça uma busca em Vagas e use 'Criar alerta'."
      emptyAction={
        <Button variant="contained" href="/vagas">
          Buscar vagas
        </Button>
      }
    >
      {(items) => (
        <Stack component="ul" aria-label="Seus alertas" sx={{ gap: 1.5, p: 0, m: 0 }}>
          {items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}

export default function JobAlertsPage() {
  return (
    <PageFrame width="md" title="Alertas de vagas" lead="Receba as vagas novas das buscas que você salvou, na hora ou uma vez por dia.">
      <SignedInOnly signIn="Faça login para ver seus alertas de vagas."><Alerts /></SignedInOnly>
    </PageFrame>
  );
}
