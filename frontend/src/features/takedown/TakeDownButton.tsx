/**
 * 'Retirar do ar' (issue 25): an admin takes a published item down from its own public page (a
 * job's page, a course's or an event's card) or from the panel, with the reason its owner reads.
 * Shown by common's rule (`takedownAbilities`) for the signed-in account; what is shown publicly
 * is approved, so the rule is read on 'approved'. The server holds the same rule.
 */
import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { PUBLISHING_LIMITS, TAKEDOWN_RULES, takedownAbilities, type JobStatus } from '@conecta/common';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useCurrentUser } from '../auth/session';
import { useTakeDownItemMutation, type TakedownTarget } from './takedownApi';

/** Whether the signed-in account may take down an item in `status` (a public one: approved). */
export function useCanTakeDown(status: JobStatus = 'approved'): boolean {
  const { user } = useCurrentUser();
  return takedownAbilities(status, user ?? null).takeDown;
}

export function TakeDownButton({ target, title, size = 'medium', variant = 'outlined' }: { target: TakedownTarget; title: string; size?: ButtonProps['size']; variant?: ButtonProps['variant'] }) {
  const allowed = useCanTakeDown();
  const [open, setOpen] = useState(false);
  const [takeDown] = useTakeDownItemMutation();
  if (!allowed) return null;
  return (
    <>
      <Button color="error" variant={variant} size={size} startIcon={<VisibilityOffIcon />} onClick={() => setOpen(true)}>
        Retirar do ar
      </Button>
      {open ? (
        <ReasonDialog
          title="Retirar do ar?"
          description={`“${title}” sairá de todas as listas, da busca e da sua página. O responsável verá o motivo e será avisado por e-mail. Você pode republicar depois em Painel › Publicações.`}
          label="Motivo da retirada"
          hint="O responsável verá este motivo."
          rule={TAKEDOWN_RULES.reason}
          maxLength={PUBLISHING_LIMITS.reasonMax}
          submitLabel="Retirar do ar"
          busyLabel="Retirando..."
          onSend={(reason) => takeDown({ ...target, reason }).unwrap()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
