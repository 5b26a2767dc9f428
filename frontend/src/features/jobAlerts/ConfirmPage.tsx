/**
 * /alertas/confirmar?token=… (issue 26): a visitor's alert starts when its owner clicks here, from
 * the e-mail's link. A click, not the page's opening: a mail scanner that follows links must not
 * subscribe anybody.
 */
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOB_ALERT_MESSAGES, JOB_ALERT_TOKEN_PATTERN } from '@conecta/common';
import { PageFrame } from '../../components/PageFrame';
import { errorText } from '../../api/errors';
import { useConfirmJobAlertMutation } from './jobAlertsApi';

export default function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isLoading, isSuccess, error }] = useConfirmJobAlertMutation();

  return (
    <PageFrame width="sm" title="Confirmar alerta de vagas" lead="Receba por e-mail as vagas novas da busca que você salvou.">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {!JOB_ALERT_TOKEN_PATTERN.test(token) ? (
          <Alert severity="error">{JOB_ALERT_MESSAGES.tokenInvalid}</Alert>
        ) : isSuccess ? (
          <Alert severity="success" role="status">
            {JOB_ALERT_MESSAGES.confirmed}
          </Alert>
        ) : (
          <>
            <Typography>Confirme para começar a receber as vagas desta busca. Cada e-mail traz um link para cancelar.</Typography>
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(error, 'Não foi possível confirmar o alerta. Tente novamente.')}
              </Alert>
            ) : null}
            <Button variant="contained" sx={{ mt: 2 }} disabled={isLoading} onClick={() => void confirm(token)}>
              {isLoading ? 'Confirmando...' : 'Confirmar alerta'}
            </Button>
          </>
        )}
        <Button href="/vagas" variant="text" sx={{ mt: 2, px: 0, display: 'block' }}>
          Ver vagas
        </Button>
      </Paper>
    </PageFrame>
  );
}
