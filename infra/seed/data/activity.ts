/**
 * Applications, enrolments and registrations, and the counters they imply.
 * The counters on jobs, courses and events (kept with $inc by the app) are
 * set here from the very documents inserted, so the seed starts consistent.
 */
import type { ApplicationFields } from '@conecta/backend/models/application';
import type { EnrollmentFields } from '@conecta/backend/models/enrollment';
import type { RegistrationFields } from '@conecta/backend/models/registration';
import type { Types } from 'mongoose';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, int, sample, stableId } from '../random';
import type { CourseSeed } from './courses';
import type { EventSeed } from './events';
import type { JobSeed } from './jobs';
import type { SeededUsers, UserSeed } from './users';

export interface Activity {
  applications: SeedDoc<ApplicationFields>[];
  enrollments: SeedDoc<EnrollmentFields>[];
  registrations: SeedDoc<RegistrationFields>[];
}

const COVER_LETTERS = [
  '',
  '',
  'Tenho experiência na área e disponibilidade imediata. Fico à disposição para uma entrevista.',
  '',
  'Acompanho o trabalho da empresa há algum tempo e gostaria muito de fazer parte da equipe.',
];

/** A moment between `from` and `to` (both clamped to not be after `now`). */
function between(ctx: SeedContext, from: Date, to: Date): Date {
  const end = Math.min(to.getTime(), ctx.now.getTime());
  const start = Math.min(from.getTime(), end);
  return new Date(start + Math.floor(ctx.rng() * (end - start)));
}

function byTitle<T extends { title?: string | null }>(items: T[], title: string): T {
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`seed data: no item titled "${title}"`);
  return item;
}

export function buildActivity(
  ctx: SeedContext,
  users: SeededUsers,
  jobs: JobSeed[],
  courses: CourseSeed[],
  events: EventSeed[],
): Activity {
  const applications: Activity['applications'] = [];
  const enrollments: Activity['enrollments'] = [];
  const registrations: Activity['registrations'] = [];
  const key = (a: Types.ObjectId, b: Types.ObjectId) => `${String(a)}:${String(b)}`;
  const seen = new Set<string>();

  const apply = (user: UserSeed, job: JobSeed) => {
    if (job.status !== 'approved' || seen.has(key(job._id, user._id))) return;
    seen.add(key(job._id, user._id));
    const createdAt = between(ctx, job.createdAt ?? ctx.now, new Date(ctx.now.getTime()));
    applications.push({
      _id: stableId('application', applications.length + 1),
      jobId: job._id,
      userId: user._id,
      coverLetter: COVER_LETTERS[applications.length % COVER_LETTERS.length] ?? '',
      status: 'submitted',
      createdAt,
      updatedAt: createdAt,
    });
    job.applicationsCount = (job.applicationsCount ?? 0) + 1;
  };

  // The demo accounts have a history to show on the dashboard and "Já Candidato" buttons.
  apply(users.professional, byTitle(jobs, 'Engenheiro(a) de Projetos Fotovoltaicos'));
  apply(users.professional, byTitle(jobs, 'Engenheiro(a) de Proteção e Controle'));
  apply(users.professional, byTitle(jobs, 'Engenheiro(a) de Comissionamento Fotovoltaico'));
  apply(users.student, byTitle(jobs, 'Estágio em Operação de Parques Eólicos'));
  apply(users.student, byTitle(jobs, 'Estágio em Engenharia Solar'));

  const approved = jobs.filter((j) => j.status === 'approved');
  const internships = approved.filter((j) => j.jobType === 'estágio');
  const others = approved.filter((j) => j.jobType !== 'estágio');
  for (const user of users.professionals) {
    const areas = new Set(user.energyAreas ?? []);
    const fitting = others.filter((j) => j.energyArea && areas.has(j.energyArea));
    for (const job of sample(ctx.rng, fitting.length ? fitting : others, int(ctx.rng, 0, 3))) apply(user, job);
  }
  for (const user of users.students) {
    for (const job of sample(ctx.rng, internships, int(ctx.rng, 1, 2))) apply(user, job);
  }

  const learners = [users.professional, users.student, ...users.professionals, ...users.students, ...users.all.filter((u) => u.userType === 'general')];
  const openCourses = courses.filter((c) => c.status === 'approved');
  const enroll = (user: UserSeed, course: CourseSeed) => {
    if (seen.has(key(course._id, user._id))) return;
    seen.add(key(course._id, user._id));
    const createdAt = between(ctx, course.createdAt ?? ctx.now, ctx.now);
    enrollments.push({ _id: stableId('enrollment', enrollments.length + 1), courseId: course._id, userId: user._id, createdAt, updatedAt: createdAt });
    course.enrolledCount = (course.enrolledCount ?? 0) + 1;
  };
  enroll(users.professional, byTitle(courses, 'Dimensionamento de Sistemas Fotovoltaicos com PVsyst'));
  enroll(users.professional, byTitle(courses, 'Proteção de Sistemas Elétricos de Potência'));
  enroll(users.student, byTitle(courses, 'Introdução à Energia Eólica'));
  enroll(users.student, byTitle(courses, 'Fundamentos de Energia Solar Fotovoltaica'));
  enroll(users.student, byTitle(courses, 'NR-10: Segurança em Instalações Elétricas'));
  for (const user of learners.slice(2)) {
    for (const course of sample(ctx.rng, openCourses, int(ctx.rng, 0, 4))) enroll(user, course);
  }

  // Registrations: the demo accounts first, then other people up to each event's target.
  // The two nearly full events keep their last seat free for the demo accounts.
  const register = (user: UserSeed, event: EventSeed) => {
    if (seen.has(key(event._id, user._id))) return;
    seen.add(key(event._id, user._id));
    const eventDate = event.eventDate ?? ctx.now;
    // Registrations open 30 days ahead; for events further out, people registered in the last weeks.
    const opened = Math.min(eventDate.getTime() - 30 * DAY_MS, ctx.now.getTime() - 20 * DAY_MS);
    const createdAt = between(ctx, new Date(opened), new Date(eventDate.getTime() - DAY_MS));
    // Seats are numbered 1..n per event (models/registration.ts: the unique seat guards capacity).
    const seat = (event.currentAttendees ?? 0) + 1;
    registrations.push({ _id: stableId('registration', registrations.length + 1), eventId: event._id, userId: user._id, seat, createdAt, updatedAt: createdAt });
    event.currentAttendees = seat;
  };
  const openEvents = events.filter((e) => e.status === 'approved');
  register(users.professional, byTitle(events, 'Fórum Nordeste de Energia Solar'));
  register(users.professional, byTitle(events, 'Brasil Wind Summit'));
  register(users.professional, byTitle(events, 'Expo Solar Nordeste'));
  register(users.student, byTitle(events, 'Live: Carreira em Energias Renováveis'));
  register(users.student, byTitle(events, 'Brasil Wind Summit'));
  const crowd = [...users.professionals, ...users.students, ...users.all.filter((u) => u.userType === 'general')];
  for (const event of openEvents) {
    const missing = event.targetAttendees - (event.currentAttendees ?? 0);
    for (const user of sample(ctx.rng, crowd, Math.max(0, missing))) register(user, event);
  }

  return { applications, enrollments, registrations };
}
