/**
 * /alertas/cancelar?token=… (issue 26): the e-mail's unsubscribe link, without signing in. It asks
 * before ending the alert — a mail scanner that opens links must not unsubscribe anybody (the
 * mail client's own one-click post goes to the API directly).
 */
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOB_ALERT_MESSAGES, JOB_ALERT_TOKEN_PATTERN } from '@conecta/common';
import { PageFrame } from '../../components/PageFrame';
import { errorText } from '../../api/errors';
import { useUnsubscribeJobAlertMutation } from './jobAlertsApi';

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeJobAlertMutation();
  const valid = JOB_ALERT_TOKEN_PATTERN.test(token);

  return (
    <PageFrame width="sm" title="Cancelar alerta de vagas" lead="Pare de receber os e-mails de uma busca salva.">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {!valid ? (
          <Alert severity="error">{JOB_ALERT_MESSAGES.tokenInvalid}</Alert>
        ) : isSuccess ? (
          <Alert severity="success" role="status">
            {JOB_ALERT_MESSAGES.unsubscribed}
          </Alert>
        ) : (
          <>
            <Typography>Você deixará de receber os e-mails deste alerta de vagas.</Typography>
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(error, 'Não foi possível cancelar o alerta. Tente novamente.')}
              </Alert>
            ) : null}
            <Button variant="contained" color="error" sx={{ mt: 2 }} disabled={isLoading} onClick={() => void unsubscribe(token)}>
              {isLoading ? 'Cancelando...' : 'Cancelar alerta'}
            </Button>
          </>
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Button href="/vagas" variant="text" sx={{ px: 0 }}>
            Ver vagas
          </Button>
        </Typography>
      </Paper>
    </PageFrame>
  );
}
