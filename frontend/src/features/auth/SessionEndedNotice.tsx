/**
 * Why this page was signed out (issue 25): the account suspended, the password changed in another
 * session, the session ended from 'Sessões' or left unused. A notice that stays until closed, at
 * the top of the window, over a page that is now a visitor's — not a modal: the page behind (its
 * 'Acesso necessário', its public content) stays readable and reachable.
 *
 * It takes the focus when it appears ('Entrar novamente', which opens /auth); Esc or 'Fechar'
 * closes it and gives the focus to the page's content. Loaded only when a session ends.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SESSION_ENDED_MESSAGES as M, type SessionEndReason } from '@conecta/common';
import { dismissSessionEnd } from './sessionEnd';

export default function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  const navigate = useNavigate();
  const signIn = useRef<HTMLButtonElement>(null);
  useEffect(() => signIn.current?.focus(), []);

  const close = () => {
    dismissSessionEnd();
    document.getElementById('conteudo')?.focus();
  };
  const signInAgain = () => {
    dismissSessionEnd();
    void navigate('/auth');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Paper
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="sessao-encerrada-titulo"
      aria-describedby="sessao-encerrada-motivo"
      data-session-ended={reason}
      elevation={8}
      onKeyDown={onKeyDown}
      sx={{
        position: 'fixed',
        top: 16,
        left: 16,
        right: 16,
        mx: 'auto',
        maxWidth: 440,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        p: 2,
        borderLeft: 4,
        borderColor: 'warning.main',
      }}
    >
      <Typography id="sessao-encerrada-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {M.title}
      </Typography>
      <Typography id="sessao-encerrada-motivo" variant="body2" sx={{ mt: 0.5 }}>
        {M.reasons[reason]}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button onClick={close}>{M.close}</Button>
        <Button ref={signIn} variant="contained" onClick={signInAgain}>
          {M.signInAgain}
        </Button>
      </Box>
    </Paper>
  );
}
