/**
 * The buttons that open the publish dialogs (jobs page, dashboard, courses, events). Each mounts its
 * dialog only while open, so every opening starts blank. Shown by the screens to companies and
 * admins only (`canPublishJob`); the server checks the same.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

const JobFormDialog = lazy(() => import('./JobFormDialog').then((m) => ({ default: m.JobFormDialog })));
const CourseFormDialog = lazy(() => import('./CourseFormDialog').then((m) => ({ default: m.CourseFormDialog })));
const EventFormDialog = lazy(() => import('./EventFormDialog').then((m) => ({ default: m.EventFormDialog })));

type DialogKind = 'job' | 'course' | 'event';

function OpeningButton({ kind, children, ...props }: ButtonProps & { kind: DialogKind; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" {...props} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {kind === 'job' ? <JobFormDialog onClose={close} /> : kind === 'course' ? <CourseFormDialog onClose={close} /> : <EventFormDialog onClose={close} />}
        </Suspense>
      ) : null}
    </>
  );
}

export const PublishJobButton = (props: ButtonProps) => <OpeningButton kind="job" {...props}>{props.children ?? 'Publicar Vaga'}</OpeningButton>;
export const CreateCourseButton = (props: ButtonProps) => <OpeningButton kind="course" {...props}>{props.children ?? 'Criar Curso'}</OpeningButton>;
export const CreateEventButton = (props: ButtonProps) => <OpeningButton kind="event" {...props}>{props.children ?? 'Criar Evento'}</OpeningButton>;
