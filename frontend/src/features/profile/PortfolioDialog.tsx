/**
 * Adds (no current id) or edits (the item's id) a portfolio item (spec §4
 * Portfolio dialog). Files are uploaded to the saved item: in add mode the
 * item is created first. After saving the dialog closes and the form resets;
 * the list refreshes through the Portfolio tag.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_LABELS,
  PORTFOLIO_ITEM_RULES,
  PORTFOLIO_MESSAGES,
  validateInput,
  type PortfolioCategory,
  type PortfolioItemDTO,
  type PortfolioItemPayload,
} from '@conecta/common';
import { errorText, fieldErrors } from '../../api/errors';
import { FilePicker } from '../../components/FilePicker';
import { FormDialog } from '../../components/FormDialog';
import { bindFields } from '../../lib/formFields';
import { splitList } from './lists';
import { useCreatePortfolioItemMutation, useRemovePortfolioFileMutation, useUpdatePortfolioItemMutation, useUploadPortfolioFileMutation } from './profileApi';

interface PortfolioForm {
  title: string;
  description: string;
  category: PortfolioCategory;
  projectUrl: string;
  startDate: string;
  endDate: string;
  location: string;
  technologies: string;
  skills: string;
  achievements: string;
}

function formOf(item: PortfolioItemDTO | null): PortfolioForm {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    category: item?.category ?? 'project',
    projectUrl: item?.projectUrl ?? '',
    startDate: item?.startDate ?? '',
    endDate: item?.endDate ?? '',
    location: item?.location ?? '',
    technologies: item?.technologies.join(', ') ?? '',
    skills: item?.skills.join(', ') ?? '',
    achievements: item?.achievements.join('\n') ?? '',
  };
}

function payloadOf(form: PortfolioForm): PortfolioItemPayload {
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    category: form.category,
    projectUrl: form.projectUrl.trim() || null,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    location: form.location.trim() || null,
    technologies: splitList(form.technologies),
    skills: splitList(form.skills),
    achievements: splitList(form.achievements, '\n'),
  };
}

export function PortfolioDialog({ item, onClose }: { item: PortfolioItemDTO | null; onClose: () => void }) {
  // The item being edited; set after the first save in add mode so a failed upload can be retried on it.
  const [current, setCurrent] = useState<PortfolioItemDTO | null>(item);
  const [form, setForm] = useState<PortfolioForm>(() => formOf(item));
  const [image, setImage] = useState<File | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [create, createState] = useCreatePortfolioItemMutation();
  const [update, updateState] = useUpdatePortfolioItemMutation();
  const [uploadFile, uploadState] = useUploadPortfolioFileMutation();
  const [removeFile, removeState] = useRemovePortfolioFileMutation();
  const saving = createState.isLoading || updateState.isLoading || uploadState.isLoading;
  const serverErrors = fieldErrors(createState.error ?? updateState.error);
  const errors = { ...serverErrors, ...localErrors };
  const fileError = uploadState.error ?? removeState.error;

  const set = <K extends keyof PortfolioForm>(key: K, value: PortfolioForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules the server's Joi is built from; the dates' order is the service's, checked here too.
    const checked = validateInput(PORTFOLIO_ITEM_RULES, payloadOf(form));
    const problems: Record<string, string> = checked.ok ? {} : { ...(checked.errors as Record<string, string>) };
    if (form.startDate && form.endDate && form.endDate < form.startDate) problems.endDate = PORTFOLIO_MESSAGES.endBeforeStart;
    setLocalErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const saved = current
        ? await update({ id: current.id, body: payloadOf(form) }).unwrap()
        : await create(payloadOf(form)).unwrap();
      setCurrent(saved);
      if (image) {
        await uploadFile({ id: saved.id, kind: 'image', file: image }).unwrap();
        setImage(null);
      }
      if (document) {
        await uploadFile({ id: saved.id, kind: 'document', file: document }).unwrap();
        setDocument(null);
      }
      onClose();
    } catch {
      // Field errors and the upload message are shown in the dialog; the toast comes from the listener.
    }
  };

  const fieldProps = bindFields(form, errors, (key, value) => set(key, value as never));

  return (
    <FormDialog
      title={item ? 'Editar item do portfólio' : 'Adicionar item ao portfólio'}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...fieldProps('title', 'Título')} required autoFocus />
      <TextField {...fieldProps('category', 'Categoria')} select>
        {PORTFOLIO_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {PORTFOLIO_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...fieldProps('description', 'Descrição')} multiline minRows={3} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField {...fieldProps('startDate', 'Data de início')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField {...fieldProps('endDate', 'Data de término')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <TextField {...fieldProps('location', 'Local')} />
      <TextField {...fieldProps('projectUrl', 'Link do projeto')} type="url" placeholder="https://" />
      <TextField {...fieldProps('technologies', 'Tecnologias')} placeholder="Separadas por vírgula" />
      <TextField {...fieldProps('skills', 'Competências')} placeholder="Separadas por vírgula" />
      <TextField {...fieldProps('achievements', 'Conquistas')} multiline minRows={2} placeholder="Uma por linha" />
      <FilePicker
        label="Imagem (JPEG, PNG ou WebP até 5 MB)"
        accept={IMAGE_ACCEPT}
        file={image}
        onPick={setImage}
        currentName={current?.imageUrl ? 'Imagem atual' : null}
        currentUrl={current?.imageUrl ?? null}
        onRemoveCurrent={current?.imageUrl ? () => void removeFile({ id: current.id, kind: 'image' }).unwrap().then(setCurrent, () => undefined) : undefined}
      />
      <FilePicker
        label="Documento (PDF até 10 MB)"
        accept={DOCUMENT_ACCEPT}
        file={document}
        onPick={setDocument}
        currentName={current?.documentUrl ? current.documentName ?? 'Documento atual' : null}
        currentUrl={current?.documentUrl ?? null}
        onRemoveCurrent={current?.documentUrl ? () => void removeFile({ id: current.id, kind: 'document' }).unwrap().then(setCurrent, () => undefined) : undefined}
      />
      {fileError ? <Alert severity="error">{errorText(fileError)}</Alert> : null}
    </FormDialog>
  );
}
