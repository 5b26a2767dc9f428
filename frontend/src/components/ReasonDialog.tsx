/**
 * A form dialog that asks one reason (rejecting an item, reporting a conversation): the common
 * rules check it before anything is sent, and a reason the server refuses comes back under the
 * field. The caller's `onSend` settles how anything else ends: it resolves to close the dialog
 * (the listener's toast tells the rest), or rejects to keep it open.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { validateInput, type TextRule } from '@conecta/common';
import { fieldErrors } from '../api/errors';
import { FormDialog } from './FormDialog';

export function ReasonDialog({
  title,
  description,
  label,
  hint,
  rule,
  maxLength,
  submitLabel,
  busyLabel,
  onSend,
  onClose,
}: {
  title: string;
  description: ReactNode;
  label: string;
  /** Under the field while it holds no error. */
  hint?: string;
  /** The reason's rule (common/rules.ts), checked alone: the rest of the request is the caller's. */
  rule: TextRule;
  maxLength: number;
  submitLabel: string;
  busyLabel?: string;
  onSend: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateInput({ reason: rule }, { reason });
    if (!result.ok) {
      setError(result.errors.reason);
      return;
    }
    setSending(true);
    try {
      await onSend(result.value.reason);
      onClose();
    } catch (err) {
      setError(fieldErrors(err).reason);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={sending}
      onClose={onClose}
      onSubmit={submit}
      submitColor="error"
    >
      <TextField
        autoFocus
        multiline
        minRows={3}
        fullWidth
        label={label}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? hint}
        slotProps={{ htmlInput: { maxLength } }}
      />
    </FormDialog>
  );
}
