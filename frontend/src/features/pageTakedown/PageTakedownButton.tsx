/**
 * 'Retirar página do ar' / 'Republicar página' (issue 25) for one account in the panel: the whole
 * page — the public profile and every item it published — leaves the site with the reason its
 * owner reads, or comes back as it stands. Shown by common's rule (`pageTakedownAbilities`): to an
 * admin, on a company's or a professional's account. The server holds the same rule.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { PAGE_TAKEDOWN_MESSAGES as M, PAGE_TAKEDOWN_RULES, PUBLISHING_LIMITS, pageTakedownAbilities, type UserType } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useCurrentUser } from '../auth/session';
import { useRestorePageMutation, useTakeDownPageMutation } from './pageTakedownApi';

export interface PageAccount {
  id: string;
  /** How the panel names it (company name, else the person's). */
  name: string;
  userType: UserType;
  pageRemoved: boolean;
}

export function RestorePageDialog({ account, onClose }: { account: Pick<PageAccount, 'id' | 'name'>; onClose: () => void }) {
  const [restore, { isLoading }] = useRestorePageMutation();
  return (
    <ConfirmDialog
      title="Republicar página?"
      text={`O perfil de ${account.name} e suas publicações aprovadas voltam às listas, à busca e às suas páginas. O responsável será avisado.`}
      confirmLabel={M.restore}
      busyLabel="Republicando..."
      confirmColor="primary"
      busy={isLoading}
      onConfirm={async () => {
        const result = await restore({ userId: account.id });
        if (!('error' in result)) onClose();
      }}
      onClose={onClose}
    />
  );
}

export function PageTakedownButton({ account }: { account: PageAccount }) {
  const { user } = useCurrentUser();
  const abilities = pageTakedownAbilities(account, user ?? null);
  const [open, setOpen] = useState(false);
  const [takeDown] = useTakeDownPageMutation();
  if (!abilities.takeDown && !abilities.restore) return null;
  return (
    <>
      <Button size="small" variant="text" color={abilities.takeDown ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {abilities.takeDown ? M.takeDown : M.restore}
      </Button>
      {open && abilities.takeDown ? (
        <ReasonDialog
          title="Retirar página do ar?"
          description={`O perfil de ${account.name} e todas as suas vagas, cursos, eventos e serviços sairão das listas, da busca e das suas páginas. A conta continua entrando e verá o motivo; será avisada por e-mail. Você pode republicar depois.`}
          label="Motivo da retirada"
          hint="O responsável verá este motivo."
          rule={PAGE_TAKEDOWN_RULES.reason}
          maxLength={PUBLISHING_LIMITS.reasonMax}
          submitLabel={M.takeDown}
          busyLabel="Retirando..."
          onSend={(reason) => takeDown({ userId: account.id, reason }).unwrap()}
          onClose={() => setOpen(false)}
        />
      ) : null}
      {open && abilities.restore ? <RestorePageDialog account={account} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
