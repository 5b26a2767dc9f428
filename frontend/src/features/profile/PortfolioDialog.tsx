/**
 * Adds (no current id) or edits (the item's id) a portfolio item (spec §4
 * Portfolio dialog). Files are uploaded to the saved item: in add mode the
 * item is created first. After saving the dialog closes and the form resets;
 * the list refreshes through the Portfolio tag.
 *
 * Images (issue 25): up to 8 per item, chosen here and uploaded one by one on
 * 'Salvar' in the order chosen; the saved ones are reordered ('Mover para a
 * esquerda/direita', the first is the cover) and removed at once, as the
 * saved document is. GalleryEditor below.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_LABELS,
  PORTFOLIO_ITEM_RULES,
  PORTFOLIO_LIMITS,
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
import { movedOrder, positionLabel } from './galleryNav';
import {
  useCreatePortfolioItemMutation,
  useRemovePortfolioFileMutation,
  useRemovePortfolioImageMutation,
  useReorderPortfolioImagesMutation,
  useUpdatePortfolioItemMutation,
  useUploadPortfolioFileMutation,
} from './profileApi';

const IMAGES_LABEL = `Imagens (até ${PORTFOLIO_LIMITS.imagesMax}; JPEG, PNG ou WebP até 5 MB cada)`;

/**
 * The item's images: the saved ones in order, each with its moves and 'Remover' (done at once),
 * then the files chosen to be sent on 'Salvar'. A move keeps focus on the moved image's buttons.
 */
function GalleryEditor({
  item,
  pending,
  onPending,
  onSaved,
}: {
  item: PortfolioItemDTO | null;
  pending: File[];
  onPending: (files: File[]) => void;
  onSaved: (item: PortfolioItemDTO) => void;
}) {
  const [reorder, reorderState] = useReorderPortfolioImagesMutation();
  const [removeImage, removeState] = useRemovePortfolioImageMutation();
  const [tooMany, setTooMany] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // After a change: the button to focus (`<imageId>:left|right` after a move, `add` after a removal), once it is drawn.
  const focusAfter = useRef<string | null>(null);
  const images = item?.images ?? [];
  const count = images.length;
  const room = PORTFOLIO_LIMITS.imagesMax - count - pending.length;
  const busy = reorderState.isLoading || removeState.isLoading;
  const error = reorderState.error ?? removeState.error;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'add') return addButton.current?.focus();
    const [imageId, side] = target.split(':');
    const wanted = buttons.current.get(target);
    // At an end the button just used is disabled: the other direction's is the one left to press.
    const other = buttons.current.get(`${imageId}:${side === 'left' ? 'right' : 'left'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [item]);

  const move = (index: number, delta: -1 | 1) => {
    if (!item) return;
    const order = movedOrder(images.map((image) => image.id), index, delta);
    if (!order) return;
    const imageId = images[index]!.id;
    void reorder({ id: item.id, imageIds: order })
      .unwrap()
      .then((saved) => {
        focusAfter.current = `${imageId}:${delta < 0 ? 'left' : 'right'}`;
        onSaved(saved);
      }, () => undefined);
  };

  const pick = (files: File[]) => {
    const fits = files.slice(0, Math.max(room, 0));
    setTooMany(fits.length < files.length);
    if (fits.length) onPending([...pending, ...fits]);
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {IMAGES_LABEL}
      </Typography>
      {count ? (
        <Box component="ol" aria-label="Imagens do item" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images.map((image, index) => {
            const n = positionLabel(index, count);
            return (
              <Box component="li" key={image.id} aria-label={`Imagem ${n}`} sx={{ width: 104, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
                <Box sx={{ position: 'relative' }}>
                  <Box component="img" src={image.url} alt={`Imagem ${n} de ${item!.title}`} sx={{ display: 'block', width: '100%', height: 72, objectFit: 'cover' }} />
                  {index === 0 ? <Chip size="small" label="Capa" color="primary" sx={{ position: 'absolute', top: 4, left: 4 }} /> : null}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${image.id}:left`, el)}
                    aria-label={`Mover para a esquerda (imagem ${n})`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronLeftIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Remover imagem ${n}`}
                    disabled={busy}
                    onClick={() =>
                      void removeImage({ id: item!.id, imageId: image.id })
                        .unwrap()
                        .then((saved) => {
                          // The removed image's buttons are gone: focus goes on to where images are added.
                          focusAfter.current = 'add';
                          onSaved(saved);
                        }, () => undefined)
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    ref={(el) => void buttons.current.set(`${image.id}:right`, el)}
                    aria-label={`Mover para a direita (imagem ${n})`}
                    disabled={busy || index === count - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronRightIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={IMAGES_LABEL}
        onChange={(e) => {
          pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button ref={addButton} size="small" variant="outlined" onClick={() => input.current?.click()} disabled={room <= 0}>
          Adicionar imagens
        </Button>
        {pending.length ? (
          <Button size="small" color="inherit" onClick={() => onPending([])}>
            Limpar seleção
          </Button>
        ) : null}
      </Box>
      {pending.length ? (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
          {`Serão enviadas ao salvar: ${pending.map((file) => file.name).join(', ')}`}
        </Typography>
      ) : null}
      {tooMany || room < 0 ? (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {PORTFOLIO_MESSAGES.imagesMax}
        </Typography>
      ) : null}
      {error ? <Alert severity="error" sx={{ mt: 1 }}>{errorText(error)}</Alert> : null}
    </Box>
  );
}

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
  const [images, setImages] = useState<File[]>([]);
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
      // One request per image, in the order chosen; each sent one leaves the list, so a retry sends only the rest.
      for (const file of images) {
        setCurrent(await uploadFile({ id: saved.id, kind: 'images', file }).unwrap());
        setImages((left) => left.filter((f) => f !== file));
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
      <GalleryEditor item={current} pending={images} onPending={setImages} onSaved={setCurrent} />
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
