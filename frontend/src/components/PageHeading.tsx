import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A list page's title (the page's one h1) and the line under it; `action`
 * (a role's create button) sits to their right and wraps below on a phone.
 */
export function PageHeading({ title, lead, mb = 0, action }: { title: string; lead: string; mb?: number; action?: ReactNode }) {
  const heading = (
    <>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: action === undefined ? mb : 0 }}>
        {lead}
      </Typography>
    </>
  );
  if (action === undefined) return heading;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb }}>
      <Box>{heading}</Box>
      {action}
    </Box>
  );
}
