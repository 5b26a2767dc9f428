/**
 * Content moderation (spec §2 Admin panel, §4 Job moderation, issue 13): the pending jobs, courses
 * and events, each a sub-list (kept in the URL as ?lista=), with who submitted what and when, the
 * description on demand, and 'Aprovar' / 'Rejeitar' (a dialog asks the reason, checked by the
 * shared rule). The lists are live: an item submitted anywhere appears, and an item another admin
 * decided disappears (adminApi.ts, realtime/socket.ts); a decision that lost the race answers
 * 409, whose message the toast shows, and the item leaves the list all the same.
 */
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES,
  PUBLISHING_LIMITS,
  REJECT_RULES,
  type ModeratedKind,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type SubmitterDTO,
} from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { ReasonDialog } from '../../components/ReasonDialog';
import { formatDate, formatDateTime, formatSalary } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import {
  useApproveCourseMutation,
  useApproveEventMutation,
  useApproveJobMutation,
  useGetPendingCoursesQuery,
  useGetPendingEventsQuery,
  useGetPendingJobsQuery,
  useRejectCourseMutation,
  useRejectEventMutation,
  useRejectJobMutation,
  type PendingItem,
} from './adminApi';

const LISTS = [
  { id: 'vagas', kind: 'job', label: 'Vagas' },
  { id: 'cursos', kind: 'course', label: 'Cursos' },
  { id: 'eventos', kind: 'event', label: 'Eventos' },
] as const satisfies ReadonlyArray<{ id: string; kind: ModeratedKind; label: string }>;

export default function ModerationTab() {
  const [params, setParams] = useSearchParams();
  const current = LISTS.find((list) => list.id === params.get('lista')) ?? LISTS[0];
  // Every count shows on its sub-tab: the three lists are read at once (each one small).
  const jobs = useGetPendingJobsQuery();
  const courses = useGetPendingCoursesQuery();
  const events = useGetPendingEventsQuery();
  const counts: Record<ModeratedKind, number | undefined> = { job: jobs.data?.length, course: courses.data?.length, event: events.data?.length };

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        Moderação de conteúdo
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.id}
          onChange={(_, id: string) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('lista', id);
                return next;
              },
              { replace: true },
            )
          }
          variant="fullWidth"
          aria-label="Itens pendentes"
        >
          {LISTS.map((list) => (
            <Tab
              key={list.id}
              value={list.id}
              id={`lista-${list.id}`}
              aria-controls={`pendentes-${list.id}`}
              sx={{ minWidth: 0, px: 1 }}
              label={
                <Badge color="warning" badgeContent={counts[list.kind] ?? 0} max={99} sx={{ pr: 1.5 }}>
                  {list.label}
                </Badge>
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`pendentes-${current.id}`} aria-labelledby={`lista-${current.id}`}>
        {current.kind === 'job' ? (
          <PendingList query={jobs} empty={ADMIN_MESSAGES.noPendingJobs} render={(job) => <JobItem key={job.id} job={job} />} />
        ) : current.kind === 'course' ? (
          <PendingList query={courses} empty={ADMIN_MESSAGES.noPendingCourses} render={(course) => <CourseItem key={course.id} course={course} />} />
        ) : (
          <PendingList query={events} empty={ADMIN_MESSAGES.noPendingEvents} render={(event) => <EventItem key={event.id} event={event} />} />
        )}
      </Box>
    </Box>
  );
}

interface ListQuery<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function PendingList<T extends PendingItem>({ query, empty, render }: { query: ListQuery<T>; empty: string; render: (item: T) => ReactNode }) {
  if (query.isLoading) return <SectionLoader label="Carregando itens pendentes..." />;
  if (query.isError && !query.data) return <ErrorState message="Não foi possível carregar os itens pendentes." onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return <EmptyState message={empty} />;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((item) => (
        <Box component="li" key={item.id}>
          {render(item)}
        </Box>
      ))}
    </Stack>
  );
}

function submitterText(submitter: SubmitterDTO | null, at: string): string {
  const when = formatDateTime(at);
  return submitter ? `Enviado por ${submitter.name} (${submitter.email}) em ${when}` : `Enviado em ${when}`;
}

interface Decisions {
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, reason: string) => Promise<unknown>;
  busy: boolean;
}

function JobItem({ job }: { job: PendingJobDTO }) {
  const [approve, approving] = useApproveJobMutation();
  const [reject, rejecting] = useRejectJobMutation();
  return (
    <PendingCard
      id={job.id}
      kindLabel="vaga"
      title={job.title}
      byline={job.company}
      submitted={submitterText(job.submittedBy, job.updatedAt)}
      description={job.description}
      chips={[labelOf(job.jobType), labelOf(job.energyArea), labelOf(job.workType), job.location, formatSalary(job.salaryMin, job.salaryMax)]}
      decisions={{
        approve: (id) => approve({ id, version: job.version }).unwrap(),
        reject: (id, reason) => reject({ id, version: job.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

function CourseItem({ course }: { course: PendingCourseDTO }) {
  const [approve, approving] = useApproveCourseMutation();
  const [reject, rejecting] = useRejectCourseMutation();
  return (
    <PendingCard
      id={course.id}
      kindLabel="curso"
      title={course.title}
      byline={course.instructor}
      submitted={submitterText(course.submittedBy, course.createdAt)}
      description={course.description}
      chips={[labelOf(course.category), labelOf(course.level), labelOf(course.energyArea), ...(course.duration ? [course.duration] : [])]}
      decisions={{
        approve: (id) => approve({ id, version: course.version }).unwrap(),
        reject: (id, reason) => reject({ id, version: course.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

function EventItem({ event }: { event: PendingEventDTO }) {
  const [approve, approving] = useApproveEventMutation();
  const [reject, rejecting] = useRejectEventMutation();
  return (
    <PendingCard
      id={event.id}
      kindLabel="evento"
      title={event.title}
      byline={event.organizer}
      submitted={submitterText(event.submittedBy, event.createdAt)}
      description={event.description}
      chips={[labelOf(event.eventType), labelOf(event.energyArea), formatDate(event.eventDate), event.location]}
      decisions={{
        approve: (id) => approve({ id, version: event.version }).unwrap(),
        reject: (id, reason) => reject({ id, version: event.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

interface PendingCardProps {
  id: string;
  /** 'vaga', 'curso', 'evento': names the item in the buttons' accessible names and the dialog. */
  kindLabel: string;
  title: string;
  byline: string;
  submitted: string;
  description: string;
  chips: string[];
  decisions: Decisions;
}

function PendingCard({ id, kindLabel, title, byline, submitted, description, chips, decisions }: PendingCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {byline}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {chips.map((chip) => (
            <Chip key={chip} size="small" variant="outlined" label={chip} sx={{ maxWidth: '100%' }} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {submitted}
        </Typography>
        <Box>
          <Button
            size="small"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={expanded ? descriptionId : undefined}
            endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          >
            {expanded ? 'Ocultar descrição' : 'Ver descrição'}
          </Button>
          <Collapse in={expanded} unmountOnExit>
            <Typography id={descriptionId} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
              {description}
            </Typography>
          </Collapse>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={decisions.busy}
          aria-label={`Aprovar ${kindLabel}: ${title}`}
          onClick={() => void decisions.approve(id).catch(() => undefined)}
        >
          Aprovar
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={decisions.busy}
          aria-label={`Rejeitar ${kindLabel}: ${title}`}
          onClick={() => setRejecting(true)}
        >
          Rejeitar
        </Button>
      </CardActions>
      {rejecting ? (
        <ReasonDialog
          title={`Rejeitar ${kindLabel}`}
          description={`O motivo será mostrado a quem enviou “${title}”.`}
          label="Motivo da rejeição"
          hint={`Entre ${PUBLISHING_LIMITS.reasonMin} e ${PUBLISHING_LIMITS.reasonMax} caracteres.`}
          rule={REJECT_RULES.reason}
          maxLength={PUBLISHING_LIMITS.reasonMax}
          submitLabel="Rejeitar"
          busyLabel="Rejeitando..."
          // The toast comes from the mutation listener; a refused reason stays under the field, anything else ends the dialog.
          onSend={(reason) =>
            decisions.reject(id, reason).catch((err: unknown) => {
              if (fieldErrors(err).reason) throw err;
            })
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Card>
  );
}
