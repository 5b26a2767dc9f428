/**
 * 'Meus serviços' (issue 25): a provider's services whatever their status — waiting for review,
 * published, rejected with the admin's reason — each with 'Ver', 'Editar' and 'Remover' (asked
 * once). Reached from /servicos, the dashboard and the user menu.
 */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTENT_STATUS_LABELS, SERVICE_KIND_LABELS, regionsLabel, type OwnServiceDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDate } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { useDeleteServiceMutation, useGetMyServicesQuery } from './servicesApi';

const STATUS_COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = { pending: 'warning', approved: 'success', rejected: 'error' };

function ServiceRow({ service, onRemove }: { service: OwnServiceDTO; onRemove: (service: OwnServiceDTO) => void }) {
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={CONTENT_STATUS_LABELS[service.status] ?? service.status} color={STATUS_COLORS[service.status] ?? 'default'} />
        <Typography variant="body2" color="text.secondary">
          {`${SERVICE_KIND_LABELS[service.kind]} · ${labelOf(service.energyArea)} · ${regionsLabel(service.regions)} · desde ${formatDate(service.statusChangedAt)}`}
        </Typography>
      </Stack>
      <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {service.title}
      </Typography>
      {service.rejectionReason ? <Alert severity="error">{`Motivo: ${service.rejectionReason}`}</Alert> : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {service.status === 'approved' ? (
          <Button size="small" component={RouterLink} to={`/servicos/${service.id}`} aria-label={`Ver ${service.title}`}>
            Ver
          </Button>
        ) : null}
        <Button size="small" component={RouterLink} to={`/servicos/${service.id}/editar`} aria-label={`Editar ${service.title}`}>
          Editar
        </Button>
        <Button size="small" color="error" onClick={() => onRemove(service)} aria-label={`Remover ${service.title}`}>
          Remover
        </Button>
      </Stack>
    </Paper>
  );
}

export default function MyServicesPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const mine = useGetMyServicesQuery(undefined, { skip: !user });
  const [remove, removing] = useDeleteServiceMutation();
  const [asked, setAsked] = useState<OwnServiceDTO | null>(null);

  let body;
  if (userLoading || mine.isLoading) body = <SectionLoader label="Carregando seus serviços..." />;
  else if (!user) {
    body = (
      <Alert severity="info" action={<Button component={RouterLink} to="/auth">Entrar</Button>}>
        Faça login para ver seus serviços.
      </Alert>
    );
  } else if (mine.isError) body = <ErrorState message="Não foi possível carregar seus serviços." onRetry={() => void mine.refetch()} />;
  else if (!mine.data?.length) {
    body = (
      <EmptyState message="Você ainda não oferece nenhum serviço.">
        {user.abilities.offerServices ? (
          <Button variant="contained" component={RouterLink} to="/servicos/novo">
            Oferecer serviço
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {mine.data.map((service) => (
          <ServiceRow key={service.id} service={service} onRemove={setAsked} />
        ))}
      </Box>
    );
  }

  return (
    <PageFrame
      width="md"
      title="Meus serviços"
      lead="Os serviços que você oferece, com a situação de cada um."
      action={
        user?.abilities.offerServices ? (
          <Button variant="contained" component={RouterLink} to="/servicos/novo" startIcon={<AddIcon />}>
            Oferecer serviço
          </Button>
        ) : undefined
      }
    >
      {body}
      <Dialog open={!!asked} onClose={() => setAsked(null)} aria-labelledby="remover-servico-titulo">
        <DialogTitle id="remover-servico-titulo">Remover serviço</DialogTitle>
        <DialogContent>
          <DialogContentText>{`“${asked?.title ?? ''}” e suas fotos serão removidos. Esta ação não pode ser desfeita.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)} disabled={removing.isLoading}>
            Cancelar
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={removing.isLoading}
            onClick={() => {
              const target = asked;
              if (!target) return;
              void remove(target.id)
                .unwrap()
                .then(() => setAsked(null))
                .catch(() => undefined);
            }}
          >
            Remover
          </Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
