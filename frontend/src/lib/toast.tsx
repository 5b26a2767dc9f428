/**
 * Toasts carry a title and a description (spec §8 pairs them, e.g.
 * 'Login realizado' / 'Bem-vindo de volta!'); this renders both in one snackbar.
 */
import { enqueueSnackbar, type VariantType } from 'notistack';
import Box from '@mui/material/Box';
import type { ToastText } from '../api/feedback';

export function showToast({ title, description }: ToastText, variant: VariantType = 'default'): void {
  enqueueSnackbar(
    <Box>
      <Box component="strong" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Box>
      {description ? <Box component="span" sx={{ display: 'block' }}>{description}</Box> : null}
    </Box>,
    { variant },
  );
}

/** When each text was last shown by `showToastOnce`. */
const recent = new Map<string, number>();
const REPEAT_AFTER_MS = 10_000;

/**
 * One toast for one piece of news told twice at once (a live push and the bell's notification of
 * the same cause carry the same words): the same title and description within 10 s show once.
 */
export function showToastOnce(text: ToastText, variant: VariantType = 'default'): void {
  const key = `${text.title}\n${text.description ?? ''}`;
  const now = Date.now();
  for (const [shown, at] of recent) if (now - at > REPEAT_AFTER_MS) recent.delete(shown);
  if (recent.has(key)) return;
  recent.set(key, now);
  showToast(text, variant);
}
