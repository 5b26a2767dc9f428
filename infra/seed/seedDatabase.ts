/**
 * Loads the demo data into a database (DESIGN.md "Demo data"). Reusable by
 * tests and benchmarks: give it any mongoose connection; the models are bound
 * to that connection, so the default one is never touched by accident.
 *
 * Idempotent: when the demo admin already exists nothing is written and
 * `seeded` is false. With `reset`, every collection of the database is
 * dropped first. The schemas' indexes are created in both cases (never
 * dropped: models/migrate.ts), before any insert, so unique keys guard the
 * data from the first document on. Written through the models, so whatever
 * backend runs on this database hears of it (models/announce.ts).
 */
import { DEMO_ACCOUNTS, VERIFICATION_KIND_LABELS, isVerifiedCompany, VERIFICATION_STATUS_LABELS, credentialDaysLeft, type VerificationKind, type VerificationStatus } from '@conecta/common';
import { createModelIndexes } from '@conecta/backend/models/migrate';
import { hashPassword } from '@conecta/backend/auth/password';
import { Application } from '@conecta/backend/models/application';
import { AuditLog } from '@conecta/backend/models/auditLog';
import { Conversation } from '@conecta/backend/models/conversation';
import { Course } from '@conecta/backend/models/course';
import { Service } from '@conecta/backend/models/service';
import { Credential } from '@conecta/backend/models/credential';
import { Enrollment } from '@conecta/backend/models/enrollment';
import { Favorite } from '@conecta/backend/models/favorite';
import { EventModel } from '@conecta/backend/models/event';
import { Job } from '@conecta/backend/models/job';
import { LandingSection } from '@conecta/backend/models/landingSection';
import { Message } from '@conecta/backend/models/message';
import { Partner } from '@conecta/backend/models/partner';
import { PortfolioItem } from '@conecta/backend/models/portfolioItem';
import { Registration } from '@conecta/backend/models/registration';
import { Skill } from '@conecta/backend/models/skill';
import { User } from '@conecta/backend/models/user';
import { trustSummaryOf } from '@conecta/backend/services/trustSummary';
import { Verification } from '@conecta/backend/models/verification';
import { JobAlert } from '@conecta/backend/models/jobAlert';
import { Connection } from '@conecta/backend/models/connection';
import type mongoose from 'mongoose';
import type { SeedContext } from './context';
import { buildActivity } from './data/activity';
import { buildAuditLogs } from './data/audit';
import { buildConversations } from './data/conversations';
import { buildCourses } from './data/courses';
import { buildServices } from './data/services';
import { buildCredentials, type CredentialSeed } from './data/credentials';
import { buildEvents } from './data/events';
import { buildFavorites } from './data/favorites';
import { buildJobs } from './data/jobs';
import { buildLandingSections } from './data/landing';
import { buildPartners } from './data/partners';
import { buildPortfolio } from './data/portfolio';
import { buildSkills } from './data/skillCatalogue';
import { buildUsers } from './data/users';
import { buildVerifications, type VerificationSeed } from './data/verifications';
import { buildJobAlerts } from './data/jobAlerts';
import { buildConnections } from './data/connections';
import { createRng } from './random';

export const SEED_PASSWORD = 'senha123';
export const PRNG_SEED = 20250917;
/** Credentials and registrations (issue 24) draw from their own PRNG: the rest of the demo data stays as it was. */
export const TRUST_PRNG_SEED = 20260724;
/** Services (issue 25) too: adding them moved nothing else. */
export const SERVICES_PRNG_SEED = 20261127;

export interface SeedOptions {
  /** Drop every collection of the database first, then seed. */
  reset?: boolean;
  /** The seed's "today" (events and recent activity hang on it). Default: now. */
  now?: Date;
}

export interface SeedResult {
  /** False when the database was already seeded and left untouched. */
  seeded: boolean;
  /** Documents per collection after the run. */
  counts: Record<string, number>;
  /** What the counts hide, one line each (credentials by state, registrations by kind and status); empty when nothing was seeded. */
  details: string[];
  ms: number;
}

const MODELS = {
  users: User,
  jobs: Job,
  courses: Course,
  events: EventModel,
  partners: Partner,
  applications: Application,
  enrollments: Enrollment,
  registrations: Registration,
  portfolioitems: PortfolioItem,
  skills: Skill,
  conversations: Conversation,
  messages: Message,
  landingsections: LandingSection,
  auditlogs: AuditLog,
  credentials: Credential,
  verifications: Verification,
  favorites: Favorite,
  jobalerts: JobAlert,
  connections: Connection,
  services: Service,
} as const;

type Models = typeof MODELS;
// A registry of models of different schemas: their common supertype.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = mongoose.Model<any, any, any, any, any, any, any>;

/** The same models, registered on `connection` (returns the existing ones on the default connection). */
function bindModels(connection: mongoose.Connection): Models {
  const bound = {} as Record<keyof Models, AnyModel>;
  for (const [name, model] of Object.entries(MODELS) as Array<[keyof Models, AnyModel]>) {
    bound[name] = connection.models[model.modelName] ?? connection.model(model.modelName, model.schema);
  }
  return bound as unknown as Models;
}

async function countAll(models: Models): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, model] of Object.entries(models) as Array<[string, AnyModel]>) {
    counts[name] = await model.countDocuments();
  }
  return counts;
}

export async function seedDatabase(connection: mongoose.Connection, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const models = bindModels(connection);
  const db = connection.db;
  if (!db) throw new Error('seedDatabase: the connection is not open');

  if (options.reset) {
    for (const collection of await db.collections()) await collection.drop();
  }
  await createModelIndexes(connection);

  const adminEmail = DEMO_ACCOUNTS.find((a) => a.userType === 'admin')!.email;
  if (!options.reset && (await models.users.exists({ email: adminEmail }))) {
    return { seeded: false, counts: await countAll(models), details: [], ms: performance.now() - started };
  }

  const now = options.now ?? new Date();
  const ctx: SeedContext = { now, rng: createRng(PRNG_SEED), passwordHash: await hashPassword(SEED_PASSWORD) };

  const users = buildUsers(ctx);
  const jobs = buildJobs(ctx, users);
  const courses = buildCourses(ctx);
  const events = buildEvents(ctx);
  const activity = buildActivity(ctx, users, jobs, courses, events);
  const { conversations, messages } = buildConversations(ctx, users);
  const trustCtx: SeedContext = { ...ctx, rng: createRng(TRUST_PRNG_SEED) };
  const credentials = buildCredentials(trustCtx, users);
  const verifications = buildVerifications(trustCtx, users);
  // Each account's public trust summary, as the API writes it when a record changes.
  const ofUser = <T extends { userId?: unknown }>(rows: readonly T[], id: string) => rows.filter((row) => String(row.userId) === id);
  for (const user of users.all) {
    const id = String(user._id);
    Object.assign(user, trustSummaryOf(ofUser(verifications, id), ofUser(credentials, id)));
  }
  // A company's jobs carry its 'Empresa verificada' from that summary, as the API keeps them (services/trustSummary.ts).
  const verifiedCompanies = new Set(users.all.filter(isVerifiedCompany).map((user) => String(user._id)));
  for (const job of jobs) job.companyVerified = job.companyId != null && verifiedCompanies.has(String(job.companyId));

  // Users first: everything else refers to them. The rest has no order dependency.
  await models.users.insertMany(users.all);
  await Promise.all([
    models.jobs.insertMany(jobs),
    models.courses.insertMany(courses),
    models.events.insertMany(events.map(({ targetAttendees: _target, ...event }) => event)),
    models.partners.insertMany(buildPartners()),
    models.applications.insertMany(activity.applications),
    models.enrollments.insertMany(activity.enrollments),
    models.registrations.insertMany(activity.registrations),
    models.portfolioitems.insertMany(buildPortfolio(ctx, users)),
    models.skills.insertMany(buildSkills(users.all)),
    models.conversations.insertMany(conversations),
    models.messages.insertMany(messages),
    models.landingsections.insertMany(buildLandingSections()),
    models.auditlogs.insertMany(buildAuditLogs(ctx, users, jobs, verifications)),
    models.credentials.insertMany(credentials),
    models.verifications.insertMany(verifications),
    models.favorites.insertMany(buildFavorites(ctx, users, jobs, courses, events)),
    models.jobalerts.insertMany(buildJobAlerts(ctx, users)),
    models.connections.insertMany(buildConnections(ctx, users)),
    models.services.insertMany(buildServices({ ...ctx, rng: createRng(SERVICES_PRNG_SEED) }, users)),
  ]);

  return { seeded: true, counts: await countAll(models), details: trustDetails(now, credentials, verifications), ms: performance.now() - started };
}

/** The log's lines for issue 24's data: credentials by state on the seed's day, registrations by kind and status. */
function trustDetails(now: Date, credentials: readonly CredentialSeed[], verifications: readonly VerificationSeed[]): string[] {
  const state = { valid: 0, expiring: 0, soon: 0, today: 0, expired: 0, permanent: 0 };
  for (const c of credentials) {
    if (!c.validUntil) state.permanent++;
    else {
      const daysLeft = credentialDaysLeft(c.validUntil, now);
      if (daysLeft < 0) state.expired++;
      else if (daysLeft > 60) state.valid++;
      else {
        state.expiring++;
        if (daysLeft <= 30) state.soon++;
        if (daysLeft === 0) state.today++;
      }
    }
  }
  const lines = [
    `credenciais: ${state.valid} válidas, ${state.expiring} vencem em até 60 dias (${state.soon} em até 30, ${state.today} hoje), ${state.expired} vencidas, ${state.permanent} sem prazo`,
  ];
  const kinds: VerificationKind[] = ['crea', 'crt', 'cnpj'];
  for (const kind of kinds) {
    const byStatus = (status: VerificationStatus) => verifications.filter((v) => v.kind === kind && v.status === status).length;
    const parts = (['verified', 'pending', 'rejected'] as const).map((status) => `${byStatus(status)} ${VERIFICATION_STATUS_LABELS[status]}`);
    lines.push(`${VERIFICATION_KIND_LABELS[kind]}: ${parts.join(', ')}`);
  }
  return lines;
}
