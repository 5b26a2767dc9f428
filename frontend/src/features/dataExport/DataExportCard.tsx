/**
 * 'Exportar meus dados' on /profile (issue 26, LGPD art. 18): ask for a file of everything the
 * platform holds about you; while the workers build it the card says so, and the push that says
 * it is ready (a toast and the bell) refreshes it with the download link, valid for 7 days.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS, type DataExportDTO } from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { useGetDataExportQuery, useRequestDataExportMutation } from './dataExportApi';

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`);

function LatestExport({ latest }: { latest: DataExportDTO }) {
  if (latest.status === 'pending') {
    return (
      <Alert severity="info" role="status" sx={{ mt: 2 }}>
        {DATA_EXPORT_MESSAGES.requested}
      </Alert>
    );
  }
  if (latest.status === 'failed') return <Alert severity="error" sx={{ mt: 2 }}>{DATA_EXPORT_MESSAGES.failed}</Alert>;
  if (latest.status === 'expired') return <Alert severity="warning" sx={{ mt: 2 }}>{DATA_EXPORT_MESSAGES.expired}</Alert>;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="contained" startIcon={<DownloadIcon />} href={`/api/users/me/export/${latest.id}/download`} download>
        Baixar meus dados (ZIP{latest.size ? `, ${sizeText(latest.size)}` : ''})
      </Button>
      <Typography variant="body2" color="text.secondary">
        Disponível até {formatDateTime(latest.expiresAt!)}
      </Typography>
    </Box>
  );
}

export function DataExportCard() {
  const { data, isLoading, isError, refetch } = useGetDataExportQuery();
  const [request, { isLoading: requesting }] = useRequestDataExportMutation();
  const pending = data?.latest?.status === 'pending';

  return (
    <Paper component="section" id="exportar-dados" variant="outlined" aria-labelledby="exportar-dados-titulo" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
      <Typography id="exportar-dados-titulo" component="h2" variant="h6">
        Exportar meus dados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Um arquivo ZIP com tudo o que a Conecta Energia guarda sobre você — conta, perfil, portfólio, certificações, candidaturas, contatos, favoritos, alertas, mensagens e os arquivos
        que você enviou. O link vale {DATA_EXPORT_TTL_DAYS} dias.
      </Typography>
      {isLoading ? (
        <SectionLoader label="Carregando..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível ver sua exportação." onRetry={() => void refetch()} />
      ) : (
        <>
          {data.latest ? <LatestExport latest={data.latest} /> : null}
          <Button variant="outlined" sx={{ mt: 2 }} disabled={requesting || pending} onClick={() => void request()}>
            {requesting ? 'Pedindo...' : data.latest ? 'Gerar um novo arquivo' : 'Exportar meus dados'}
          </Button>
        </>
      )}
    </Paper>
  );
}
