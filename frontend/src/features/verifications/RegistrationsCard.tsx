/**
 * The account's own registrations on /profile (issue 24): a person's CREA (number and state) and
 * CRT (number and regional council), a company's CNPJ; an admin has none (common's
 * canSubmitVerification decides who sends which). Each form is checked in the browser by the
 * same rules the server runs (VERIFICATION_RULES, then verificationErrors across kind and fields)
 * before it is sent; a 400's messages land under their fields, a taken number in the toast. The
 * status ('Em análise', 'Verificado', 'Recusado' with the admin's reason) follows
 * `verification:updated` live (verificationsApi.ts), announced by a polite live region.
 * A CREA or a CRT goes with its carteira or certidão (required: common/verifications.ts says why):
 * chosen here and sent with the number in one request; the one on record opens from its link (the
 * owner's own API route, the file being private) and a new one replaces it, back to review.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRAZIL_STATES,
  CRT_COUNCILS,
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  VERIFICATION_MESSAGES,
  VERIFICATION_KINDS,
  VERIFICATION_RULES,
  VERIFICATION_STATUS_LABELS,
  canSubmitVerification,
  needsDocument,
  registrationKey,
  verificationErrors,
  type UserDTO,
  type VerificationDTO,
  type VerificationKind,
  type VerificationStatus,
} from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { FilePicker } from '../../components/FilePicker';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { useRuleForm } from '../../lib/useRuleForm';
import { councilLabel, registrationTitle } from './registration';
import { useGetMyVerificationsQuery, useSubmitVerificationMutation } from './verificationsApi';

/** Each kind's words: its form's heading, the number's label and hint, the council's label and choices. */
const FORMS: Record<VerificationKind, { heading: string; numberLabel: string; hint: string; councilLabel?: string; councils?: readonly string[] }> = {
  crea: { heading: 'CREA', numberLabel: 'Número do CREA', hint: 'Como consta na carteira ou na certidão do conselho.', councilLabel: 'Estado do CREA', councils: BRAZIL_STATES },
  crt: { heading: 'CRT', numberLabel: 'Número do registro no CRT', hint: 'Como consta na carteira ou na certidão do conselho.', councilLabel: 'Conselho regional (CRT)', councils: CRT_COUNCILS },
  cnpj: { heading: 'CNPJ', numberLabel: 'CNPJ', hint: 'Numérico ou alfanumérico, com ou sem pontuação: 12.ABC.345/01DE-35.' },
};

/** Not in common: the file control's words name what the upload route accepts (VERIFICATION_MESSAGES.documentType). */
const DOCUMENT_LABEL = 'Carteira ou certidão do conselho (PDF até 10 MB ou imagem até 5 MB)';
const DOCUMENT_HINT = 'Só você e os administradores que verificam o registro podem abrir este arquivo.';

const STATUS_COLORS: Record<VerificationStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', verified: 'success', rejected: 'error' };

/** Where the section lives on /profile: a company's CNPJ is who it is ('Informações'); a person's registration is a qualification ('Experiência'). */
export const registrationsTab = (user: UserDTO): 'informacoes' | 'experiencia' => (user.userType === 'company' ? 'informacoes' : 'experiencia');

export function RegistrationsCard({ user }: { user: UserDTO }) {
  const kinds = VERIFICATION_KINDS.filter((kind) => canSubmitVerification(user, kind));
  if (!kinds.length) return null;
  const isCompany = user.userType === 'company';
  return (
    <Paper component="section" variant="outlined" aria-labelledby="registros-titulo" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
      <Typography id="registros-titulo" component="h2" variant="h6">
        {isCompany ? 'Registro da empresa' : 'Registros profissionais'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {isCompany
          ? 'Informe o CNPJ: depois da verificação por um administrador, suas vagas e seu perfil mostram o selo “Empresa verificada”.'
          : 'Informe seu CREA ou CRT: depois da verificação por um administrador, seu perfil mostra o selo do conselho.'}
      </Typography>
      <Registrations kinds={kinds} />
    </Paper>
  );
}

function Registrations({ kinds }: { kinds: VerificationKind[] }) {
  const { data, isLoading, isError, refetch } = useGetMyVerificationsQuery();
  if (isLoading) return <SectionLoader label="Carregando registros..." />;
  if (isError || !data) {
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorState message="Não foi possível carregar seus registros." onRetry={refetch} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 2, gridTemplateColumns: { xs: '1fr', md: kinds.length > 1 ? '1fr 1fr' : '1fr' } }}>
      {kinds.map((kind) => (
        <RegistrationForm key={kind} kind={kind} record={data.find((item) => item.kind === kind) ?? null} />
      ))}
    </Box>
  );
}

function RegistrationForm({ kind, record }: { kind: VerificationKind; record: VerificationDTO | null }) {
  const texts = FORMS[kind];
  const headingId = useId();
  const [send, sending] = useSubmitVerificationMutation();
  const withDocument = needsDocument(kind);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  // Required with the first submission; afterwards the one on record stays until another is chosen.
  const missingDocument = () => (withDocument && !documentFile && !record?.documentUrl ? VERIFICATION_MESSAGES.documentRequired : null);
  const { values, field, submit } = useRuleForm(
    VERIFICATION_RULES,
    { number: record?.number ?? '', council: record?.council ?? '' },
    async (value) => {
      try {
        await send({ kind, number: value.number, ...(value.council ? { council: value.council } : {}), file: documentFile }).unwrap();
        setDocumentFile(null);
      } catch (error) {
        setDocumentError(fieldErrors(error).document ?? null);
        throw error;
      }
    },
    (value) => {
      const missing = missingDocument();
      setDocumentError(missing);
      return { ...verificationErrors(kind, value), ...(missing ? { document: missing } : {}) };
    },
  );
  // Sending what is on record again only matters when it was refused or comes with a new document: otherwise nothing would change.
  const unchanged =
    record !== null &&
    record.status !== 'rejected' &&
    !documentFile &&
    registrationKey(kind, values.number) === registrationKey(kind, record.number) &&
    (values.council || null) === record.council;
  const number = field('number');
  const council = field('council');

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {texts.heading}
      </Typography>
      <RegistrationStatus record={record} />
      <TextField
        {...number}
        helperText={number.helperText ?? texts.hint}
        label={texts.numberLabel}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: kind === 'cnpj' ? 18 : 20, autoCapitalize: 'characters', spellCheck: false } }}
      />
      {texts.councils ? (
        <TextField {...council} select label={texts.councilLabel} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">Selecione</option>
          {texts.councils.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
      ) : null}
      {withDocument ? (
        <FilePicker
          label={DOCUMENT_LABEL}
          hint={DOCUMENT_HINT}
          accept={`${DOCUMENT_ACCEPT},${IMAGE_ACCEPT}`}
          file={documentFile}
          onPick={(file) => {
            setDocumentFile(file);
            setDocumentError(null);
          }}
          currentName={record?.documentUrl ? (record.documentName ?? 'Documento enviado') : null}
          currentUrl={record?.documentUrl ?? null}
          error={documentError}
        />
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={sending.isLoading || unchanged}>
          {sending.isLoading ? 'Enviando...' : record ? 'Atualizar' : 'Enviar para verificação'}
        </Button>
      </Box>
    </Box>
  );
}

/** The record as stored and its review: a live region, so a decision arriving over the socket is read out. */
function RegistrationStatus({ record }: { record: VerificationDTO | null }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      {record ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip size="small" color={STATUS_COLORS[record.status]} label={VERIFICATION_STATUS_LABELS[record.status]} data-testid="verification-status" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {[registrationTitle(record), councilLabel(record)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {record.status === 'rejected' && record.rejectionReason ? (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              Motivo: {record.rejectionReason}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {record.decidedAt ? `Decidido em ${formatDateTime(record.decidedAt)}` : `Enviado em ${formatDateTime(record.submittedAt)}`}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nenhum registro enviado.
        </Typography>
      )}
    </Box>
  );
}
