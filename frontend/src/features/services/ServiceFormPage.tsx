/**
 * /servicos/novo and /servicos/:id/editar (issue 25): a provider's service — title, kind, energy
 * area, states served, description — checked by common's rules before it is sent (the server runs
 * the same), then its photos (up to 6, once it exists). Sending a new one, or changing a published
 * one, puts it in the admins' review; the page says so before saving.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALL_REGIONS_LABEL,
  BRAZIL_STATES,
  ENERGY_AREAS,
  SERVICE_INPUT_RULES,
  SERVICE_KINDS,
  SERVICE_KIND_LABELS,
  SERVICE_LIMITS,
  type OwnServiceDTO,
  type ServiceInput,
} from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { useCurrentUser } from '../auth/session';
import { SelectField, usePublishForm } from '../publishing/publishForm';
import { useAddServicePhotoMutation, useCreateServiceMutation, useGetMyServicesQuery, useRemoveServicePhotoMutation, useUpdateServiceMutation } from './servicesApi';

type Field = 'title' | 'kind' | 'energyArea' | 'description';
const ORDER = ['title', 'kind', 'energyArea', 'regions', 'description'] as const;

function ServiceForm({ service }: { service?: OwnServiceDTO }) {
  const navigate = useNavigate();
  const form = usePublishForm<Field>({
    title: service?.title ?? '',
    kind: service?.kind ?? '',
    energyArea: service?.energyArea ?? '',
    description: service?.description ?? '',
  });
  const [regions, setRegions] = useState<string[]>(service?.regions ?? []);
  const [create, creating] = useCreateServiceMutation();
  const [update, updating] = useUpdateServiceMutation();
  const regionsId = useId();
  // The states are not a text field of the form: their message comes in the same errors.
  const regionsError = (form.errors as Partial<Record<'regions', string>>).regions;
  const busy = creating.isLoading || updating.isLoading;

  const toggle = (uf: string) => setRegions((now) => (now.includes(uf) ? now.filter((r) => r !== uf) : [...now, uf].sort()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = form.check(SERVICE_INPUT_RULES, { ...form.values, regions });
    if (!value) return;
    const input = value as unknown as ServiceInput;
    try {
      if (service) {
        await update({ id: service.id, changes: input }).unwrap();
        navigate('/meus-servicos');
      } else {
        const created = await create(input).unwrap();
        // Photos need the service to exist: they are added on its edit page.
        navigate(`/servicos/${created.id}/editar`);
      }
    } catch (error) {
      form.reportServer(error, ORDER);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      {service && service.status !== 'pending' ? (
        <Alert severity="info">Ao salvar, o serviço volta para a aprovação de um administrador antes de aparecer de novo.</Alert>
      ) : null}
      <TextField {...form.field('title', 'Título')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SelectField {...form.field('kind', 'Tipo de serviço')} required values={SERVICE_KINDS} labels={SERVICE_KIND_LABELS} />
        <SelectField {...form.field('energyArea', 'Área de energia')} required values={ENERGY_AREAS} />
      </Stack>
      <FormControl component="fieldset" error={!!regionsError} aria-describedby={`${regionsId}-help`}>
        <FormLabel component="legend">Estados atendidos</FormLabel>
        <FormHelperText id={`${regionsId}-help`} sx={{ mx: 0 }}>
          {regionsError ?? `Nenhum marcado: ${ALL_REGIONS_LABEL}.`}
        </FormHelperText>
        <FormGroup id={form.idOf('regions' as Field)} tabIndex={-1} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' }}>
          {BRAZIL_STATES.map((uf) => (
            <FormControlLabel key={uf} control={<Checkbox size="small" checked={regions.includes(uf)} onChange={() => toggle(uf)} />} label={uf} />
          ))}
        </FormGroup>
      </FormControl>
      <TextField {...form.field('description', 'Descrição')} required multiline minRows={5} />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/meus-servicos" disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Enviando...' : service ? 'Salvar alterações' : 'Enviar para aprovação'}
        </Button>
      </Stack>
    </Box>
  );
}

function PhotosEditor({ service }: { service: OwnServiceDTO }) {
  const [add, adding] = useAddServicePhotoMutation();
  const [remove, removing] = useRemoveServicePhotoMutation();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const full = service.photos.length >= SERVICE_LIMITS.photosMax;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {`Fotos (${service.photos.length} de ${SERVICE_LIMITS.photosMax})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        JPEG, PNG ou WebP. Uma foto nova de um serviço publicado também passa pela aprovação.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
        {service.photos.map((photo, index) => (
          <Box component="li" key={photo.id} sx={{ position: 'relative' }}>
            <Box component="img" src={photo.url} alt={`Foto ${index + 1}`} sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
            <IconButton
              aria-label={`Remover foto ${index + 1}`}
              disabled={removing.isLoading}
              onClick={() => void remove({ id: service.id, photoId: photo.id })}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              size="small"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label="Escolher foto"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add({ id: service.id, file });
        }}
      />
      <Button sx={{ mt: 2 }} variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={full || adding.isLoading} onClick={() => input.current?.click()}>
        {adding.isLoading ? 'Enviando foto...' : full ? 'Limite de fotos atingido' : 'Adicionar foto'}
      </Button>
    </Paper>
  );
}

export default function ServiceFormPage() {
  const { id } = useParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const mine = useGetMyServicesQuery(undefined, { skip: !user || !id });
  const frame = { py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } } as const;
  const title = id ? 'Editar serviço' : 'Oferecer serviço';

  let body;
  if (userLoading || (id && mine.isLoading)) body = <SectionLoader label="Carregando..." />;
  else if (!user) {
    body = (
      <Alert severity="info" action={<Button component={RouterLink} to="/auth">Entrar</Button>}>
        Faça login para oferecer serviços.
      </Alert>
    );
  } else if (!user.abilities.offerServices) body = <Alert severity="warning">Apenas empresas e profissionais podem oferecer serviços.</Alert>;
  else if (id && mine.isError) body = <ErrorState message="Não foi possível carregar o serviço." onRetry={() => void mine.refetch()} />;
  else if (id) {
    const service = mine.data?.find((entry) => entry.id === id);
    body = service ? (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ServiceForm key={service.id} service={service} />
        </Paper>
        <PhotosEditor service={service} />
      </>
    ) : (
      <Alert severity="warning">Serviço não encontrado entre os seus.</Alert>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ServiceForm />
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={frame}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Um administrador revisa cada serviço antes de publicá-lo em Serviços e no seu perfil.
      </Typography>
      {body}
    </Container>
  );
}
