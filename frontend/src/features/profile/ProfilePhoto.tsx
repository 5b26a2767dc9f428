/** The profile photo: a real upload (JPEG, PNG or WebP up to 5 MB), initials while there is none. */
import { useRef } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES, type UserDTO } from '@conecta/common';
import { errorText } from '../../api/errors';
import { useRemovePhotoMutation, useUploadPhotoMutation } from './profileApi';

export function ProfilePhoto({ user }: { user: UserDTO }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploadState] = useUploadPhotoMutation();
  const [remove, removeState] = useRemovePhotoMutation();
  const busy = uploadState.isLoading || removeState.isLoading;
  const failure = uploadState.error ?? removeState.error;


  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Avatar src={user.profileImageUrl ?? undefined} alt={user.profileImageUrl ? 'Foto de perfil' : ''} sx={{ width: 96, height: 96, fontSize: '2.2rem', bgcolor: 'primary.main' }}>
        {user.firstName.charAt(0).toUpperCase()}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label="Arquivo da foto de perfil"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
          event.target.value = '';
        }}
      />
      <Button size="small" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {uploadState.isLoading ? 'Enviando foto...' : 'Alterar foto'}
      </Button>
      {user.profileImageUrl ? (
        <Button size="small" color="inherit" disabled={busy} onClick={() => void remove()}>
          {removeState.isLoading ? 'Removendo...' : 'Remover foto'}
        </Button>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 180 }}>
        JPEG, PNG ou WebP até 5 MB
      </Typography>
      {failure ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center', maxWidth: 220 }}>
          {errorText(failure, UPLOAD_MESSAGES.storageFailed)}
        </Typography>
      ) : null}
    </Box>
  );
}
