import Typography from '@mui/material/Typography';

/** A list page's title (the page's one h1) and the line under it. */
export function PageHeading({ title, lead, mb = 0 }: { title: string; lead: string; mb?: number }) {
  return (
    <>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb }}>
        {lead}
      </Typography>
    </>
  );
}
