/**
 * 'Sessões' on /profile (issue 22): every signed-in session of the account — its device, when it
 * signed in, its last use — with this one marked 'Esta sessão' and first. Any other can be ended
 * ('Encerrar'), or all of them at once ('Sair de todos os dispositivos'); the server closes their
 * sockets, so those tabs find themselves signed out at once (realtime/socket.ts). This one stays.
 * When a row goes, the focus moves to the section's heading rather than falling to the page.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SESSION_MESSAGES, type SessionDTO } from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from './sessionsApi';

export function SessionsCard() {
  const { data: sessions, isLoading, isError, refetch } = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const others = sessions?.filter((s) => !s.current) ?? [];
  const busy = ending.isLoading || endingOthers.isLoading;

  // Toasts come from the mutation listener (sessionsApi.ts); the focus leaves the removed buttons.
  const end = async (id: string) => {
    const ok = await endSession(id).unwrap().then(() => true, () => false);
    if (ok) heading.current?.focus();
  };
  const endAllOthers = async () => {
    const ok = await endOthers().unwrap().then(() => true, () => false);
    if (ok) heading.current?.focus();
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="sessoes-titulo" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id="sessoes-titulo" ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            {SESSION_MESSAGES.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {SESSION_MESSAGES.description}
          </Typography>
        </Box>
        {others.length > 0 ? (
          <Button variant="outlined" color="error" onClick={() => void endAllOthers()} disabled={busy}>
            {endingOthers.isLoading ? SESSION_MESSAGES.endingOthers : SESSION_MESSAGES.endOthers}
          </Button>
        ) : null}
      </Box>

      {isLoading ? (
        <SectionLoader label={SESSION_MESSAGES.loading} />
      ) : isError || !sessions ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState message={SESSION_MESSAGES.loadFailed} onRetry={refetch} />
        </Box>
      ) : (
        <>
          <Box component="ul" aria-label={SESSION_MESSAGES.title} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={ending.isLoading && ending.originalArgs === session.id}
                disabled={busy}
                onEnd={() => void end(session.id)}
              />
            ))}
          </Box>
          {others.length === 0 ? (
            <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
              {SESSION_MESSAGES.noOthers}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}

function SessionRow({ session, ending, disabled, onEnd }: { session: SessionDTO; ending: boolean; disabled: boolean; onEnd: () => void }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.device}</Typography>
          {session.current ? <Chip size="small" color="primary" label={SESSION_MESSAGES.current} /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Entrou em {formatDateTime(session.createdAt)} · Último uso em {formatDateTime(session.lastUsedAt)}
        </Typography>
      </Box>
      {session.current ? null : (
        // The device in the name: a screen reader hears which session the button ends.
        <Button size="small" color="error" onClick={onEnd} disabled={disabled} aria-label={`${ending ? SESSION_MESSAGES.ending : SESSION_MESSAGES.end} (${session.device})`}>
          {ending ? SESSION_MESSAGES.ending : SESSION_MESSAGES.end}
        </Button>
      )}
    </Box>
  );
}
