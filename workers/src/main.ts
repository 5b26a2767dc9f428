/**
 * The workers process: one BullMQ worker per queue. SIGTERM lets running
 * jobs finish (worker.close waits for them) before the connections close;
 * a job cut off by a crash is retried by BullMQ's stalled-job check.
 */
import { QUEUES } from '@conecta/common';
import { loadConfig, type Config } from '@conecta/backend/config';
import { connectDatabase } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { createRedis } from '@conecta/backend/lib/redis';
import { createWorker } from '@conecta/backend/queues/queue';
import { Producers } from '@conecta/backend/queues/producers';
import { Metrics } from '@conecta/backend/lib/metrics';
import { createRoomEmitter } from '@conecta/backend/realtime/emitter';
import { createStorage } from '@conecta/backend/storage/storage';
import { createTransport } from './mailer';
import { emailProcessor } from './processors/email';
import { notificationsProcessor } from './processors/notifications';
import { skillsProcessor } from './processors/skills';

/** The daily repair of skill usage counts (processors/skills.ts), at 04:00 server time. */
export const SKILLS_RECOUNT_SCHEDULE = { id: 'skills-recount-daily', pattern: '0 4 * * *' } as const;
/**
 * The daily credential expiry reminders (processors/credentialReminders.ts), at 07:00 in Brasília's
 * time: the morning, and the same calendar day in UTC, which the reminders count days in.
 */
export const CREDENTIAL_REMINDERS_SCHEDULE = { id: 'credential-reminders-daily', pattern: '0 7 * * *', tz: 'America/Sao_Paulo' } as const;
/** The daily job alert digests (processors/jobAlerts.ts), at 08:00 in Brasília: the day's first coffee. */
export const JOB_ALERT_DIGESTS_SCHEDULE = { id: 'job-alert-digests-daily', pattern: '0 8 * * *', tz: 'America/Sao_Paulo' } as const;
/** The daily purge of inactive accounts' applications and alerts (issue 26, LGPD), at 03:00 in Brasília: the quiet hour. */
export const INACTIVE_PURGE_SCHEDULE = { id: 'inactive-purge-daily', pattern: '0 3 * * *', tz: 'America/Sao_Paulo' } as const;

export interface RunningWorkers {
  metricsPort: number | null;
  close(): Promise<void>;
}

export async function startWorkers(config: Config): Promise<RunningWorkers> {
  const logger = createLogger(config.logLevel, 'workers');
  // Writes from the workers (skills counters, moderation) announce themselves to the backends.
  const database = await connectDatabase(config, logger);

  const redis = createRedis(config.redisUrl, {}, logger);
  const emitter = createRoomEmitter(redis, config.redisPrefix);
  const transport = createTransport(config.smtpUrl);
  // Queue handles: metrics read their depths; the notifications processor enqueues e-mail twins.
  const queues = new Producers(config.redisUrl, config.redisPrefix, logger);

  const workers = [
    createWorker(QUEUES.email, emailProcessor({ transport, from: config.mailFrom, contactInbox: config.contactInbox, redis, redisPrefix: config.redisPrefix, siteUrl: config.siteUrl, secret: config.sessionSecret }), config.redisUrl, config.redisPrefix, {}, logger),
    createWorker(
      QUEUES.notifications,
      // Submissions' e-mails go out as one digest per admin per window (digest.ts).
      // Credential reminders keep their told marks and per-credential locks in Redis.
      notificationsProcessor({
        emitter,
        producers: queues,
        digest: { redis, redisPrefix: config.redisPrefix, windowMs: Math.round(config.adminDigestMinutes * 60_000) },
        reminders: { redis, redisPrefix: config.redisPrefix, log: logger },
        storage: createStorage(config),
        inactivePurgeDays: config.inactivePurgeDays,
      }),
      config.redisUrl,
      config.redisPrefix,
      {},
      logger,
    ),
    createWorker(QUEUES.skills, skillsProcessor({ redis, redisPrefix: config.redisPrefix, log: logger }), config.redisUrl, config.redisPrefix, {}, logger),
  ];
  // Operators' view (lib/metrics.ts): queue depths read through producers' Queue handles, failures counted here.
  const metrics = new Metrics('workers');
  metrics.queues(() => queues.all);
  const metricsServer = await metrics.serve(config.metricsHost, config.workersMetricsPort, logger);
  await queues.scheduleSkillsRecount(SKILLS_RECOUNT_SCHEDULE.id, SKILLS_RECOUNT_SCHEDULE.pattern);
  for (const [name, schedule] of [
    ['credential-reminders', CREDENTIAL_REMINDERS_SCHEDULE],
    ['job-alert-digests', JOB_ALERT_DIGESTS_SCHEDULE],
    ['inactive-purge', INACTIVE_PURGE_SCHEDULE],
  ] as const) {
    await queues.scheduleDailyNotifications(name, schedule.id, schedule.pattern, schedule.tz);
  }
  for (const worker of workers) {
    worker.on('failed', (job, err) => {
      metrics.jobFailed(worker.name);
      logger.warn({ queue: worker.name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'job failed');
    });
    worker.on('completed', (job) => logger.debug({ queue: worker.name, job: job.name, jobId: job.id }, 'job done'));
    worker.on('error', (err) => logger.error({ err, queue: worker.name }, 'worker error'));
  }
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  logger.info({ queues: workers.map((w) => w.name) }, 'workers ready');

  return {
    metricsPort: metricsServer?.port ?? null,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await metricsServer?.close();
      await queues.close();
      transport.close();
      redis.disconnect();
      await database.close();
    },
  };
}

async function main() {
  const config = loadConfig();
  const running = await startWorkers(config);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`Falha ao iniciar os workers: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
