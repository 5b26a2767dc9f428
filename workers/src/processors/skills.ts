/**
 * The `skills` queue: keeps `Skill.usageCount` equal to the number of
 * profiles that list the skill.
 *
 * Every job is a recount, never an increment: for each named skill, under
 * that skill's lock (engine `withKeyLock`, decision 0015), count
 * `{ skillKeys: key }` (a top-level equality, an indexed read on both
 * engines) and `$set` the result. So
 * - a job that runs twice, or is retried after failing half-way, writes the
 *   same numbers again: applying a profile change is idempotent by
 *   construction (its job id, `skills-usage-<userId>-<changeId>`, already
 *   stops a second enqueue);
 * - counts cannot go below zero or drift;
 * - two jobs on one skill cannot interleave their read and write (the lock),
 *   so the later holder, which read the later state, is the last writer.
 * A lock not obtained in time fails the job, and BullMQ retries it with
 * backoff. `recount` (daily, or enqueued by hand) repairs any drift left by a
 * write that bypassed the queue.
 */
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { skillKey, type SkillJobName, type SkillJobs } from '@conecta/common';
import { withKeyLock } from '@conecta/backend/engine/index';
import type { Logger } from '@conecta/backend/lib/logger';
import { Skill } from '@conecta/backend/models/skill';
import { User } from '@conecta/backend/models/user';

export interface SkillsDeps {
  redis: Redis;
  redisPrefix: string;
  /** How long a job waits for a skill's lock before failing (and being retried). */
  lockWaitMs?: number;
  log?: Logger;
}

/** Recounts one skill (by key); returns the stored count, or null when the catalogue lacks it. */
export async function recountSkill(deps: SkillsDeps, key: string): Promise<number | null> {
  return withKeyLock(
    deps,
    `skill-usage:${key}`,
    async () => {
      const skill = await Skill.findOne({ nameKey: key }).select({ usageCount: 1 }).lean();
      // Not in the catalogue: POST /api/skills counts it when someone adds it.
      if (!skill) return null;
      const count = await User.countDocuments({ skillKeys: key });
      if (skill.usageCount !== count) await Skill.updateOne({ _id: skill._id }, { $set: { usageCount: count } });
      return count;
    },
    { waitMs: deps.lockWaitMs ?? 10_000, ttlMs: 30_000 },
  );
}

async function recountNames(deps: SkillsDeps, names: string[]): Promise<void> {
  for (const key of new Set(names.map(skillKey))) {
    if (key) await recountSkill(deps, key);
  }
}

async function recountCatalogue(deps: SkillsDeps): Promise<void> {
  const keys = (await Skill.find().select({ nameKey: 1 }).lean()).map((skill) => skill.nameKey);
  for (const key of keys) await recountSkill(deps, key);
}

export function skillsProcessor(deps: SkillsDeps) {
  return async (job: Job<SkillJobs[SkillJobName], void, SkillJobName>): Promise<void> => {
    switch (job.name) {
      case 'usage-changed': {
        const { added, removed } = job.data as SkillJobs['usage-changed'];
        return recountNames(deps, [...added, ...removed]);
      }
      case 'recount': {
        const { names } = job.data as SkillJobs['recount'];
        return names ? recountNames(deps, names) : recountCatalogue(deps);
      }
      default:
        throw new UnrecoverableError(`unknown skills job ${String(job.name)}`);
    }
  };
}
