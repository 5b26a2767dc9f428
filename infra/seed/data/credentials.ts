/**
 * Training records (issue 24, common/credentials.ts) of the seeded students and professionals: the
 * norms each occupation is hired on (NR-10 for electricians and technicians, with SEP on top of a
 * valid Básico; NR-35 for work at height; NR-33 for confined spaces; NR-12 for machines; NR-20 for
 * fuels), with training dates placed from the seed's "today" so that a visitor finds at once
 * credentials valid, expiring within 60 days (a few within 30, one today) and expired. `validUntil`
 * is the catalogue's (credentialValidUntil), hours at least its minimum; no certificate files.
 *
 * The dates hang on the day the seed runs (that is what 'Vence em N dias' is about); everything
 * else comes from the PRNG it is given, so one day's seed is the same on every run.
 */
import { CREDENTIAL_CATALOGUE, credentialValidUntil, type CredentialCode } from '@conecta/common';
import type { CredentialFields } from '@conecta/backend/models/credential';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, cycle, int, notAfter, pick, stableId, utcDayOf } from '../random';
import type { SeededUsers, UserSeed } from './users';

export type CredentialSeed = SeedDoc<CredentialFields>;

/**
 * Where a record's last valid day falls from today: 'valid' (past the 60 days), 'expiring' (31 to
 * 60 days left), 'soon' (1 to 30), 'today' (its last day), 'expired'.
 */
type Target = 'valid' | 'expiring' | 'soon' | 'today' | 'expired';

interface Planned {
  code: CredentialCode;
  /** Left out: the next of TARGET_CYCLE. */
  target?: Target;
}

/** The norms an occupation (a professional's job title, a student's 'Estudante de …') holds. */
const BY_JOB_TITLE: Readonly<Record<string, readonly CredentialCode[]>> = {
  'Engenheira de Projetos Fotovoltaicos': ['nr10-basico', 'nr35'],
  'Técnico em Manutenção de Aerogeradores': ['nr10-basico', 'nr35', 'nr33-trabalhador', 'nr12'],
  'Engenheiro de Proteção e Controle': ['nr10-basico', 'nr10-sep'],
  'Analista de Recurso Eólico': ['nr35'],
  'Instalador de Sistemas Solares': ['nr10-basico', 'nr35'],
  'Engenheira de Bioenergia': ['nr20-basico', 'nr33-supervisor', 'nr12'],
  'Operador de Usina Hidrelétrica': ['nr10-basico', 'nr10-sep', 'nr33-trabalhador'],
  'Consultora em Eficiência Energética': ['nr10-basico'],
  'Eletricista de Linha Viva': ['nr10-basico', 'nr10-sep', 'nr35'],
  'Engenheiro de Linhas de Transmissão': ['nr35', 'nr10-basico'],
  'Técnica de Segurança do Trabalho': ['nr33-supervisor', 'nr35', 'nr20-intermediario'],
  'Engenheiro de Automação': ['nr10-basico', 'nr12'],
  'Engenheira Nuclear': ['nr10-basico'],
  'Analista de Smart Grid': ['nr10-basico'],
  'Estudante de Engenharia Elétrica': ['nr10-basico'],
  'Estudante de Engenharia de Energias Renováveis': ['nr35'],
  'Estudante de Técnico em Sistemas de Energia Renovável': ['nr10-basico', 'nr35'],
  'Estudante de Técnico em Eletrotécnica': ['nr10-basico'],
  'Estudante de Engenharia Mecânica': ['nr12'],
};

/** The demo accounts show each state at a glance: Carlos's NR-35 expires within 30 days, Beatriz's NR-10 within 60. */
const DEMO_PROFESSIONAL: readonly Planned[] = [
  { code: 'nr10-basico', target: 'valid' },
  { code: 'nr10-sep', target: 'valid' },
  { code: 'nr35', target: 'soon' },
];
const DEMO_STUDENT: readonly Planned[] = [
  { code: 'nr35', target: 'valid' },
  { code: 'nr10-basico', target: 'expiring' },
];

/** The spread of everyone else's records: most valid, a quarter expiring within 60 days, some expired. */
const TARGET_CYCLE: readonly Target[] = ['valid', 'expiring', 'valid', 'expired', 'valid', 'soon', 'valid', 'valid', 'expiring', 'expired', 'valid', 'valid'];
/** Days left of each target: [from, to] (a valid one ends before the training's 20th day ago). */
const DAYS_LEFT: Record<Exclude<Target, 'valid'>, readonly [number, number]> = {
  expiring: [31, 60],
  soon: [1, 30],
  today: [0, 0],
  expired: [-420, -3],
};
/** The one record that expires today: the first NR-35 of a member other than the demo accounts. */
const EXPIRES_TODAY: CredentialCode = 'nr35';

/** Share of students (past the demo one) who have taken a training of their course. */
const STUDENTS_WITH_TRAINING = 0.6;

/** Hours above the catalogue's minimum that a course may run. */
const EXTRA_HOURS: readonly number[] = [0, 0, 0, 4, 8];

const NOTES: readonly string[] = [
  'Reciclagem feita na própria empresa, com prática em campo.',
  'Turma presencial com avaliação prática.',
  'Certificado emitido com assinatura do responsável técnico.',
];

function institutionFor(ctx: SeedContext, code: CredentialCode, uf: string): string {
  const norm = CREDENTIAL_CATALOGUE[code].norm;
  const common = [`SENAI-${uf}`, `SESI-${uf}`];
  const byNorm: Record<typeof norm, string[]> = {
    'NR-10': ['Centro de Treinamento Alta Tensão', 'Escola de Eletricistas Volt Segurança'],
    'NR-35': ['Escola de Segurança Vertical', 'SEST SENAT'],
    'NR-33': ['Centro de Treinamento em Espaço Confinado Resgate Brasil'],
    'NR-12': ['Instituto de Segurança em Máquinas'],
    'NR-20': ['SEST SENAT', 'Centro de Treinamento Inflamáveis Seguros'],
  };
  return pick(ctx.rng, [...common, ...common, ...byNorm[norm]]);
}

const ufOf = (user: UserSeed): string => /- ([A-Z]{2})$/.exec(user.location ?? '')?.[1] ?? 'SP';

const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

/**
 * The training day whose last valid day is `today + daysLeft`: the catalogue's months back from the
 * day after, then a day or two either way when a month's end shifts it. When no day gives it exactly
 * (a year's 29 February), the nearest one that is not earlier.
 */
function trainedFor(code: CredentialCode, today: Date, daysLeft: number): Date {
  const months = CREDENTIAL_CATALOGUE[code].validityMonths;
  if (months === null) throw new Error(`${code} never expires`);
  const target = addDays(today, daysLeft);
  const after = addDays(target, 1);
  const guess = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() - months, after.getUTCDate()));
  let best = guess;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let shift = -3; shift <= 3; shift++) {
    const day = addDays(guess, shift);
    const diff = Math.round((credentialValidUntil(code, day)!.getTime() - target.getTime()) / DAY_MS);
    const score = (diff < 0 ? 1000 : 0) + Math.abs(diff);
    if (score < bestScore) [best, bestScore] = [day, score];
  }
  return best;
}

function daysLeftFor(ctx: SeedContext, code: CredentialCode, target: Target): number {
  if (target !== 'valid') return int(ctx.rng, ...DAYS_LEFT[target]);
  // Valid past the 60 days, trained at least 20 days ago.
  const months = CREDENTIAL_CATALOGUE[code].validityMonths!;
  return int(ctx.rng, 75, Math.floor((months * 365) / 12) - 20);
}

export function buildCredentials(ctx: SeedContext, users: SeededUsers): CredentialSeed[] {
  const today = utcDayOf(ctx.now);
  const credentials: CredentialSeed[] = [];
  let n = 0;
  let cycled = 0;
  let todayGiven = false;

  const holders: Array<{ user: UserSeed; plan: readonly Planned[] }> = [
    { user: users.professional, plan: DEMO_PROFESSIONAL },
    { user: users.student, plan: DEMO_STUDENT },
    ...users.professionals.map((user) => ({ user, plan: (BY_JOB_TITLE[user.jobTitle ?? ''] ?? []).map((code) => ({ code })) })),
    ...users.students
      .filter(() => ctx.rng() < STUDENTS_WITH_TRAINING)
      .map((user) => ({ user, plan: (BY_JOB_TITLE[user.jobTitle ?? ''] ?? []).map((code) => ({ code })) })),
  ];

  for (const { user, plan } of holders) {
    const joined = user.createdAt ?? ctx.now;
    const uf = ufOf(user);
    const held = new Map<CredentialCode, Date>();
    for (const planned of plan) {
      const kind = CREDENTIAL_CATALOGUE[planned.code];
      let trainedOn: Date;
      if (kind.validityMonths === null) {
        trainedOn = addDays(today, -int(ctx.rng, 40, 1500));
      } else {
        let target = planned.target;
        if (!target) {
          target = !todayGiven && planned.code === EXPIRES_TODAY ? 'today' : cycle(TARGET_CYCLE, cycled++);
          if (target === 'today') todayGiven = true;
        }
        trainedOn = trainedFor(planned.code, today, daysLeftFor(ctx, planned.code, target));
      }
      // A record that requires another (NR-10 SEP on a Básico): trained while that one was valid.
      const requiredOn = kind.requires ? held.get(kind.requires) : undefined;
      if (kind.requires) {
        if (!requiredOn) throw new Error(`seed data: ${planned.code} planned before ${kind.requires} for ${user.email}`);
        const lastValid = credentialValidUntil(kind.requires, requiredOn) ?? today;
        const latest = lastValid.getTime() < today.getTime() ? lastValid : today;
        if (trainedOn.getTime() < requiredOn.getTime()) trainedOn = addDays(requiredOn, int(ctx.rng, 0, 10));
        if (trainedOn.getTime() > latest.getTime()) trainedOn = latest;
      }
      held.set(planned.code, trainedOn);

      // Typed in some days after the course, never before the account existed nor after today.
      const typedAt = notAfter(ctx.now, new Date(Math.max(joined.getTime() + 15 * 60_000, trainedOn.getTime() + int(ctx.rng, 1, 20) * DAY_MS + int(ctx.rng, 8, 20) * 3_600_000)));
      credentials.push({
        _id: stableId('credential', ++n),
        userId: user._id,
        code: planned.code,
        trainedOn,
        hours: kind.minHours + pick(ctx.rng, EXTRA_HOURS),
        institution: institutionFor(ctx, planned.code, uf),
        notes: ctx.rng() < 0.2 ? pick(ctx.rng, NOTES) : null,
        validUntil: credentialValidUntil(planned.code, trainedOn),
        certificateKey: null,
        certificateUrl: null,
        certificateName: null,
        createdAt: typedAt,
        updatedAt: typedAt,
      });
    }
  }
  return credentials;
}
