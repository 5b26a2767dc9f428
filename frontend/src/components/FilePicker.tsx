/**
 * A file chosen in a form to be uploaded after the record saves (the portfolio item's image and
 * document, a credential's certificate): its label, the current file's link with 'Remover', and a
 * real button that opens the chooser, and a hint or the refusal under it (read with the button). The button clicks the hidden input (as ProfilePhoto does),
 * so Enter and Space work: a <label> styled as a button is reached by Tab but ignores the keys.
 */
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export function FilePicker(props: {
  label: string;
  accept: string;
  file: File | null;
  onPick: (file: File | null) => void;
  currentName: string | null;
  currentUrl: string | null;
  onRemoveCurrent?: () => void;
  /** A line under the label (what the file is for, who sees it). */
  hint?: string;
  /** Why the form was refused for this file (required and missing): read with the button. */
  error?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const describedBy = useId();
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {props.label}
      </Typography>
      {props.currentUrl && props.currentName ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Link href={props.currentUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {props.currentName}
          </Link>
          {props.onRemoveCurrent ? (
            <Button size="small" color="inherit" onClick={props.onRemoveCurrent} aria-label={`Remover ${props.currentName}`}>
              Remover
            </Button>
          ) : null}
        </Box>
      ) : null}
      <input ref={input} type="file" hidden accept={props.accept} aria-label={props.label} onChange={(e) => props.onPick(e.target.files?.[0] ?? null)} />
      <Button
        size="small"
        variant="outlined"
        color={props.error ? 'error' : 'primary'}
        onClick={() => input.current?.click()}
        aria-describedby={props.hint || props.error ? describedBy : undefined}
        sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        {props.file ? `Selecionado: ${props.file.name}` : 'Escolher arquivo'}
      </Button>
      {props.hint || props.error ? (
        <Typography id={describedBy} role={props.error ? 'alert' : undefined} variant="caption" color={props.error ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }}>
          {props.error ?? props.hint}
        </Typography>
      ) : null}
    </Box>
  );
}
