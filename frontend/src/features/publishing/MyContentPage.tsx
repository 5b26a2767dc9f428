/**
 * /meus-cursos-e-eventos (issue 25): the courses and events a company (or an admin) sent, each with
 * where it stands — 'Pendente' while an admin reviews it, 'Aprovado' and public, 'Rejeitado' with
 * the reason, 'Retirado do ar' by an admin with the reason (live: `item:status`) — so a company is
 * not left guessing after 'Enviar'.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTENT_STATUS_LABELS, type ContentStatus, type OwnCourseDTO, type OwnEventDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../lib/format';
import { SignedInOnly } from './AccessNotice';
import { CreateCourseButton, CreateEventButton } from './PublishButtons';
import { useGetMyCoursesQuery, useGetMyEventsQuery } from './publishingApi';

const STATUS_COLORS: Record<ContentStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', approved: 'success', rejected: 'error', removed: 'error' };

interface Row {
  id: string;
  title: string;
  status: ContentStatus;
  rejectionReason: string | null;
  detail: string;
  /** Where the public sees it, once approved. */
  publicPath: string;
}

function ContentRow({ row }: { row: Row }) {
  const id = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${id}-title`} data-testid="own-content" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {row.status === 'approved' ? <Link href={row.publicPath}>{row.title}</Link> : row.title}
        </Typography>
        <Chip size="small" label={CONTENT_STATUS_LABELS[row.status]} color={STATUS_COLORS[row.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {row.detail}
      </Typography>
      {row.status === 'pending' ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Em análise pela equipe: aparece para todos depois de aprovado.
        </Typography>
      ) : null}
      {row.status === 'removed' ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="removed-reason">
          Retirado do ar por um administrador{row.rejectionReason ? `. Motivo: ${row.rejectionReason}` : '.'}
        </Typography>
      ) : null}
      {row.status === 'rejected' && row.rejectionReason ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Motivo: {row.rejectionReason}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Section({ title, query, rows, empty, action }: { title: string; query: { isLoading: boolean; isError: boolean; refetch: () => unknown }; rows: Row[] | undefined; empty: string; action: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 4, mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {query.isLoading ? (
        <SectionLoader label={`Carregando ${title.toLowerCase()}...`} />
      ) : query.isError || !rows ? (
        <ErrorState message={`Não foi possível carregar ${title.toLowerCase()}.`} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <Stack component="ul" aria-labelledby={id} sx={{ gap: 1.5, p: 0, m: 0 }}>
          {rows.map((row) => (
            <ContentRow key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </section>
  );
}

const courseRow = (course: OwnCourseDTO): Row => ({
  id: course.id,
  title: course.title,
  status: course.status,
  rejectionReason: course.rejectionReason,
  detail: [course.instructor, course.duration].filter(Boolean).join(' · '),
  publicPath: '/cursos',
});
const eventRow = (event: OwnEventDTO): Row => ({
  id: event.id,
  title: event.title,
  status: event.status,
  rejectionReason: event.rejectionReason,
  detail: `${formatDateTime(event.eventDate)} · ${event.location}`,
  publicPath: '/eventos',
});

function MyContent() {
  const courses = useGetMyCoursesQuery();
  const events = useGetMyEventsQuery();
  return (
    <>
      <Section title="Cursos" query={courses} rows={courses.data?.map(courseRow)} empty="Você ainda não enviou cursos." action={<CreateCourseButton variant="outlined" size="small" />} />
      <Section title="Eventos" query={events} rows={events.data?.map(eventRow)} empty="Você ainda não enviou eventos." action={<CreateEventButton variant="outlined" size="small" />} />
    </>
  );
}

export default function MyContentPage() {
  return (
    <PageFrame width="md" title="Meus cursos e eventos" lead="Acompanhe a análise dos cursos e eventos que você enviou." headingGap={1}>
      <SignedInOnly
        signIn="Faça login para ver seus cursos e eventos."
        refusal={(user) => (user.abilities.publish ? null : { title: 'Apenas empresas', message: 'Cursos e eventos são enviados por empresas.' })}
      >
        <MyContent />
      </SignedInOnly>
      <Button href="/minhas-vagas" sx={{ mt: 3 }}>
        Ver minhas vagas
      </Button>
    </PageFrame>
  );
}
