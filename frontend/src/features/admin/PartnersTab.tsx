/**
 * The admin panel's partners tab (issue 13): every partner with its tier, active, featured and
 * display order; a dialog to create or edit one (every PartnerInput field and the logo); delete
 * after a confirmation. The home page's partners follow at once (the server invalidates its cache).
 */
import { useState, type FormEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_LIMITS,
  ADMIN_MESSAGES,
  PARTNER_RULES,
  SPONSORSHIP_LEVELS,
  UPLOAD_LIMITS,
  SPONSORSHIP_LEVEL_LABELS,
  numberFromText,
  validateInput,
  type AdminPartnerDTO,
  type SponsorshipLevel,
} from '@conecta/common';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { fieldErrors } from '../../api/errors';
import { placeholderLogo } from '../home/partnerLogo';
import {
  useCreatePartnerMutation,
  useDeletePartnerMutation,
  useGetAdminPartnersQuery,
  useUpdatePartnerMutation,
  useUploadPartnerLogoMutation,
} from './adminSiteApi';

export const TIER_NAMES: Record<SponsorshipLevel, string> = SPONSORSHIP_LEVEL_LABELS;

interface Draft {
  name: string;
  description: string;
  website: string;
  contactEmail: string;
  sponsorshipLevel: SponsorshipLevel;
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: string;
}

const EMPTY: Draft = { name: '', description: '', website: '', contactEmail: '', sponsorshipLevel: 'bronze', isActive: true, isFeatured: false, displayOrder: '0' };

function draftOf(p: AdminPartnerDTO): Draft {
  return {
    name: p.name,
    description: p.description ?? '',
    website: p.website ?? '',
    contactEmail: p.contactEmail ?? '',
    sponsorshipLevel: p.sponsorshipLevel,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    displayOrder: String(p.displayOrder),
  };
}

type Errors = Partial<Record<keyof Draft | 'logo', string>>;

function PartnerDialog({ partner, onClose }: { partner: AdminPartnerDTO | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(partner ? draftOf(partner) : EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [create, createState] = useCreatePartnerMutation();
  const [update, updateState] = useUpdatePartnerMutation();
  const [uploadLogo, uploadState] = useUploadPartnerLogoMutation();
  const busy = createState.isLoading || updateState.isLoading || uploadState.isLoading;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: 'name' | 'description' | 'website' | 'contactEmail') => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(PARTNER_RULES, { ...draft, displayOrder: numberFromText(draft.displayOrder) });
    const found: Errors = { ...(checked.errors as Errors) };
    if (logo && logo.size > UPLOAD_LIMITS.imageMaxBytes) found.logo = 'Imagem muito grande';
    setErrors(found);
    if (!checked.ok || Object.values(found).some(Boolean)) return;
    // On an edit a cleared text is sent as null (it clears the field); on a create it is left out.
    const body = { ...checked.value, displayOrder: checked.value.displayOrder ?? 0 };
    try {
      let saved: AdminPartnerDTO;
      if (partner) {
        saved = await update({
          id: partner.id,
          body: { ...body, description: body.description ?? null, website: body.website ?? null, contactEmail: body.contactEmail ?? null },
        }).unwrap();
      } else {
        saved = await create(body).unwrap();
      }
      if (logo) await uploadLogo({ id: saved.id, file: logo }).unwrap();
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error) as Errors);
    }
  };

  const preview = partner?.logo ?? null;
  return (
    <FormDialog
      title={partner ? 'Editar parceiro' : 'Novo parceiro'}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Nome" required autoFocus {...text('name')} />
      <TextField label="Descrição" multiline minRows={2} {...text('description')} />
      <TextField label="Site" type="url" placeholder="https://" {...text('website')} />
      <TextField label="E-mail de contato" type="email" {...text('contactEmail')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label="Nível de patrocínio"
            value={draft.sponsorshipLevel}
            onChange={(event) => set('sponsorshipLevel', event.target.value as SponsorshipLevel)}
            error={!!errors.sponsorshipLevel}
            helperText={errors.sponsorshipLevel}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {SPONSORSHIP_LEVELS.map((level) => (
              <option key={level} value={level}>
                {TIER_NAMES[level]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Ordem de exibição"
            type="number"
            value={draft.displayOrder}
            onChange={(event) => set('displayOrder', event.target.value)}
            error={!!errors.displayOrder}
            helperText={errors.displayOrder}
            slotProps={{ htmlInput: { min: 0, max: ADMIN_LIMITS.displayOrderMax, step: 1 } }}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel control={<Switch checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />} label="Ativo" />
        <FormControlLabel control={<Switch checked={draft.isFeatured} onChange={(e) => set('isFeatured', e.target.checked)} />} label="Destaque" />
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Logo
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {preview && !logo ? <Box component="img" src={preview} alt={`Logo atual de ${partner?.name ?? ''}`} sx={{ height: 48, maxWidth: 160, objectFit: 'contain' }} /> : null}
          <Button component="label" variant="outlined" size="small">
            {logo ? 'Trocar arquivo' : preview ? 'Substituir logo' : 'Escolher logo'}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label="Arquivo do logo"
              onChange={(event) => {
                setLogo(event.target.files?.[0] ?? null);
                setErrors((e) => ({ ...e, logo: undefined }));
              }}
            />
          </Button>
          {logo ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {logo.name}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="caption" color={errors.logo ? 'error' : 'text.secondary'} component="p" sx={{ mt: 0.5 }}>
          {errors.logo ?? 'PNG, JPEG ou WebP; é convertido e redimensionado.'}
        </Typography>
      </Box>
    </FormDialog>
  );
}

function ConfirmDelete({ partner, onClose }: { partner: AdminPartnerDTO | null; onClose: () => void }) {
  const [remove, { isLoading }] = useDeletePartnerMutation();
  return (
    <ConfirmDialog
      open={!!partner}
      title="Excluir parceiro?"
      text={partner ? `${partner.name} deixará de aparecer no site. Esta ação não pode ser desfeita.` : ''}
      confirmLabel="Excluir"
      busy={isLoading}
      onConfirm={async () => {
        if (partner && !('error' in (await remove(partner.id)))) onClose();
      }}
      onClose={onClose}
    />
  );
}

export default function PartnersTab() {
  const { data, isLoading, isError, refetch } = useGetAdminPartnersQuery();
  // `key` remounts the dialog with the chosen partner's fields (or empty ones for a new partner).
  const [editing, setEditing] = useState<{ key: number; partner: AdminPartnerDTO | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPartnerDTO | null>(null);
  const open = (partner: AdminPartnerDTO | null) => setEditing({ key: Date.now(), partner });

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h5">
          Parceiros
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          Novo parceiro
        </Button>
      </Stack>
      {isLoading ? (
        <SectionLoader label="Carregando parceiros..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar os parceiros." onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message={ADMIN_MESSAGES.noPartners} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Parceiros">
          {data.map((partner) => (
            <Grid key={partner.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li" data-admin-partner={partner.name}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
                    <Box
                      component="img"
                      src={partner.logo || placeholderLogo(partner.name)}
                      alt=""
                      onError={(event) => {
                        event.currentTarget.src = placeholderLogo(partner.name);
                      }}
                      sx={{ width: 64, height: 40, objectFit: 'contain', flexShrink: 0 }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{partner.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Ordem {partner.displayOrder}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    <Chip size="small" color="primary" label={TIER_NAMES[partner.sponsorshipLevel]} />
                    <Chip size="small" variant={partner.isActive ? 'filled' : 'outlined'} label={partner.isActive ? 'Ativo' : 'Inativo'} />
                    {partner.isFeatured ? <Chip size="small" color="warning" label="Destaque" /> : null}
                  </Stack>
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button size="small" variant="outlined" onClick={() => open(partner)} aria-label={`Editar ${partner.name}`}>
                      Editar
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(partner)} aria-label={`Excluir ${partner.name}`}>
                      Excluir
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {editing ? <PartnerDialog key={editing.key} partner={editing.partner} onClose={() => setEditing(null)} /> : null}
      <ConfirmDelete partner={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
