/**
 * Messaging safety controls (issue 5 "Live"): the 'Confirmação de leitura'
 * switch above the messages panel, and the thread header's menu with
 * 'Denunciar conversa' (a dialog asking for the reason).
 */
import { useState, type FormEvent } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { REPORT_LIMITS, REPORT_RULES, validateInput } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { useGetMessageSettingsQuery, useReportConversationMutation, useUpdateMessageSettingsMutation } from './messageSafetyApi';

export function ReadReceiptsSwitch() {
  const { data } = useGetMessageSettingsQuery();
  const [update, { isLoading }] = useUpdateMessageSettingsMutation();
  return (
    <FormControlLabel
      label="Confirmação de leitura"
      control={
        <Switch
          checked={data?.readReceipts ?? true}
          disabled={!data || isLoading}
          onChange={(event) => void update({ readReceipts: event.target.checked })}
        />
      }
    />
  );
}

export function ThreadMenu({ otherId, name }: { otherId: string; name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <IconButton aria-label="Mais opções da conversa" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} sx={{ ml: 'auto' }}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setReporting(true);
          }}
        >
          Denunciar conversa
        </MenuItem>
      </Menu>
      {reporting ? <ReportDialog otherId={otherId} name={name} onClose={() => setReporting(false)} /> : null}
    </>
  );
}

function ReportDialog({ otherId, name, onClose }: { otherId: string; name: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [report, { isLoading }] = useReportConversationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateInput(REPORT_RULES, { reason });
    if (!result.ok) {
      setError(result.errors.reason);
      return;
    }
    try {
      await report({ userId: otherId, ...result.value }).unwrap();
      onClose();
    } catch (err) {
      // The listener shows the toast; a field error from the server stays under the field.
      setError(fieldErrors(err).reason);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">Denunciar conversa</DialogTitle>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Conte à nossa equipe o que aconteceu na conversa com {name}. A outra pessoa não é avisada.
        </DialogContentText>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label="Motivo"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.reasonMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" color="error" disabled={isLoading}>
          Enviar denúncia
        </Button>
      </DialogActions>
      </Box>
    </Dialog>
  );
}
