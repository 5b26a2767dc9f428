/**
 * 'Certificações' on /profile (issue 24): a person's training records under the regulatory norms.
 * A tab of its own, not a part of 'Experiência': like the portfolio's items, these are records with
 * files (the certificate), each added, edited and removed on its own through a dialog, with a state
 * that changes by itself as days pass ('Vence em N dias'); 'Experiência' is the profile's free text,
 * edited with the rest of the profile by 'Editar perfil', where a list like this does not fit.
 * People only (common's canHoldCredentials): ProfilePage offers the tab to no company or admin.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CredentialDTO } from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { CredentialDialog } from './CredentialDialog';
import { CredentialList } from './CredentialList';
import { credentialTitle } from './credentialForm';
import { useDeleteCredentialMutation, useGetMyCredentialsQuery } from './credentialsApi';

/** Not in common: the tab's own words (CREDENTIAL_MESSAGES holds the rules' and the API's). */
export const CREDENTIALS_TEXTS = {
  empty: 'Nenhuma certificação cadastrada',
  loadFailed: 'Não foi possível carregar as certificações.',
  loading: 'Carregando certificações...',
  removeTitle: 'Excluir certificação?',
  removeText: (name: string) => `A certificação ${name} e o seu certificado serão excluídos. Essa ação não pode ser desfeita.`,
} as const;

export function CredentialsTab() {
  const { data, isLoading, isError, refetch } = useGetMyCredentialsQuery();
  const [deleteCredential, deleteState] = useDeleteCredentialMutation();
  // `undefined`: closed; `null`: add mode; a record: edit mode. A new key per opening resets the form.
  const [editing, setEditing] = useState<CredentialDTO | null | undefined>(undefined);
  const [openings, setOpenings] = useState(0);
  const [removing, setRemoving] = useState<CredentialDTO | null>(null);

  const open = (credential: CredentialDTO | null) => {
    setOpenings((n) => n + 1);
    setEditing(credential);
  };

  const remove = async (credential: CredentialDTO) => {
    // Closed when it succeeded; a failure keeps the question open under the listener's toast.
    const done = await deleteCredential(credential.id).unwrap().then(() => true, () => false);
    if (done) setRemoving(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {/* The check before sending reads the other records (NR-10 SEP needs a básico): none to add to until they are known. */}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)} disabled={!data}>
          Adicionar certificação
        </Button>
      </Box>
      {isLoading ? (
        <SectionLoader label={CREDENTIALS_TEXTS.loading} />
      ) : isError || !data ? (
        <ErrorState message={CREDENTIALS_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message={CREDENTIALS_TEXTS.empty} />
      ) : (
        <CredentialList
          items={data}
          actions={(credential) => (
            <>
              <Button size="small" startIcon={<EditIcon />} onClick={() => open(credential)} aria-label={`Editar ${credentialTitle(credential)}`}>
                Editar
              </Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setRemoving(credential)} aria-label={`Excluir ${credentialTitle(credential)}`}>
                Excluir
              </Button>
            </>
          )}
        />
      )}
      {editing !== undefined && data ? <CredentialDialog key={openings} credential={editing} all={data} onClose={() => setEditing(undefined)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={CREDENTIALS_TEXTS.removeTitle}
          text={CREDENTIALS_TEXTS.removeText(credentialTitle(removing))}
          confirmLabel="Excluir"
          busyLabel="Excluindo..."
          busy={deleteState.isLoading}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Box>
  );
}
