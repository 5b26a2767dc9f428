/**
 * A question before an action that cannot simply be undone (suspend an account, delete a partner,
 * close a job): the text is the dialog's accessible description, Cancelar takes the focus (the
 * harmless choice under a stray Enter), and while the action runs the dialog stays open with both
 * buttons off. The caller closes it when the action succeeded; a failure leaves it open under
 * the listener's toast.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ConfirmDialog({
  open = true,
  title,
  text,
  confirmLabel,
  busyLabel,
  confirmColor = 'error',
  busy,
  onConfirm,
  onClose,
}: {
  /** Kept mounted with `open` false where the dialog should fade out with its text. */
  open?: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  confirmColor?: 'primary' | 'error';
  busy: boolean;
  onConfirm: () => unknown;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancelar
        </Button>
        <Button color={confirmColor} variant="contained" onClick={() => void onConfirm()} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
