/**
 * The admin panel's users tab (issue 13): search by name or e-mail, filter by type, a table on
 * wide screens and cards on narrow ones, the verified switch (spec §4 User verification, toast
 * 'Status do usuário atualizado!') and suspend / reactivate after a confirmation; a company's or
 * professional's page taken down or republished (issue 25, features/pageTakedown).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ADMIN_USERS_PAGE_SIZE, USER_TYPES, USER_TYPE_LABELS, type AdminUserDTO, type UserType } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NumberedList, useNumberedPage } from '../../components/NumberedList';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import { useCurrentUser } from '../auth/session';
import { PageTakedownButton } from '../pageTakedown/PageTakedownButton';
import { useGetAdminUsersQuery, useSetAdminRightsMutation, useSuspendUserMutation, useVerifyUserMutation } from './adminSiteApi';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

const fullName = (user: AdminUserDTO) => `${user.firstName} ${user.lastName}`.trim();
/** The account as the page's take-down names it (issue 25): the company's name, else the person's. */
const pageAccount = (user: AdminUserDTO) => ({ id: user.id, name: user.companyName || fullName(user), userType: user.userType, pageRemoved: user.pageRemoved });

function VerifiedSwitch({ user }: { user: AdminUserDTO }) {
  const [verify, { isLoading }] = useVerifyUserMutation();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={user.isVerified}
          disabled={isLoading}
          onChange={(event) => void verify({ userId: user.id, isVerified: event.target.checked })}
          slotProps={{ input: { 'aria-label': `Verificado: ${fullName(user)}` } }}
        />
      }
      label="Verificado"
    />
  );
}

function SuspendButton({ user, onAsk, self }: { user: AdminUserDTO; onAsk: (user: AdminUserDTO) => void; self: boolean }) {
  if (self) return <Typography variant="body2" color="text.secondary">Sua conta</Typography>;
  return (
    <Button size="small" variant="outlined" color={user.isSuspended ? 'primary' : 'error'} onClick={() => onAsk(user)}>
      {user.isSuspended ? 'Reativar' : 'Suspender'}
    </Button>
  );
}

/** Admin rights (issue 25): given by the flag, so not offered on an admin-type account nor on one's own. */
function AdminRightsButton({ user, onAsk, self }: { user: AdminUserDTO; onAsk: (user: AdminUserDTO) => void; self: boolean }) {
  if (self || user.userType === 'admin') return null;
  return (
    <Button size="small" variant="text" onClick={() => onAsk(user)}>
      {user.isAdmin ? 'Remover admin' : 'Tornar admin'}
    </Button>
  );
}

function StatusChips({ user }: { user: AdminUserDTO }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={USER_TYPE_LABELS[user.userType]} />
      {user.isAdmin && user.userType !== 'admin' ? <Chip size="small" color="secondary" label="Admin" /> : null}
      {user.isSuspended ? <Chip size="small" color="error" label="Suspenso" /> : null}
      {user.pageRemoved ? <Chip size="small" color="warning" label="Página fora do ar" /> : null}
    </Stack>
  );
}

/** A flag of an account turned on or off after a question: the words for each way, and the write. */
interface FlagChange {
  title: string;
  text: (who: string) => string;
  confirmLabel: string;
  confirmColor: 'primary' | 'error';
}

function ConfirmFlagChange({ user, onClose, change, run, busy }: { user: AdminUserDTO | null; onClose: () => void; change: FlagChange | null; run: (user: AdminUserDTO) => Promise<boolean>; busy: boolean }) {
  const confirm = async () => {
    if (user && (await run(user))) onClose();
  };
  return (
    <ConfirmDialog
      open={!!user}
      title={change?.title ?? ''}
      text={user && change ? change.text(`${fullName(user)} (${user.email})`) : ''}
      confirmLabel={change?.confirmLabel ?? ''}
      confirmColor={change?.confirmColor ?? 'primary'}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** Whether a mutation's result was a success (a refusal's toast comes from the listener). */
const succeeded = (result: Promise<object>) => result.then((r) => !('error' in r), () => false);

const SUSPEND: Record<'on' | 'off', FlagChange> = {
  on: { title: 'Suspender usuário?', text: (who) => `${who} não poderá entrar na plataforma e será desconectado(a) agora.`, confirmLabel: 'Suspender', confirmColor: 'error' },
  off: { title: 'Reativar usuário?', text: (who) => `${who} poderá entrar na plataforma novamente.`, confirmLabel: 'Reativar', confirmColor: 'primary' },
};

function ConfirmSuspend({ user, onClose }: { user: AdminUserDTO | null; onClose: () => void }) {
  const [suspend, { isLoading }] = useSuspendUserMutation();
  const suspending = !user?.isSuspended;
  return (
    <ConfirmFlagChange
      user={user}
      onClose={onClose}
      change={user ? SUSPEND[suspending ? 'on' : 'off'] : null}
      run={(target) => succeeded(suspend({ userId: target.id, isSuspended: suspending }))}
      busy={isLoading}
    />
  );
}

const ADMIN_RIGHTS: Record<'on' | 'off', FlagChange> = {
  on: { title: 'Tornar administrador?', text: (who) => `${who} poderá moderar, suspender contas e mudar as configurações do site.`, confirmLabel: 'Tornar admin', confirmColor: 'primary' },
  off: { title: 'Remover acesso de administrador?', text: (who) => `${who} deixará de acessar o painel administrativo.`, confirmLabel: 'Remover admin', confirmColor: 'error' },
};

function ConfirmAdminRights({ user, onClose }: { user: AdminUserDTO | null; onClose: () => void }) {
  const [setRights, { isLoading }] = useSetAdminRightsMutation();
  const granting = !user?.isAdmin;
  return (
    <ConfirmFlagChange
      user={user}
      onClose={onClose}
      change={user ? ADMIN_RIGHTS[granting ? 'on' : 'off'] : null}
      run={(target) => succeeded(setRights({ userId: target.id, isAdmin: granting }))}
      busy={isLoading}
    />
  );
}

export default function UsersTab() {
  const [q, setQ] = useState('');
  const [userType, setUserType] = useState<UserType | ''>('');
  const [page, setPage] = useNumberedPage(q, userType);
  const [asking, setAsking] = useState<AdminUserDTO | null>(null);
  const [askingAdmin, setAskingAdmin] = useState<AdminUserDTO | null>(null);
  const { user: me } = useCurrentUser();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const users = useGetAdminUsersQuery({ q, userType, page });

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        Usuários
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <SearchField id="admin-users-q" label="Buscar por nome ou e-mail" committed={q} onSearch={setQ} />
        <Box sx={{ minWidth: { sm: 200 } }}>
          <FilterSelect
            id="admin-users-type"
            label="Tipo"
            value={userType}
            options={TYPE_OPTIONS}
            allLabel="Todos"
            onChange={(value) => setUserType(value as UserType | '')}
          />
        </Box>
      </Stack>

      <NumberedList query={users} pageSize={ADMIN_USERS_PAGE_SIZE} page={page} onPage={setPage} loadingLabel="Carregando usuários..." errorMessage="Não foi possível carregar os usuários." emptyMessage="Nenhum usuário encontrado">
        {(items, total) => (
          <>
            <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
              {total === 1 ? '1 usuário' : `${total} usuários`}
            </Typography>
            {narrow ? (
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }} aria-label="Usuários">
                {items.map((user) => (
                  <Card component="li" key={user.id} variant="outlined" data-user={user.email}>
                    <CardContent sx={{ display: 'grid', gap: 1 }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                          {user.email}
                        </Typography>
                      </Box>
                      <StatusChips user={user} />
                      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                        <VerifiedSwitch user={user} />
                        <SuspendButton user={user} onAsk={setAsking} self={user.id === me?.id} />
                        <AdminRightsButton user={user} onAsk={setAskingAdmin} self={user.id === me?.id} />
                        <PageTakedownButton account={pageAccount(user)} />
                      </Stack>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            ) : (
              <TableContainer>
                <Table size="small" aria-label="Usuários">
                  <TableHead>
                    <TableRow>
                      <TableCell>Nome</TableCell>
                      <TableCell>E-mail</TableCell>
                      <TableCell>Tipo</TableCell>
                      <TableCell>Verificação</TableCell>
                      <TableCell>Conta</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {items.map((user) => (
                      <TableRow key={user.id} data-user={user.email}>
                        <TableCell>{fullName(user)}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                        <TableCell>
                          <StatusChips user={user} />
                        </TableCell>
                        <TableCell>
                          <VerifiedSwitch user={user} />
                        </TableCell>
                        <TableCell>
                          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <SuspendButton user={user} onAsk={setAsking} self={user.id === me?.id} />
                            <AdminRightsButton user={user} onAsk={setAskingAdmin} self={user.id === me?.id} />
                            <PageTakedownButton account={pageAccount(user)} />
                          </Stack>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </NumberedList>
      <ConfirmSuspend user={asking} onClose={() => setAsking(null)} />
      <ConfirmAdminRights user={askingAdmin} onClose={() => setAskingAdmin(null)} />
    </Box>
  );
}
