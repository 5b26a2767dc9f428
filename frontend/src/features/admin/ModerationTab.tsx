/**
 * Content moderation (spec §2 Admin panel, §4 Job moderation, issue 13): the pending jobs, courses,
 * events and services (issue 25), each a sub-list (kept in the URL as ?lista=), with who submitted what and when, the
 * description on demand, and 'Aprovar' / 'Rejeitar' (a dialog asks the reason, checked by the
 * shared rule). The lists are live: an item submitted anywhere appears, and an item another admin
 * decided disappears (adminApi.ts, realtime/socket.ts); a decision that lost the race answers
 * 409, whose message the toast shows, and the item leaves the list all the same. The list's states
 * and the decisions are PendingReview.tsx's, shared with 'Verificações'. An item sent by a company
 * whose CNPJ is verified says so ('Empresa verificada', issue 24), pushed items included.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedIcon from '@mui/icons-material/Verified';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES,
  VERIFICATION_BADGES,
  type ModeratedKind,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type PendingServiceDTO,
  type SubmitterDTO,
  SERVICE_KIND_LABELS,
  SERVICE_MESSAGES,
  regionsLabel,
} from '@conecta/common';
import { formatDate, formatDateTime, formatSalary } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import {
  useApproveCourseMutation,
  useApproveEventMutation,
  useApproveJobMutation,
  useGetPendingCoursesQuery,
  useGetPendingEventsQuery,
  useGetPendingJobsQuery,
  useGetPendingServicesQuery,
  useApproveServiceMutation,
  useRejectServiceMutation,
  useRejectCourseMutation,
  useRejectEventMutation,
  useRejectJobMutation,
} from './adminApi';
import { PendingCard, PendingList, type PendingCardProps } from './PendingReview';

const LISTS = [
  { id: 'vagas', kind: 'job', label: 'Vagas' },
  { id: 'cursos', kind: 'course', label: 'Cursos' },
  { id: 'eventos', kind: 'event', label: 'Eventos' },
  { id: 'servicos', kind: 'service', label: 'Serviços' },
] as const satisfies ReadonlyArray<{ id: string; kind: ModeratedKind; label: string }>;

export default function ModerationTab() {
  const [params, setParams] = useSearchParams();
  const current = LISTS.find((list) => list.id === params.get('lista')) ?? LISTS[0];
  // Every count shows on its sub-tab: the three lists are read at once (each one small).
  const jobs = useGetPendingJobsQuery();
  const courses = useGetPendingCoursesQuery();
  const events = useGetPendingEventsQuery();
  const services = useGetPendingServicesQuery();
  const counts: Record<ModeratedKind, number | undefined> = { job: jobs.data?.length, course: courses.data?.length, event: events.data?.length, service: services.data?.length };

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
        ) : current.kind === 'event' ? (
          <PendingList query={events} empty={ADMIN_MESSAGES.noPendingEvents} render={(event) => <EventItem key={event.id} event={event} />} />
        ) : (
          <PendingList query={services} empty={SERVICE_MESSAGES.noPending} render={(service) => <ServiceItem key={service.id} service={service} />} />
        )}
      </Box>
    </Box>
  );
}

function submitterText(submitter: SubmitterDTO | null, at: string): string {
  const when = formatDateTime(at);
  return submitter ? `Enviado por ${submitter.name} (${submitter.email}) em ${when}` : `Enviado em ${when}`;
}

/** The sender's 'Empresa verificada', as the directory shows it (DirectoryCard's TrustChips). */
function verifiedBadge(submitter: SubmitterDTO | null) {
  return submitter?.verifiedCompany ? <Chip size="small" color="success" icon={<VerifiedIcon aria-hidden />} label={VERIFICATION_BADGES.cnpj} /> : null;
}

function JobItem({ job }: { job: PendingJobDTO }) {
  const [approve, approving] = useApproveJobMutation();
  const [reject, rejecting] = useRejectJobMutation();
  return (
    <ModeratedCard
      kindLabel="vaga"
      title={job.title}
      byline={job.company}
      badges={verifiedBadge(job.submittedBy)}
      submitted={submitterText(job.submittedBy, job.updatedAt)}
      description={job.description}
      chips={[labelOf(job.jobType), labelOf(job.energyArea), labelOf(job.workType), job.location, formatSalary(job.salaryMin, job.salaryMax)]}
      decisions={{
        approve: () => approve({ id: job.id, version: job.version }).unwrap(),
        reject: (reason) => reject({ id: job.id, version: job.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

function CourseItem({ course }: { course: PendingCourseDTO }) {
  const [approve, approving] = useApproveCourseMutation();
  const [reject, rejecting] = useRejectCourseMutation();
  return (
    <ModeratedCard
      kindLabel="curso"
      title={course.title}
      byline={course.instructor}
      badges={verifiedBadge(course.submittedBy)}
      submitted={submitterText(course.submittedBy, course.createdAt)}
      description={course.description}
      chips={[labelOf(course.category), labelOf(course.level), labelOf(course.energyArea), ...(course.duration ? [course.duration] : [])]}
      decisions={{
        approve: () => approve({ id: course.id, version: course.version }).unwrap(),
        reject: (reason) => reject({ id: course.id, version: course.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

function EventItem({ event }: { event: PendingEventDTO }) {
  const [approve, approving] = useApproveEventMutation();
  const [reject, rejecting] = useRejectEventMutation();
  return (
    <ModeratedCard
      kindLabel="evento"
      title={event.title}
      byline={event.organizer}
      badges={verifiedBadge(event.submittedBy)}
      submitted={submitterText(event.submittedBy, event.createdAt)}
      description={event.description}
      chips={[labelOf(event.eventType), labelOf(event.energyArea), formatDate(event.eventDate), event.location]}
      decisions={{
        approve: () => approve({ id: event.id, version: event.version }).unwrap(),
        reject: (reason) => reject({ id: event.id, version: event.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

function ServiceItem({ service }: { service: PendingServiceDTO }) {
  const [approve, approving] = useApproveServiceMutation();
  const [reject, rejecting] = useRejectServiceMutation();
  return (
    <ModeratedCard
      kindLabel="serviço"
      title={service.title}
      byline={service.providerName}
      badges={verifiedBadge(service.submittedBy)}
      submitted={submitterText(service.submittedBy, service.updatedAt)}
      description={service.description}
      chips={[SERVICE_KIND_LABELS[service.kind], labelOf(service.energyArea), regionsLabel(service.regions), `${service.photos.length} foto(s)`]}
      decisions={{
        approve: () => approve({ id: service.id, version: service.version }).unwrap(),
        reject: (reason) => reject({ id: service.id, version: service.version, reason }).unwrap(),
        busy: approving.isLoading || rejecting.isLoading,
      }}
    />
  );
}

/** A moderated item's card: the shared one, with its description on demand. */
function ModeratedCard({ kindLabel, title, description, ...card }: Omit<PendingCardProps, 'texts' | 'children'> & { kindLabel: string; description: string }) {
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <PendingCard
      {...card}
      title={title}
      texts={{
        approve: 'Aprovar',
        reject: 'Rejeitar',
        // 'vaga', 'curso', 'evento' name the item in the buttons' accessible names and the dialog.
        subject: `${kindLabel}: ${title}`,
        dialogTitle: `Rejeitar ${kindLabel}`,
        dialogDescription: `O motivo será mostrado a quem enviou “${title}”.`,
        reasonLabel: 'Motivo da rejeição',
        busyLabel: 'Rejeitando...',
      }}
    >
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
    </PendingCard>
  );
}
