/**
 * What the admin's review lists share (content moderation, and the registrations' 'Verificações'):
 * a pending list in its states (loading, failed with a retry, empty, the items) and its cards —
 * a titled article with who sent it, its chips and when, whatever else the list adds, and two
 * decisions: approve at once, or reject with a reason a dialog asks for, checked by the shared
 * rule (REJECT_RULES). The toasts come from the mutations' feedback; a refused reason stays under the
 * field, anything else ends the dialog.
 */
import { useId, useState, type ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLISHING_LIMITS, REJECT_RULES } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { ReasonDialog } from '../../components/ReasonDialog';

export interface ListQuery<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function PendingList<T extends { id: string }>({
  query,
  empty,
  loadingLabel = 'Carregando itens pendentes...',
  errorMessage = 'Não foi possível carregar os itens pendentes.',
  render,
}: {
  query: ListQuery<T>;
  empty: string;
  loadingLabel?: string;
  errorMessage?: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isLoading) return <SectionLoader label={loadingLabel} />;
  if (query.isError && !query.data) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return <EmptyState message={empty} />;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((item) => (
        <Box component="li" key={item.id}>
          {render(item)}
        </Box>
      ))}
    </Stack>
  );
}

export interface Decisions {
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  busy: boolean;
}

export interface DecisionTexts {
  /** The buttons' words ('Aprovar' / 'Rejeitar', 'Verificar' / 'Recusar'). */
  approve: string;
  reject: string;
  /** What the item is, in the buttons' accessible names ('vaga: Técnico de O&M'): a list holds many. */
  subject: string;
  dialogTitle: string;
  dialogDescription: string;
  reasonLabel: string;
  busyLabel: string;
}

export interface PendingCardProps {
  title: string;
  byline: string;
  chips: string[];
  /** What the list vouches for about the sender, before the chips (moderation's 'Empresa verificada'). */
  badges?: ReactNode;
  /** Who sent it and when ('Enviado por … em …'). */
  submitted: string;
  /** What the list shows besides (moderation's description on demand). */
  children?: ReactNode;
  texts: DecisionTexts;
  decisions: Decisions;
}

export function PendingCard({ title, byline, chips, badges, submitted, children, texts, decisions }: PendingCardProps) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {byline}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {badges}
          {chips.map((chip) => (
            <Chip key={chip} size="small" variant="outlined" label={chip} sx={{ maxWidth: '100%' }} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {submitted}
        </Typography>
        {children}
      </CardContent>
      <DecisionActions texts={texts} decisions={decisions} />
    </Card>
  );
}

function DecisionActions({ texts, decisions }: { texts: DecisionTexts; decisions: Decisions }) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={decisions.busy}
          aria-label={`${texts.approve} ${texts.subject}`}
          onClick={() => void decisions.approve().catch(() => undefined)}
        >
          {texts.approve}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={decisions.busy}
          aria-label={`${texts.reject} ${texts.subject}`}
          onClick={() => setRejecting(true)}
        >
          {texts.reject}
        </Button>
      </CardActions>
      {rejecting ? (
        <ReasonDialog
          title={texts.dialogTitle}
          description={texts.dialogDescription}
          label={texts.reasonLabel}
          hint={`Entre ${PUBLISHING_LIMITS.reasonMin} e ${PUBLISHING_LIMITS.reasonMax} caracteres.`}
          rule={REJECT_RULES.reason}
          maxLength={PUBLISHING_LIMITS.reasonMax}
          submitLabel={texts.reject}
          busyLabel={texts.busyLabel}
          // The toast comes from the mutation listener; a refused reason stays under the field, anything else ends the dialog.
          onSend={(reason) =>
            decisions.reject(reason).catch((err: unknown) => {
              if (fieldErrors(err).reason) throw err;
            })
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </>
  );
}
