/**
 * Messaging safety controls (issue 5 "Live"): the 'Confirmação de leitura'
 * switch above the messages panel, and the thread header's menu with
 * 'Denunciar conversa' (a dialog asking for the reason).
 */
import { useState } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { MESSAGES_FROM, MESSAGES_FROM_LABELS, MESSAGES_FROM_TITLE, REPORT_LIMITS, REPORT_RULES, type MessagesFrom } from '@conecta/common';
import { ReasonDialog } from '../../components/ReasonDialog';
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

/** 'Quem pode me enviar mensagens' (issue 26): Todos (the default) or Apenas contatos; the server enforces it. */
export function MessagesFromSelect() {
  const { data } = useGetMessageSettingsQuery();
  const [update, { isLoading }] = useUpdateMessageSettingsMutation();
  return (
    <TextField
      select
      size="small"
      label={MESSAGES_FROM_TITLE}
      value={data?.messagesFrom ?? 'everyone'}
      disabled={!data || isLoading}
      onChange={(event) => data && void update({ readReceipts: data.readReceipts, messagesFrom: event.target.value as MessagesFrom })}
      sx={{ minWidth: 240 }}
    >
      {MESSAGES_FROM.map((value) => (
        <MenuItem key={value} value={value}>
          {MESSAGES_FROM_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ThreadMenu({ otherId, name }: { otherId: string; name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [report] = useReportConversationMutation();
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
      {reporting ? (
        <ReasonDialog
          title="Denunciar conversa"
          description={`Conte à nossa equipe o que aconteceu na conversa com ${name}. A outra pessoa não é avisada.`}
          label="Motivo"
          rule={REPORT_RULES.reason}
          maxLength={REPORT_LIMITS.reasonMax}
          submitLabel="Enviar denúncia"
          // The listener shows the toast; a field error from the server stays under the field.
          onSend={(reason) => report({ userId: otherId, reason }).unwrap()}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}
