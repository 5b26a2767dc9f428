/**
 * MUI's components, imported by the entry on their own between the libraries and the app
 * (main.tsx): they are one chunk (vite.config.ts `mui`), and evaluating it in the app's task made
 * that task the page's longest (decision 0037). One export is enough to have the whole chunk run.
 */
export { default as Button } from '@mui/material/Button';
