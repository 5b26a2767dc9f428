/**
 * /vagas' 'Criar alerta' (issue 26): saves the search in the URL as a job alert — the account's, or
 * a visitor's by e-mail (confirmed by a link first). The dialog is its own chunk: the list's first
 * load (server-drawn for visitors) carries only this button.
 */
import { lazy, Suspense, useState } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useCurrentUser } from '../auth/session';

const CreateAlertDialog = lazy(() => import('./CreateAlertDialog'));

export function CreateAlertButton({ search }: { search: URLSearchParams }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" startIcon={<NotificationsActiveIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Criar alerta
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CreateAlertDialog search={search} visitor={!user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
