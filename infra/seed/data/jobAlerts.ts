/**
 * Job alerts (issue 26) of the demo student and professional and of a few seeded people: the
 * searches each would save on /vagas (internships in their area for a student, their trade and
 * state for a professional), some daily, one paused — so /alertas opens with something to manage.
 * Nothing is matched at seed time: the alerts hear of jobs approved from now on.
 */
import { jobAlertKey, jobAlertQueryOf, type JobAlertFrequency, type JobAlertQuery } from '@conecta/common';
import type { JobAlertFields } from '@conecta/backend/models/jobAlert';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, stableId } from '../random';
import type { SeededUsers, UserSeed } from './users';

export type JobAlertSeed = SeedDoc<JobAlertFields>;

interface Planned {
  query: Partial<Record<keyof JobAlertQuery, unknown>>;
  frequency: JobAlertFrequency;
  paused?: boolean;
}

const DEMO_STUDENT: readonly Planned[] = [
  { query: { jobType: 'estágio', energyArea: 'solar' }, frequency: 'immediate' },
  { query: { q: 'eólica', jobType: 'estágio' }, frequency: 'daily' },
];
const DEMO_PROFESSIONAL: readonly Planned[] = [
  { query: { jobFunction: 'Engenheiro', energyArea: 'solar' }, frequency: 'immediate' },
  { query: { q: 'subestação', credential: 'nr10-sep' }, frequency: 'daily' },
  { query: { workType: 'remoto' }, frequency: 'daily', paused: true },
];
/** Others: one alert each for the first people of each list, by the first of their areas. */
const OTHERS = 6;

export function buildJobAlerts(ctx: SeedContext, users: SeededUsers): JobAlertSeed[] {
  let n = 0;
  const alert = (user: UserSeed, planned: Planned): JobAlertSeed => {
    n += 1;
    const query = jobAlertQueryOf(planned.query);
    const createdAt = new Date(ctx.now.getTime() - n * DAY_MS);
    return {
      _id: stableId('jobAlert', n),
      userId: user._id,
      query,
      key: jobAlertKey(query),
      frequency: planned.frequency,
      paused: planned.paused ?? false,
      active: !planned.paused,
      createdAt,
      updatedAt: createdAt,
    } as JobAlertSeed;
  };
  const others = [...users.students.slice(1, 1 + OTHERS / 2), ...users.professionals.slice(1, 1 + OTHERS / 2)]
    .filter((user) => user.energyAreas?.length)
    .map((user) => alert(user, { query: { energyArea: user.energyAreas![0] }, frequency: 'daily' }));
  return [...DEMO_STUDENT.map((p) => alert(users.student, p)), ...DEMO_PROFESSIONAL.map((p) => alert(users.professional, p)), ...others];
}
