/**
 * Adds (no current record) or edits a credential, as PortfolioDialog does its items: checked in
 * the browser by the server's own rules before anything is sent (credentialForm.ts), a 400's
 * messages under their fields, and the certificate uploaded to the saved record — in add mode the
 * record is created first, and kept, so a refused file is retried on it rather than on a copy.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, CREDENTIAL_LIMITS, DOCUMENT_ACCEPT, IMAGE_ACCEPT, type CredentialDTO } from '@conecta/common';
import { errorText, fieldErrors } from '../../api/errors';
import { FilePicker } from '../../components/FilePicker';
import { FormDialog } from '../../components/FormDialog';
import { bindFields } from '../../lib/formFields';
import { focusFirstInvalid } from '../../lib/useRuleForm';
import { CREDENTIAL_FIELDS, checkCredential, codeOption, formOf, otherCredentials, type CredentialForm } from './credentialForm';
import { useCreateCredentialMutation, useRemoveCertificateMutation, useUpdateCredentialMutation, useUploadCertificateMutation } from './credentialsApi';

/** Not in common: the file control's label names what the upload route accepts (CREDENTIAL_MESSAGES.certificateType). */
const CERTIFICATE_LABEL = 'Certificado (PDF até 10 MB ou imagem até 5 MB, opcional)';

export function CredentialDialog({ credential, all, onClose }: { credential: CredentialDTO | null; all: readonly CredentialDTO[]; onClose: () => void }) {
  // The record being edited; set after the first save in add mode so a failed upload is retried on it.
  const [current, setCurrent] = useState<CredentialDTO | null>(credential);
  const [form, setForm] = useState<CredentialForm>(() => formOf(credential));
  const [certificate, setCertificate] = useState<File | null>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [create, createState] = useCreateCredentialMutation();
  const [update, updateState] = useUpdateCredentialMutation();
  const [upload, uploadState] = useUploadCertificateMutation();
  const [removeFile, removeState] = useRemoveCertificateMutation();
  const saving = createState.isLoading || updateState.isLoading || uploadState.isLoading;
  const errors: Record<string, string> = { ...fieldErrors(createState.error ?? updateState.error), ...localErrors };
  const fileError = uploadState.error ?? removeState.error;

  const set = <K extends keyof CredentialForm>(key: K, value: CredentialForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's own message goes once it is changed; the others stay until the next Save.
    setLocalErrors((e) => {
      const rest = { ...e };
      delete rest[key];
      return rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    createState.reset();
    updateState.reset();
    const checked = checkCredential(form, otherCredentials(all, current?.id ?? null), new Date());
    setLocalErrors(checked.errors);
    if (!checked.ok) {
      focusFirstInvalid(formElement, [...CREDENTIAL_FIELDS], checked.errors);
      return;
    }
    try {
      const saved = current ? await update({ id: current.id, body: checked.value }).unwrap() : await create(checked.value).unwrap();
      setCurrent(saved);
      if (certificate) {
        await upload({ id: saved.id, file: certificate }).unwrap();
        setCertificate(null);
      }
      onClose();
    } catch (error) {
      // Field errors land under their fields (and take the focus); the toast comes from the listener.
      focusFirstInvalid(formElement, [...CREDENTIAL_FIELDS], fieldErrors(error));
    }
  };

  const fieldProps = bindFields(form, errors, (key, value) => set(key, value as never));
  const kind = form.code ? CREDENTIAL_CATALOGUE[form.code] : null;

  return (
    <FormDialog
      title={credential ? 'Editar certificação' : 'Adicionar certificação'}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...fieldProps('code', 'Norma')} select required autoFocus>
        {CREDENTIAL_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {codeOption(code)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...fieldProps('trainedOn', 'Data do treinamento')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          {...fieldProps('hours', 'Carga horária (horas)')}
          // The minimum of the chosen norm, until a message takes its place.
          helperText={errors.hours ?? (kind ? `Mínimo para ${kind.name}: ${kind.minHours} h` : undefined)}
          type="number"
          required
          slotProps={{ htmlInput: { min: 1, max: CREDENTIAL_LIMITS.hoursMax, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField {...fieldProps('institution', 'Instituição')} required slotProps={{ htmlInput: { maxLength: CREDENTIAL_LIMITS.institutionMax } }} />
      <TextField {...fieldProps('notes', 'Observações')} multiline minRows={2} />
      <FilePicker
        label={CERTIFICATE_LABEL}
        accept={`${DOCUMENT_ACCEPT},${IMAGE_ACCEPT}`}
        file={certificate}
        onPick={setCertificate}
        currentName={current?.certificateUrl ? (current.certificateName ?? 'Certificado atual') : null}
        currentUrl={current?.certificateUrl ?? null}
        onRemoveCurrent={current?.certificateUrl ? () => void removeFile(current.id).unwrap().then(setCurrent, () => undefined) : undefined}
      />
      {fileError ? <Alert severity="error">{errorText(fileError)}</Alert> : null}
    </FormDialog>
  );
}
