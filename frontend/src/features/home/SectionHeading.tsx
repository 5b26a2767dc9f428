import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A home section's centred title (the section's `aria-labelledby` target) and its one-line lead. */
export function SectionHeading({ id, title, lead, gap = 4 }: { id: string; title: string; lead: string; gap?: number }) {
  return (
    <>
      <Typography id={id} component="h2" variant="h4" sx={{ textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      {lead ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: gap }}>
          {lead}
        </Typography>
      ) : (
        <Box sx={{ mb: gap - 1 }} />
      )}
    </>
  );
}
