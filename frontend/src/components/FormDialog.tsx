/**
 * The dialog around a form: full screen on a phone, not closable while sending, an optional
 * description (the dialog's accessible description), the fields in a column, Cancelar and the
 * submit button (which says `busyLabel`, if given, while `busy`). Every form in a dialog: the
 * publish dialogs, 'Alterar senha', the portfolio item, the admin's partner, a connection request,
 * a quote request, and the reasons (ReasonDialog: rejecting an item, reporting a conversation).
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';

export function FormDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  submitColor = 'primary',
  submitDisabled = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** 'error' where submitting refuses or reports something. */
  submitColor?: 'primary' | 'error';
  /** While the form cannot be sent as it stands (a message over its limit, an empty text). */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description ? (
            <DialogContentText id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
              {description}
            </DialogContentText>
          ) : null}
          <Stack sx={{ gap: 2, pt: description ? 2 : 1 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy || submitDisabled}>
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
