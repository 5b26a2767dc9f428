/**
 * The engine seam's contract (decisions 0015, 0018): each operation of backend/src/engine/, called
 * directly against the real engines (FerretDB + Redis locally). Its callers' tests
 * (adminModeration, publishing, the counters' suites, workers' skillsUsage) check the business
 * on top; these say what each operation promises, whatever engine runs under it.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { ConflictError, HttpError } from '../src/lib/errors';
import { LockNotAcquiredError, claimSeat, countByWeek, statusTransition, storeCount, withKeyLock, type SeatClaim, type StatusMove } from '../src/engine/index';
import { Job } from '../src/models/job';
import { Application } from '../src/models/application';
import { Registration } from '../src/models/registration';
import { buildJob } from './catalogueFactories';
import { REDIS_URL, startTestServer, type TestServer } from './support';

type Id = mongoose.Types.ObjectId;

/** What a refused call threw (the operations answer with errors, never with a flag). */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

const statusOf = async (id: Id) => (await Job.findById(id).select({ status: 1 }).lean())!.status;

describe('The engine seam (backend/src/engine/, decisions 0015 and 0018)', () => {
  let server: TestServer;
  let redis: Redis;
  let deps: { redis: Redis; redisPrefix: string };

  before(async () => {
    server = await startTestServer('engine');
    redis = new Redis(REDIS_URL);
    deps = { redis, redisPrefix: server.config.redisPrefix };
  });
  after(async () => {
    redis.disconnect();
    await server.stop();
  });

  describe('statusTransition', () => {
    const readJob = (id: Id) => async () => (await Job.findById(id).select({ status: 1 }).lean<{ status: string }>())!;
    const NOT_PENDING = 'not pending';
    const RACED = 'raced';

    /** "Move the job from pending to `to`, or tell me it was not pending"; counts what ran after the write. */
    function moveFromPending(id: Id, to: string, ran: string[]) {
      return statusTransition(deps, { kind: 'job', id, read: readJob(id), raced: RACED }, (current): StatusMove<string> => {
        if (current.status !== 'pending') throw ConflictError(NOT_PENDING);
        return {
          set: { status: to },
          after: async () => {
            ran.push(to);
            return to;
          },
        };
      });
    }

    for (let trial = 1; trial <= 5; trial++) {
      it(`two moves from pending at once (trial ${trial}): exactly one lands and follows up, the other is told it was not pending`, async () => {
        const job = await buildJob({ status: 'pending' });
        const ran: string[] = [];
        const results = await Promise.allSettled([moveFromPending(job._id, 'approved', ran), moveFromPending(job._id, 'rejected', ran)]);
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).to.have.length(1);
        expect(lost).to.have.length(1);
        expect(lost[0]!.reason).to.be.instanceOf(HttpError).and.include({ status: 409, message: NOT_PENDING });
        expect(ran).to.deep.equal([(won[0] as PromiseFulfilledResult<string>).value]);
        expect(await statusOf(job._id)).to.equal(ran[0]);
      });
    }

    it('a move judged from a status the item is no longer in writes nothing and is judged again on a new read', async () => {
      const job = await buildJob({ status: 'approved' });
      let reads = 0;
      const to = await statusTransition(
        deps,
        {
          kind: 'job',
          id: job._id,
          // The first read is stale (someone moved it since); the second is the truth.
          read: async () => (++reads === 1 ? { status: 'pending' } : readJob(job._id)()),
          raced: RACED,
        },
        (current): StatusMove<string> => ({ set: { status: 'closed', title: `from ${current.status}` }, after: async () => current.status }),
      );
      expect(reads).to.equal(2);
      expect(to).to.equal('approved');
      const stored = (await Job.findById(job._id).lean())!;
      expect(stored.status).to.equal('closed');
      expect(stored.title).to.equal('from approved');
    });

    it('a move that loses every attempt answers 409 with the caller\'s message, writing nothing', async () => {
      const job = await buildJob({ status: 'approved' });
      let reads = 0;
      let after = 0;
      const err = await failure(
        statusTransition(
          deps,
          { kind: 'job', id: job._id, read: async () => (reads++, { status: 'pending' }), raced: RACED },
          (): StatusMove<void> => ({ set: { status: 'rejected' }, after: async () => void after++ }),
        ),
      );
      expect(err).to.be.instanceOf(HttpError).and.include({ status: 409, message: RACED });
      expect(reads).to.equal(3);
      expect(after).to.equal(0);
      expect(await statusOf(job._id)).to.equal('approved');
    });

    it('an answer without a write leaves the item as it is; an error of the caller passes through and frees the lock', async () => {
      const job = await buildJob({ status: 'closed' });
      const answer = await statusTransition(deps, { kind: 'job', id: job._id, read: readJob(job._id), raced: RACED }, (current): StatusMove<string> => ({
        answer: `already ${current.status}`,
      }));
      expect(answer).to.equal('already closed');
      expect(await statusOf(job._id)).to.equal('closed');

      const missing = new mongoose.Types.ObjectId();
      const notFound = await failure(
        statusTransition(deps, { kind: 'course', id: missing, read: () => Promise.reject(new HttpError(404, 'gone')), raced: RACED }, () => ({ answer: null })),
      );
      expect(notFound).to.be.instanceOf(HttpError).and.include({ status: 404 });
      expect(await redis.exists(`${server.config.redisPrefix}lock:moderation:course:${missing.toString()}`)).to.equal(0);
    });

    it("answers 503 when the item's lock is held elsewhere, without reading or writing the item", async () => {
      const job = await buildJob({ status: 'pending' });
      const lockKey = `${server.config.redisPrefix}lock:moderation:job:${job._id.toString()}`;
      await redis.set(lockKey, 'someone-else', 'PX', 30_000);
      let reads = 0;
      try {
        const err = await failure(
          statusTransition(deps, { kind: 'job', id: job._id, read: async () => (reads++, { status: 'pending' }), raced: RACED }, () => ({
            set: { status: 'approved' },
            after: async () => undefined,
          })),
        );
        expect(err).to.be.instanceOf(HttpError).and.include({ status: 503 });
        expect(reads).to.equal(0);
        expect(await statusOf(job._id)).to.equal('pending');
      } finally {
        await redis.del(lockKey);
      }
    });
  });

  describe('withKeyLock', () => {
    it('lets one holder of a key in at a time, in every process that shares the Redis', async () => {
      const other = { redis: new Redis(REDIS_URL), redisPrefix: server.config.redisPrefix };
      try {
        const trace: string[] = [];
        const hold = (who: string, lockDeps: typeof deps) =>
          withKeyLock(lockDeps, 'contract:one', async () => {
            trace.push(`${who} in`);
            // Let the other holder try while this one is inside.
            await new Promise((resolve) => setImmediate(resolve));
            await redis.ping();
            trace.push(`${who} out`);
          });
        await Promise.all([hold('a', deps), hold('b', other), hold('c', deps)]);
        for (let i = 0; i < trace.length; i += 2) expect(trace[i + 1]).to.equal(trace[i]!.replace(' in', ' out'));
        expect(trace).to.have.length(6);
      } finally {
        other.redis.disconnect();
      }
    });

    it('throws LockNotAcquiredError when the lock is not had in time, never running the work unguarded', async () => {
      const lockKey = `${server.config.redisPrefix}lock:contract:held`;
      await redis.set(lockKey, 'someone-else', 'PX', 30_000);
      let ran = false;
      try {
        const err = await failure(withKeyLock(deps, 'contract:held', async () => void (ran = true), { waitMs: 100 }));
        expect(err).to.be.instanceOf(LockNotAcquiredError);
        expect(ran).to.equal(false);
        expect(await redis.get(lockKey)).to.equal('someone-else');
      } finally {
        await redis.del(lockKey);
      }
    });

    it("bestEffort: the lock not had in time, the work runs anyway, leaving the holder's lock alone (messaging: a send is never refused)", async () => {
      const lockKey = `${server.config.redisPrefix}lock:contract:busy`;
      await redis.set(lockKey, 'someone-else', 'PX', 30_000);
      try {
        expect(await withKeyLock(deps, 'contract:busy', async () => 'sent', { waitMs: 100, bestEffort: true })).to.equal('sent');
        expect(await redis.get(lockKey)).to.equal('someone-else');
      } finally {
        await redis.del(lockKey);
      }
    });

    it('frees the lock when the work fails', async () => {
      const err = await failure(withKeyLock(deps, 'contract:fails', () => Promise.reject(new Error('boom'))));
      expect(err).to.be.instanceOf(Error).and.include({ message: 'boom' });
      expect(await redis.exists(`${server.config.redisPrefix}lock:contract:fails`)).to.equal(0);
    });
  });

  describe('storeCount', () => {
    const countOf = (jobId: Id) => () => Application.countDocuments({ jobId });
    const stored = async (jobId: Id) => (await Job.findById(jobId).select({ applicationsCount: 1 }).lean())!.applicationsCount;

    it('ends exactly at the number of documents when every writer inserts and stores the count at once', async () => {
      const job = await buildJob();
      const writers = 8;
      await Promise.all(
        Array.from({ length: writers }, async () => {
          await Application.create({ jobId: job._id, userId: new mongoose.Types.ObjectId() });
          await storeCount(Job, job._id, 'applicationsCount', countOf(job._id));
        }),
      );
      expect(await stored(job._id)).to.equal(writers);
    });

    it('raises a stale counter to the count and never lowers a counter', async () => {
      const job = await buildJob({ applicationsCount: 0 });
      await Application.create([{ jobId: job._id, userId: new mongoose.Types.ObjectId() }, { jobId: job._id, userId: new mongoose.Types.ObjectId() }]);
      await storeCount(Job, job._id, 'applicationsCount', countOf(job._id));
      expect(await stored(job._id)).to.equal(2);
      // A writer that counted before the last insert landed cannot take the counter back.
      await storeCount(Job, job._id, 'applicationsCount', async () => 1);
      expect(await stored(job._id)).to.equal(2);
    });
  });

  describe('claimSeat', () => {
    const person = () => new mongoose.Types.ObjectId();
    const refusals = (claims: SeatClaim[]) => claims.flatMap((claim) => ('refused' in claim ? [claim.refused] : []));

    it('of 6 claims at once for 2 seats exactly 2 get one, distinct; the others are told it is full', async () => {
      const eventId = new mongoose.Types.ObjectId();
      const claims = await Promise.all(Array.from({ length: 6 }, () => claimSeat(eventId, person(), 2)));
      const seats = claims.flatMap((claim) => ('registration' in claim ? [claim.registration.seat] : []));
      expect(seats.sort()).to.deep.equal([1, 2]);
      expect(refusals(claims)).to.deep.equal(['full', 'full', 'full', 'full']);
      expect(await Registration.countDocuments({ eventId })).to.equal(2);
    });

    it('one person claiming twice at once holds one seat and is told the other time that they are registered', async () => {
      const eventId = new mongoose.Types.ObjectId();
      const userId = person();
      const claims = await Promise.all([claimSeat(eventId, userId, 10), claimSeat(eventId, userId, 10)]);
      expect(refusals(claims)).to.deep.equal(['registered']);
      expect(await Registration.countDocuments({ eventId, userId })).to.equal(1);
    });

    it('registrations stored before seats hold the first ones and count against the capacity', async () => {
      const eventId = new mongoose.Types.ObjectId();
      // Stored before seats existed: no `seat` field.
      await Registration.collection.insertOne({ eventId, userId: person(), createdAt: new Date(), updatedAt: new Date() });
      const first = await claimSeat(eventId, person(), 2);
      expect('registration' in first && first.registration.seat).to.equal(2);
      expect(refusals([await claimSeat(eventId, person(), 2)])).to.deep.equal(['full']);
    });

    it('an event without a limit gives every claim at once a distinct seat', async () => {
      const eventId = new mongoose.Types.ObjectId();
      const claims = await Promise.all(Array.from({ length: 6 }, () => claimSeat(eventId, person(), null)));
      const seats = claims.flatMap((claim) => ('registration' in claim ? [claim.registration.seat] : []));
      expect(new Set(seats).size).to.equal(6);
    });
  });

  describe('countByWeek', () => {
    // A model of its own, registered only while these run (the migration and announce suites walk
    // every model): the operation counts whatever model and date field it is given.
    const register = () => mongoose.model('WeekProbe', new mongoose.Schema({ at: Date, other: Date }));
    let Probe: ReturnType<typeof register>;
    before(() => {
      Probe = register();
    });
    after(async () => {
      await Probe.collection.drop();
      mongoose.deleteModel('WeekProbe');
    });
    const at = (iso: string) => new Date(iso);
    const counted = async (from: string, to: string, field = 'at') => Object.fromEntries(await countByWeek(Probe, field, at(from), at(to)));

    it('counts per week from Monday 00:00 UTC to Sunday 23:59:59.999, keyed by the Monday', async () => {
      await Probe.create([
        { at: at('2030-03-04T00:00:00.000Z') }, // Monday
        { at: at('2030-03-06T12:00:00.000Z') },
        { at: at('2030-03-10T23:59:59.999Z') }, // Sunday, same week
        { at: at('2030-03-11T00:00:00.000Z') }, // the next Monday
        { at: at('2030-03-27T08:00:00.000Z') },
      ]);
      expect(await counted('2030-03-01T00:00:00Z', '2030-04-01T00:00:00Z')).to.deep.equal({ '2030-03-04': 3, '2030-03-11': 1, '2030-03-25': 1 });
    });

    it('takes the period as [from, to): a date at `from` counts, one at `to` does not; weeks without any are absent', async () => {
      await Probe.create([{ at: at('2031-05-07T00:00:00.000Z') }, { at: at('2031-05-21T00:00:00.000Z') }, { at: at('2031-05-06T23:59:59.999Z') }]);
      expect(await counted('2031-05-07T00:00:00Z', '2031-05-21T00:00:00Z')).to.deep.equal({ '2031-05-05': 1 });
      expect(await counted('2031-06-01T00:00:00Z', '2031-07-01T00:00:00Z')).to.deep.equal({});
    });

    it('names a week across the new year by its Monday of December', async () => {
      await Probe.create([{ at: at('2032-12-27T10:00:00.000Z') }, { at: at('2033-01-02T10:00:00.000Z') }, { at: at('2033-01-03T10:00:00.000Z') }]);
      expect(await counted('2032-12-20T00:00:00Z', '2033-01-10T00:00:00Z')).to.deep.equal({ '2032-12-27': 2, '2033-01-03': 1 });
    });

    it('reads the field it is given, and a document without it counts nowhere', async () => {
      await Probe.create([{ at: at('2034-02-01T10:00:00.000Z'), other: at('2034-08-01T10:00:00.000Z') }, { other: at('2034-02-02T10:00:00.000Z') }, { at: null }]);
      expect(await counted('2034-01-01T00:00:00Z', '2034-12-31T00:00:00Z')).to.deep.equal({ '2034-01-30': 1 });
      expect(await counted('2034-01-01T00:00:00Z', '2034-12-31T00:00:00Z', 'other')).to.deep.equal({ '2034-01-30': 1, '2034-07-31': 1 });
    });

    it('counts every document of a busy period: 300 dates over 10 weeks, 30 a week', async () => {
      const monday = at('2035-01-01T00:00:00.000Z'); // a Monday
      const dates = Array.from({ length: 300 }, (_, i) => ({ at: new Date(monday.getTime() + Math.floor(i / 30) * 7 * 86_400_000 + (i % 30) * 20_000_000) }));
      await Probe.insertMany(dates);
      const counts = await counted('2035-01-01T00:00:00Z', '2035-03-12T00:00:00Z');
      expect(Object.keys(counts)).to.have.length(10);
      expect(Object.values(counts).every((n) => n === 30)).to.equal(true);
    });
  });
});
