/**
 * A file chosen in a form to be uploaded after the record saves (the portfolio item's image and
 * document, a credential's certificate): its label, the current file's link with 'Remover', and a
 * real button that opens the chooser. The button clicks the hidden input (as ProfilePhoto does),
 * so Enter and Space work: a <label> styled as a button is reached by Tab but ignores the keys.
 */
import { useRef } from 'react';
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
}) {
  const input = useRef<HTMLInputElement>(null);
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
      <Button size="small" variant="outlined" onClick={() => input.current?.click()} sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}>
        {props.file ? `Selecionado: ${props.file.name}` : 'Escolher arquivo'}
      </Button>
    </Box>
  );
}
