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
