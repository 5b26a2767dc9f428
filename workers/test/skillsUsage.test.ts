/**
 * Skill usage counters end to end: PATCH /api/users/profile → BullMQ
 * (`skills` queue, real Redis) → the workers → Skill.usageCount in FerretDB.
 */
import { expect } from 'chai';
import { QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { QUEUES, skillKey, type SkillJobName, type SkillJobs, type UserDTO } from '@conecta/common';
import { Skill } from '@conecta/backend/models/skill';
import { User } from '@conecta/backend/models/user';
import { createWorker, queuePrefix } from '@conecta/backend/queues/queue';
import { skillUsageJobId } from '@conecta/backend/queues/producers';
import { REDIS_URL, signedInClient, startTestServer, uniqueId, type HttpClient, type TestServer } from '@conecta/backend/test/support';
import { SKILLS_RECOUNT_SCHEDULE, startWorkers, type RunningWorkers } from '../src/main';
import { skillsProcessor } from '../src/processors/skills';

type SkillJob = Job<SkillJobs[SkillJobName], void, SkillJobName>;

describe('skills queue: usage counters', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  let events: QueueEvents;
  let redis: Redis;

  before(async () => {
    server = await startTestServer('workers_skills');
    workers = await startWorkers(server.config);
    redis = new Redis(REDIS_URL);
    events = new QueueEvents(QUEUES.skills, { connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }), prefix: queuePrefix(server.config.redisPrefix) });
    await events.waitUntilReady();
  });
  after(async () => {
    await events.close();
    redis.disconnect();
    await server.stop();
    await workers.close();
  });

  const queue = () => server.runtime.producers.skills;
  const usage = async (...names: string[]) => {
    const skills = await Skill.find({ name: mongoose.trusted({ $in: names }) }).lean();
    return Object.fromEntries(names.map((name) => [name, skills.find((s) => s.name === name)?.usageCount]));
  };
  const catalogue = (...names: string[]) => Skill.create(names.map((name) => ({ name, usageCount: 0 })));

  /** Saves the skills and waits for the job that save enqueued to finish; returns that job. */
  async function saveSkills(client: HttpClient, skills: string[]): Promise<SkillJob> {
    const res = await client.request<UserDTO>('PATCH', '/api/users/profile', { skills });
    expect(res.status, res.text).to.equal(200);
    const { skillsChangeId } = (await User.findById(res.body.id).lean())!;
    const job = (await queue().getJob(skillUsageJobId(res.body.id, skillsChangeId!))) as SkillJob;
    expect(job, 'the save enqueued a job').to.not.equal(undefined);
    await job.waitUntilFinished(events, 15_000);
    return job;
  }

  it('counts a skill up when profiles add it and down when they remove it, whatever the spelling', async () => {
    const [a, b] = [`Termografia ${uniqueId()}`, `Subestações ${uniqueId()}`];
    await catalogue(a, b);
    const ana = await signedInClient(server);
    const bia = await signedInClient(server);

    await saveSkills(ana.client, [a, b]);
    expect(await usage(a, b)).to.deep.equal({ [a]: 1, [b]: 1 });
    await saveSkills(bia.client, [a.toUpperCase(), b.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]); // no accents
    expect(await usage(a, b)).to.deep.equal({ [a]: 2, [b]: 2 });

    const removal = await saveSkills(ana.client, [b]);
    expect(removal.data).to.deep.include({ added: [], removed: [a] });
    expect(await usage(a, b)).to.deep.equal({ [a]: 1, [b]: 2 });
    await saveSkills(bia.client, []);
    expect(await usage(a, b)).to.deep.equal({ [a]: 0, [b]: 1 });
  });

  it('applies a job once even when the same job runs twice, and a second enqueue of it is ignored', async () => {
    const name = `Relés de Proteção ${uniqueId()}`;
    await catalogue(name);
    const { client } = await signedInClient(server);
    const job = await saveSkills(client, [name]);
    expect(await usage(name)).to.deep.equal({ [name]: 1 });

    // The very same job delivered again (a worker that crashed after writing, a duplicate delivery).
    const process = skillsProcessor({ redis, redisPrefix: server.config.redisPrefix });
    await process(job);
    await process(job);
    expect(await usage(name)).to.deep.equal({ [name]: 1 });

    // Enqueued again under its id (a retried request): BullMQ keeps the one finished job, nothing runs.
    const finishedOn = (await queue().getJob(job.id!))!.finishedOn;
    expect(finishedOn).to.be.a('number');
    await server.runtime.producers.skillUsageChanged(job.data as SkillJobs['usage-changed']);
    const again = (await queue().getJob(job.id!))!;
    expect(again.finishedOn).to.equal(finishedOn);
    expect(await again.getState()).to.equal('completed');
    expect(await usage(name)).to.deep.equal({ [name]: 1 });
  });

  it('never counts below zero: a removal applied twice stays at zero', async () => {
    const name = `Ensaios Elétricos ${uniqueId()}`;
    await catalogue(name);
    const { client } = await signedInClient(server);
    await saveSkills(client, [name]);
    const removal = await saveSkills(client, []);
    const process = skillsProcessor({ redis, redisPrefix: server.config.redisPrefix });
    await process(removal);
    await process(removal);
    expect(await usage(name)).to.deep.equal({ [name]: 0 });
  });

  it('counts every profile when many save the same skill at once', async () => {
    const name = `Hidrologia ${uniqueId()}`;
    await catalogue(name);
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInClient(server)));
    await Promise.all(people.map(({ client }) => saveSkills(client, [name])));
    expect(await usage(name)).to.deep.equal({ [name]: 8 });
  });

  it('keeps one daily recount schedule, however many times the workers start', async () => {
    // What a second workers process (or a restart) does at start.
    await server.runtime.producers.scheduleSkillsRecount(SKILLS_RECOUNT_SCHEDULE.id, SKILLS_RECOUNT_SCHEDULE.pattern);
    const schedulers = await queue().getJobSchedulers();
    expect(schedulers.map((s) => ({ key: s.key, pattern: s.pattern, name: s.name }))).to.deep.equal([
      { key: SKILLS_RECOUNT_SCHEDULE.id, pattern: SKILLS_RECOUNT_SCHEDULE.pattern, name: 'recount' },
    ]);
  });

  it('repairs drift with a recount job', async () => {
    const [kept, phantom] = [`Operação de Usinas ${uniqueId()}`, `Telemetria ${uniqueId()}`];
    await catalogue(kept, phantom);
    const { client } = await signedInClient(server);
    await saveSkills(client, [kept]);
    // Drift written behind the queue's back (a bad import, a hand-made fix).
    await Skill.updateOne({ name: kept }, { $set: { usageCount: 40 } });
    await Skill.updateOne({ name: phantom }, { $set: { usageCount: 7 } });

    const job = await queue().add('recount', {}, { jobId: `skills-recount-test-${uniqueId()}` });
    await job.waitUntilFinished(events, 15_000);
    expect(await usage(kept, phantom)).to.deep.equal({ [kept]: 1, [phantom]: 0 });
  });
});

describe('skills queue: a job retried after a failure', () => {
  let server: TestServer;
  let redis: Redis;

  before(async () => {
    server = await startTestServer('workers_skills_retry');
    redis = new Redis(REDIS_URL);
  });
  after(async () => {
    redis.disconnect();
    await server.stop();
  });

  it("fails while the skill's lock is held elsewhere, then succeeds on retry with the right count", async () => {
    const name = `Automação ${uniqueId()}`;
    await Skill.create({ name, usageCount: 0 });
    const { client, user } = await signedInClient(server);
    const lockKey = `${server.config.redisPrefix}lock:skill-usage:${skillKey(name)}`;
    // Another holder (a slow recount elsewhere) keeps the skill's lock.
    await redis.set(lockKey, 'someone-else', 'PX', 60_000);

    const res = await client.request<UserDTO>('PATCH', '/api/users/profile', { skills: [name] });
    expect(res.status).to.equal(200);
    const { skillsChangeId } = (await User.findById(user._id).lean())!;
    const jobId = skillUsageJobId(user.id, skillsChangeId!);

    const worker = createWorker<SkillJobs[SkillJobName], SkillJobName>(
      QUEUES.skills,
      skillsProcessor({ redis, redisPrefix: server.config.redisPrefix, lockWaitMs: 100 }),
      REDIS_URL,
      server.config.redisPrefix,
    );
    try {
      const firstFailure = new Promise<number>((resolve) => worker.once('failed', (job) => resolve(job!.attemptsMade)));
      const completed = new Promise<SkillJob>((resolve) => worker.once('completed', (job) => resolve(job)));
      expect(await firstFailure).to.equal(1);
      expect((await Skill.findOne({ name }).lean())!.usageCount).to.equal(0);

      await redis.del(lockKey);
      const job = await completed;
      expect(job.id).to.equal(jobId);
      expect(job.attemptsMade).to.equal(2);
      expect((await Skill.findOne({ name }).lean())!.usageCount).to.equal(1);
    } finally {
      await worker.close();
    }
  });
});
