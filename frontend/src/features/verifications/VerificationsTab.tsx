/**
 * 'Verificações' on /admin (issue 24): the registrations waiting for review — a person's CREA or
 * CRT, a company's CNPJ — oldest first, each with who sent it (name, e-mail, account type) and
 * when, and 'Verificar' / 'Recusar' (a dialog asks the reason, checked by the shared rule). The
 * list is live like moderation's: a registration sent anywhere appears, one another admin decided
 * disappears (verificationsApi.ts, realtime/socket.ts); a decision that lost the race answers 409,
 * whose message the toast shows, and the list is read again. The list's states and the decisions
 * are the moderation tab's (admin/PendingReview.tsx). A CREA's or CRT's carteira or certidão opens
 * from its link under the number (the admins' API route: the file is private, never at /uploads).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { USER_TYPE_LABELS, VERIFICATION_KIND_LABELS, type PendingVerificationDTO } from '@conecta/common';
import { formatDateTime } from '../../lib/format';
import { PendingCard, PendingList } from '../admin/PendingReview';
import { useGetPendingVerificationsQuery, useRejectRegistrationMutation, useVerifyRegistrationMutation } from './verificationsApi';
import { councilLabel, registrationTitle } from './registration';

export const NO_PENDING_VERIFICATIONS = 'Nenhum registro aguardando verificação';

export default function VerificationsTab() {
  const pending = useGetPendingVerificationsQuery();
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        Verificações de registro
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        CREA e CRT de profissionais e CNPJ de empresas, dos mais antigos aos mais recentes. Confira o número no conselho ou na Receita Federal antes de decidir.
      </Typography>
      <PendingList
        query={pending}
        empty={NO_PENDING_VERIFICATIONS}
        loadingLabel="Carregando registros..."
        errorMessage="Não foi possível carregar os registros em análise."
        render={(item) => <VerificationItem key={item.id} item={item} />}
      />
    </Box>
  );
}

function VerificationItem({ item }: { item: PendingVerificationDTO }) {
  const [verify, verifying] = useVerifyRegistrationMutation();
  const [reject, rejecting] = useRejectRegistrationMutation();
  const title = registrationTitle(item);
  const council = councilLabel(item);
  const who = item.person;
  return (
    <PendingCard
      title={title}
      byline={who ? `${who.name} (${who.email})` : 'Conta removida'}
      chips={[VERIFICATION_KIND_LABELS[item.kind], ...(council ? [council] : []), ...(who ? [USER_TYPE_LABELS[who.userType]] : [])]}
      submitted={`Enviado em ${formatDateTime(item.submittedAt)}`}
      // What to compare with the council's record, next to the number.
      children={item.documentUrl ? <DocumentLink url={item.documentUrl} name={item.documentName} subject={who ? `${title} de ${who.name}` : title} /> : null}
      decisions={{
        approve: () => verify({ id: item.id, version: item.version }).unwrap(),
        reject: (reason) => reject({ id: item.id, version: item.version, reason }).unwrap(),
        busy: verifying.isLoading || rejecting.isLoading,
      }}
      texts={{
        approve: 'Verificar',
        reject: 'Recusar',
        // A list may hold two registrations of one kind: the person's name tells them apart.
        subject: who ? `${title} de ${who.name}` : title,
        dialogTitle: 'Recusar registro',
        dialogDescription: `O motivo será mostrado a quem enviou o ${title}.`,
        reasonLabel: 'Motivo da recusa',
        busyLabel: 'Recusando...',
      }}
    />
  );
}

/** The document opens in a new tab (a PDF downloads); its accessible name says whose it is, as the list holds many. */
function DocumentLink({ url, name, subject }: { url: string; name: string | null; subject: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      Documento:{' '}
      <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir documento do ${subject}${name ? `: ${name}` : ''}`}>
        {name ?? 'abrir'}
      </Link>
    </Typography>
  );
}
