/**
 * /editor, the landing-page editor (spec §2, §4 Editor, issue 13): admins show or hide the home's
 * sections (hero, features, partners, cta), select one, edit its content and preview it at
 * desktop, tablet or mobile width. Changes are stored on the server (PUT /api/admin/landing/:id):
 * automatically 3 s after the last change (on by default, spec §9) or with 'Salvar agora'; the
 * visitor home renders from what is stored. Non-admins see 'Acesso Restrito...' (spec §6).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES,
  LANDING_CONTENT_RULES,
  LANDING_SECTION_IDS,
  validateInput,
  type LandingContent,
  type LandingSectionDTO,
  type LandingSectionId,
} from '@conecta/common';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { PageHeading } from '../../components/PageHeading';
import { showToast } from '../../lib/toast';
import { useCurrentUser } from '../auth/session';
import { useSaveLandingSectionMutation } from '../admin/adminSiteApi';
import { useGetLandingQuery } from '../home/siteContentApi';
import { LandingSectionView } from '../home/LandingSectionView';
import { FramePreview } from './FramePreview';

/** spec §4, §9: autosave 3 seconds after a change. */
export const AUTOSAVE_DELAY_MS = 3000;

export const PREVIEW_WIDTHS = { desktop: 1280, tablet: 768, mobile: 375 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;
const DEVICE_LABELS: Record<Device, string> = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Celular' };

const FIELDS: ReadonlyArray<{ key: keyof LandingContent; label: string; multiline?: boolean; hint?: string }> = [
  { key: 'title', label: 'Título' },
  { key: 'subtitle', label: 'Subtítulo' },
  { key: 'description', label: 'Descrição', multiline: true },
  { key: 'image', label: 'Imagem (URL)', hint: 'Um caminho do site (/...) ou uma URL https://' },
  { key: 'buttonText', label: 'Texto do botão' },
  { key: 'buttonLink', label: 'Link do botão', hint: 'Um caminho do site (/auth) ou uma URL https://' },
];

interface Draft {
  name: string;
  visible: boolean;
  content: LandingContent;
}
type Drafts = Record<LandingSectionId, Draft>;
type FieldErrors = Partial<Record<keyof LandingContent, string>>;
type Status = 'saved' | 'dirty' | 'saving' | 'error' | 'invalid';

const STATUS_TEXT: Record<Status, string> = {
  saved: 'Todas as alterações estão salvas.',
  dirty: 'Alterações não salvas.',
  saving: 'Salvando...',
  error: ADMIN_MESSAGES.autosaveError,
  invalid: 'Corrija os campos destacados para salvar.',
};

function draftsOf(sections: LandingSectionDTO[]): Drafts {
  return Object.fromEntries(sections.map((s) => [s.id, { name: s.name, visible: s.visible, content: { ...s.content } }])) as Drafts;
}

const zero = () => Object.fromEntries(LANDING_SECTION_IDS.map((id) => [id, 0])) as Record<LandingSectionId, number>;

function Editor({ sections }: { sections: LandingSectionDTO[] }) {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(sections));
  const [selected, setSelected] = useState<LandingSectionId>('hero');
  const [device, setDevice] = useState<Device>('desktop');
  const [autosave, setAutosave] = useState(true);
  const [status, setStatus] = useState<Status>('saved');
  const [errors, setErrors] = useState<Partial<Record<LandingSectionId, FieldErrors>>>({});
  const [tick, setTick] = useState(0);
  const [save] = useSaveLandingSectionMutation();

  // Each section's change counter and the counter its stored copy reflects: an edit made while a
  // save is under way stays unsaved after that save answers.
  const versions = useRef(zero());
  const savedVersions = useRef(zero());
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  }, [drafts]);
  const saving = useRef(false);

  const dirtyIds = () => LANDING_SECTION_IDS.filter((id) => versions.current[id] !== savedVersions.current[id]);

  const change = (id: LandingSectionId, update: (draft: Draft) => Draft) => {
    setDrafts((all) => ({ ...all, [id]: update(all[id]) }));
    versions.current[id] += 1;
    setStatus('dirty');
    setTick((t) => t + 1);
  };

  const saveAll = useCallback(
    async (mode: 'auto' | 'manual') => {
      if (saving.current) return;
      const ids = LANDING_SECTION_IDS.filter((id) => versions.current[id] !== savedVersions.current[id]);
      if (ids.length === 0) return;
      const found: Partial<Record<LandingSectionId, FieldErrors>> = {};
      const valid = ids.filter((id) => {
        const checked = validateInput(LANDING_CONTENT_RULES, draftsRef.current[id].content);
        if (!checked.ok) found[id] = checked.errors as FieldErrors;
        return checked.ok;
      });
      setErrors(found);
      if (valid.length < ids.length) {
        setStatus('invalid');
        if (mode === 'manual') setSelected(ids.find((id) => found[id])!);
        return;
      }
      saving.current = true;
      setStatus('saving');
      const results = await Promise.all(
        valid.map(async (id) => {
          const sent = versions.current[id];
          const { visible, content } = draftsRef.current[id];
          const ok = await save({ id, body: { visible, content } }).then((r) => !('error' in r), () => false);
          if (ok) savedVersions.current[id] = sent;
          return ok;
        }),
      );
      saving.current = false;
      if (results.every(Boolean)) {
        showToast(
          { title: ADMIN_MESSAGES.autosaveOkTitle, description: mode === 'auto' ? ADMIN_MESSAGES.autosaveOk : 'As modificações foram salvas.' },
          'success',
        );
        setStatus(dirtyIds().length > 0 ? 'dirty' : 'saved');
        // Edits made during the save get their own countdown.
        if (dirtyIds().length > 0) setTick((t) => t + 1);
      } else {
        showToast({ title: ADMIN_MESSAGES.autosaveErrorTitle, description: ADMIN_MESSAGES.autosaveError }, 'error');
        setStatus('error');
      }
    },
    [save],
  );

  // Autosave: 3 s after the last change (each change restarts the countdown).
  useEffect(() => {
    if (!autosave || tick === 0) return;
    const timer = window.setTimeout(() => void saveAll('auto'), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tick, autosave, saveAll]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const current = drafts[selected];
  const fieldErrors = errors[selected] ?? {};

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={autosave} onChange={(event) => setAutosave(event.target.checked)} />}
          label="Salvamento automático"
        />
        <Typography role="status" aria-live="polite" color={status === 'error' || status === 'invalid' ? 'error' : 'text.secondary'} sx={{ flexGrow: 1 }}>
          {STATUS_TEXT[status]}
        </Typography>
        <Button variant="contained" onClick={() => void saveAll('manual')} disabled={status === 'saved' || status === 'saving'}>
          Salvar agora
        </Button>
      </Paper>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="nav" aria-labelledby="sections-title">
            <Typography id="sections-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
              Seções
            </Typography>
            <List>
              {LANDING_SECTION_IDS.map((id) => (
                <ListItem
                  key={id}
                  disablePadding
                  data-section={id}
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={drafts[id].visible}
                      onChange={(event) => change(id, (d) => ({ ...d, visible: event.target.checked }))}
                      slotProps={{ input: { 'aria-label': `Mostrar seção ${drafts[id].name}` } }}
                    />
                  }
                >
                  <ListItemButton selected={selected === id} onClick={() => setSelected(id)} aria-current={selected === id ? 'true' : undefined}>
                    <ListItemText
                      primary={drafts[id].name}
                      secondary={Object.values(errors[id] ?? {}).some(Boolean) ? 'Com campos a corrigir' : drafts[id].visible ? 'Visível' : 'Oculta'}
                      slotProps={{ secondary: { color: Object.values(errors[id] ?? {}).some(Boolean) ? 'error' : undefined } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>

        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" component="section" aria-labelledby="content-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="content-title" component="h2" variant="h6" sx={{ mb: 2 }}>
              Conteúdo: {current.name}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {FIELDS.map((field) => (
                <TextField
                  key={`${selected}-${field.key}`}
                  label={field.label}
                  value={current.content[field.key]}
                  multiline={field.multiline}
                  minRows={field.multiline ? 3 : undefined}
                  fullWidth
                  onChange={(event) => {
                    const value = event.target.value;
                    change(selected, (d) => ({ ...d, content: { ...d.content, [field.key]: value } }));
                    setErrors((e) => ({ ...e, [selected]: { ...e[selected], [field.key]: undefined } }));
                  }}
                  error={!!fieldErrors[field.key]}
                  helperText={fieldErrors[field.key] ?? field.hint}
                />
              ))}
            </Box>
          </Paper>

          <Paper variant="outlined" component="section" aria-labelledby="preview-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Typography id="preview-title" component="h2" variant="h6">
                Pré-visualização
              </Typography>
              <ToggleButtonGroup exclusive size="small" value={device} onChange={(_, next: Device | null) => next && setDevice(next)} aria-label="Largura da pré-visualização">
                {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((d) => (
                  <ToggleButton key={d} value={d}>
                    {DEVICE_LABELS[d]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            {current.visible ? null : (
              <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <VisibilityOffIcon aria-hidden fontSize="small" /> Esta seção está oculta para os visitantes.
              </Typography>
            )}
            <FramePreview width={PREVIEW_WIDTHS[device]} title={`Pré-visualização da seção ${current.name} (${DEVICE_LABELS[device]}, ${PREVIEW_WIDTHS[device]} px)`}>
              <LandingSectionView id={selected} content={current.content} />
            </FramePreview>
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}

export default function EditorPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const admin = !!user?.abilities.administer;
  const { data, isLoading, isError, refetch } = useGetLandingQuery(undefined, { skip: !admin });

  if (userLoading) return <LoadingScreen />;
  if (!admin) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <LockIcon aria-hidden color="action" sx={{ fontSize: 48 }} />
          <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
            {ADMIN_MESSAGES.editorRestricted}
          </Typography>
          <Button href="/" variant="outlined" sx={{ mt: 3 }}>
            Voltar ao início
          </Button>
        </Paper>
      </Container>
    );
  }

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title="Editor da página inicial" lead="Mostre ou oculte seções, edite textos e links e veja como fica em cada tela." mb={3} />
      {isLoading ? (
        <SectionLoader label="Carregando seções..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar as seções." onRetry={() => void refetch()} />
      ) : (
        <Editor sections={data} />
      )}
    </Container>
  );
}
