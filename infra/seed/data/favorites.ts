/**
 * Favourites (issue 26) of the demo student and professional and of a few seeded people, so
 * 'Favoritos' opens with something in each tab: public jobs (internships for the student), courses
 * and upcoming events, and for the professional one job removed since it was saved — listed from
 * its snapshot as 'Encerrada', as the page shows a job that is gone. Picked by position, not drawn:
 * the rest of the demo data stays as it was.
 */
import type { FavoriteKind } from '@conecta/common';
import type { FavoriteFields } from '@conecta/backend/models/favorite';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, stableId } from '../random';
import type { CourseSeed } from './courses';
import type { EventSeed } from './events';
import type { JobSeed } from './jobs';
import type { SeededUsers, UserSeed } from './users';

export type FavoriteSeed = SeedDoc<FavoriteFields>;

/** Beyond any seeded job's counter: the id of a job that no longer exists. */
const REMOVED_JOB_ID = stableId('job', 0xfffff);

export function buildFavorites(ctx: SeedContext, users: SeededUsers, jobs: readonly JobSeed[], courses: readonly CourseSeed[], events: readonly EventSeed[]): FavoriteSeed[] {
  const approvedJobs = jobs.filter((job) => job.status === 'approved');
  const internships = approvedJobs.filter((job) => job.jobType === 'estágio');
  const publicCourses = courses.filter((course) => (course.status ?? 'approved') === 'approved');
  const upcoming = events.filter((event) => (event.status ?? 'approved') === 'approved' && event.eventDate && event.eventDate.getTime() >= ctx.now.getTime());

  let n = 0;
  const favorite = (user: UserSeed, kind: FavoriteKind, itemId: FavoriteSeed['itemId'], snapshot: FavoriteSeed['snapshot']): FavoriteSeed => {
    n += 1;
    return { _id: stableId('favorite', n), userId: user._id, kind, itemId, snapshot, createdAt: new Date(ctx.now.getTime() - n * 3600_000) } as FavoriteSeed;
  };
  const ofJob = (user: UserSeed, job: JobSeed) => favorite(user, 'job', job._id, { title: job.title!, subtitle: job.company!, location: job.location!, date: null });
  const ofCourse = (user: UserSeed, course: CourseSeed) => favorite(user, 'course', course._id, { title: course.title!, subtitle: course.instructor!, location: null, date: null });
  const ofEvent = (user: UserSeed, event: EventSeed) => favorite(user, 'event', event._id, { title: event.title!, subtitle: event.organizer!, location: event.location!, date: event.eventDate! });

  const rows: FavoriteSeed[] = [
    ...internships.slice(0, 2).map((job) => ofJob(users.student, job)),
    ...publicCourses.slice(0, 1).map((course) => ofCourse(users.student, course)),
    ...upcoming.slice(0, 1).map((event) => ofEvent(users.student, event)),
    ...approvedJobs.slice(0, 3).map((job) => ofJob(users.professional, job)),
    ...publicCourses.slice(1, 3).map((course) => ofCourse(users.professional, course)),
    ...upcoming.slice(1, 3).map((event) => ofEvent(users.professional, event)),
    // Saved two months ago, removed by its company since.
    {
      ...favorite(users.professional, 'job', REMOVED_JOB_ID, { title: 'Técnico(a) de Comissionamento Eólico', subtitle: 'Ventos do Sertão Energia', location: 'Caetité - BA', date: null }),
      createdAt: new Date(ctx.now.getTime() - 60 * DAY_MS),
    },
  ];
  // A few others: one job each, by position.
  users.professionals.slice(1, 4).forEach((user, i) => {
    const job = approvedJobs[(i * 5 + 3) % approvedJobs.length];
    if (job) rows.push(ofJob(user, job));
  });
  return rows;
}
