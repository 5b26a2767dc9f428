/**
 * Under the header while the signed-in account has not confirmed its e-mail (issue 22): until then
 * the platform mails it nothing but the link, so the person is told, and can ask for another link.
 * Its own chunk: only an unconfirmed account loads it (issue 14: the first load's budget).
 */
import { useId } from 'react';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@conecta/common';
import { errorText } from '../../api/errors';
import { useResendEmailConfirmationMutation } from '../../features/auth/emailVerificationApi';

export default function EmailVerificationBanner() {
  const [resend, { isLoading, isSuccess, isError, error }] = useResendEmailConfirmationMutation();
  const statusId = useId();
  const status = isLoading ? '' : isSuccess ? M.sent : isError ? errorText(error, 'Não foi possível enviar agora. Tente novamente mais tarde.') : '';

  return (
    <Box component="section" aria-label="Confirmação de e-mail" sx={{ bgcolor: '#fff8e1', borderBottom: 1, borderColor: 'warning.main' }}>
      <Container
        maxWidth="xl"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 1, px: { xs: 1.5, sm: 2 } }}
      >
        <EmailOutlinedIcon aria-hidden sx={{ color: '#8a5a00' }} />
        <Typography variant="body2" sx={{ flex: '1 1 200px', minWidth: 0, fontWeight: 500 }}>
          {M.banner}
        </Typography>
        {/* Never `disabled` while sending: a disabled button drops the keyboard focus to the page. */}
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          aria-busy={isLoading}
          aria-describedby={statusId}
          onClick={() => {
            if (!isLoading) void resend();
          }}
          sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
        >
          {isLoading ? M.resending : M.resend}
        </Button>
        {/* Always rendered, so screen readers hear what changes in it. */}
        <Typography
          id={statusId}
          role="status"
          variant="body2"
          sx={{ flexBasis: '100%', color: isError ? 'error.dark' : 'text.secondary' }}
        >
          {status}
        </Typography>
      </Container>
    </Box>
  );
}
