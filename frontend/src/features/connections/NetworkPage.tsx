/**
 * /rede, 'Rede de Contatos' (issue 26): my contacts (with a search among them and 'Enviar mensagem'
 * to each), the requests I received (accept or decline) and those I sent (withdraw), one tab each
 * with the tab in the URL (`?aba=recebidas`, where the bell's notice leads). Everything reads my one
 * cached lists answer, which the server's pushes keep current: a request arriving or accepted shows
 * here without a reload.
 */
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONNECTION_LABELS as L, CONNECTION_TAB_TEXTS as T, canConnect, skillKey as foldText, type ConnectionDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../lib/format';
import { contactPath, profilePath } from '../directory/directoryLinks';
import { SignedInOnly } from '../publishing/AccessNotice';
import { useAcceptConnectionMutation, useEndConnectionMutation, useGetConnectionsQuery } from './connectionsApi';

const TABS = ['contacts', 'received', 'sent'] as const;
type TabKey = (typeof TABS)[number];
/** The URL's words for each tab (the page is Portuguese, so is its address). */
const TAB_PARAMS: Readonly<Record<TabKey, string>> = { contacts: 'contatos', received: 'recebidas', sent: 'enviadas' };
const tabOfParam = (value: string | null): TabKey => TABS.find((tab) => TAB_PARAMS[tab] === value) ?? 'contacts';

function PersonRow({ connection, children }: { connection: ConnectionDTO; children: React.ReactNode }) {
  const { person } = connection;
  const nameId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', listStyle: 'none' }} data-testid="network-row">
      <Avatar src={person.imageUrl ?? undefined} alt="" variant={person.userType === 'company' ? 'rounded' : 'circular'} sx={{ bgcolor: 'secondary.main' }}>
        {person.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Link id={nameId} component={RouterLink} to={profilePath(person.id)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {person.name}
        </Link>
        {person.headline ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {person.headline}
          </Typography>
        ) : null}
        {connection.state !== 'connected' && connection.message ? (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            “{connection.message}”
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {connection.state === 'connected' && connection.connectedAt
            ? `Conectados desde ${formatDateTime(connection.connectedAt)}`
            : `Enviada em ${formatDateTime(connection.requestedAt)}`}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Paper>
  );
}

function RowList({ rows, children }: { rows: ConnectionDTO[]; children: (row: ConnectionDTO) => React.ReactNode }) {
  return (
    <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0 }}>
      {rows.map((row) => (
        <PersonRow key={row.person.id} connection={row}>
          {children(row)}
        </PersonRow>
      ))}
    </Stack>
  );
}

function Contacts({ rows }: { rows: ConnectionDTO[] }) {
  const [search, setSearch] = useState('');
  const [end, { isLoading }] = useEndConnectionMutation();
  const needle = foldText(search.trim());
  const shown = useMemo(() => (needle ? rows.filter((row) => foldText(`${row.person.name} ${row.person.headline ?? ''}`).includes(needle)) : rows), [rows, needle]);
  if (rows.length === 0) {
    return (
      <EmptyState message={T.contacts.empty}>
        <Button variant="contained" href="/profissionais">
          Ver profissionais
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <TextField
        type="search"
        label={T.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: 420 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown.length === 1 ? '1 contato' : `${shown.length} contatos`}
      </Typography>
      {shown.length === 0 ? (
        <EmptyState message={T.contacts.searchEmpty} />
      ) : (
        <RowList rows={shown}>
          {(row) => (
            <>
              <Button variant="contained" size="small" component={RouterLink} to={contactPath(row.person.id, true)} aria-label={`${L.message} para ${row.person.name}`}>
                {L.message}
              </Button>
              <Button size="small" color="inherit" disabled={isLoading} onClick={() => void end({ userId: row.person.id, was: 'connected' })} aria-label={`${L.remove}: ${row.person.name}`}>
                {L.remove}
              </Button>
            </>
          )}
        </RowList>
      )}
    </>
  );
}

function Received({ rows }: { rows: ConnectionDTO[] }) {
  const [accept, { isLoading: accepting }] = useAcceptConnectionMutation();
  const [end, { isLoading: declining }] = useEndConnectionMutation();
  if (rows.length === 0) return <EmptyState message={T.received.empty} />;
  return (
    <RowList rows={rows}>
      {(row) => (
        <>
          <Button variant="contained" size="small" disabled={accepting || declining} onClick={() => void accept(row.person.id)} aria-label={`${L.accept} a solicitação de ${row.person.name}`}>
            {L.accept}
          </Button>
          <Button variant="outlined" size="small" disabled={accepting || declining} onClick={() => void end({ userId: row.person.id, was: 'received' })} aria-label={`${L.decline} a solicitação de ${row.person.name}`}>
            {L.decline}
          </Button>
        </>
      )}
    </RowList>
  );
}

function Sent({ rows }: { rows: ConnectionDTO[] }) {
  const [end, { isLoading }] = useEndConnectionMutation();
  if (rows.length === 0) return <EmptyState message={T.sent.empty} />;
  return (
    <RowList rows={rows}>
      {(row) => (
        <Button variant="outlined" size="small" disabled={isLoading} onClick={() => void end({ userId: row.person.id, was: 'sent' })} aria-label={`${L.withdraw} para ${row.person.name}`}>
          {L.withdraw}
        </Button>
      )}
    </RowList>
  );
}

function NetworkTabs({ meId }: { meId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOfParam(params.get('aba'));
  const panelId = useId();
  const tabId = (of: TabKey) => `${panelId}-tab-${of}`;
  const { data, isLoading, isError, refetch } = useGetConnectionsQuery(meId);
  const count = (of: TabKey) => (data ? data[of].length : 0);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) => setParams(value === 'contacts' ? {} : { aba: TAB_PARAMS[value] }, { replace: true })}
        variant="fullWidth"
        aria-label="Sua rede"
        sx={{ mb: 3, maxWidth: 560 }}
      >
        {TABS.map((of) => (
          <Tab
            key={of}
            value={of}
            id={tabId(of)}
            aria-controls={panelId}
            label={
              of === 'received' && count('received') > 0 ? (
                <Badge color="primary" badgeContent={count('received')} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                  {T[of].tab}
                </Badge>
              ) : (
                `${T[of].tab}${data ? ` (${count(of)})` : ''}`
              )
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {isLoading ? (
          <SectionLoader label={T.loading} />
        ) : isError || !data ? (
          <ErrorState message={T.error} onRetry={() => void refetch()} />
        ) : tab === 'contacts' ? (
          <Contacts rows={data.contacts} />
        ) : tab === 'received' ? (
          <Received rows={data.received} />
        ) : (
          <Sent rows={data.sent} />
        )}
      </Box>
    </>
  );
}

export default function NetworkPage() {
  return (
    <PageFrame width="md" title="Rede de Contatos" lead="Seus contatos e as solicitações de conexão enviadas e recebidas.">
      <SignedInOnly
        signIn="Faça login para ver sua rede de contatos."
        refusal={(user) =>
          canConnect(user.userType) ? null : { title: 'Indisponível para esta conta', message: 'Apenas estudantes, profissionais e empresas têm uma rede de contatos.' }
        }
      >
        {(user) => <NetworkTabs meId={user.id} />}
      </SignedInOnly>
    </PageFrame>
  );
}
