/**
 * 'Meus dados' on /profile (issue 26, LGPD art. 18): what the person may do with their data here —
 * read the privacy policy, export (DataExportCard, just above) and delete the account.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DPO_EMAIL } from '@conecta/common';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export function MyDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper component="section" id="meus-dados" variant="outlined" aria-labelledby="meus-dados-titulo" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
      <Typography id="meus-dados-titulo" component="h2" variant="h6">
        Meus dados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Veja na <Link href="/privacidade">Política de Privacidade</Link> o que guardamos, por quê e por quanto tempo. Dúvidas ou pedidos sobre seus dados:{' '}
        <Link href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</Link>.
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        Excluir minha conta
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Apaga seus dados pessoais e encerra todas as suas sessões. Não é possível desfazer.
      </Typography>
      <Button variant="outlined" color="error" sx={{ mt: 2 }} onClick={() => setDeleting(true)}>
        Excluir minha conta
      </Button>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Paper>
  );
}
