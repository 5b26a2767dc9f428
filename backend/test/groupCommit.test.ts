/**
 * Group commit of sends (decision 0027): the engine's operations (`GroupCommit`, `insertEach`,
 * `withKeyLocks`) and the send path built on them (services/messageWriter.ts), against the real
 * engines. Batches are made deterministic by what holds them (a flush that waits for the test, a
 * conversation lock the test holds), never by the clock.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import mongoose from 'mongoose';
import { MESSAGE_MESSAGES as M, type MessageDTO } from '@conecta/common';
import { GroupCommit, insertEach, withKeyLock, withKeyLocks } from '../src/engine/index';
import { HttpError } from '../src/lib/errors';
import { runScript } from '../src/lib/redis';
import { Message } from '../src/models/message';
import { Conversation, conversationKey } from '../src/models/conversation';
import { MessageWriter, type PendingMessage, type WrittenMessage } from '../src/services/messageWriter';
import { eventually, type Person, socketSuite } from './support';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether a promise settled, read without waiting for it. */
function settledState<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

const overloaded = () => new HttpError(503, 'cheio');

describe('Group commit (engine/groupCommit.ts, services/messageWriter.ts, decision 0027)', () => {
  const suite = socketSuite('groupcommit');
  const { person, socketOf } = suite;
  const lockDeps = () => ({ redis: suite.server.runtime.redis, redisPrefix: suite.server.config.redisPrefix });

  describe('GroupCommit', () => {
    /** A batcher whose every flush waits for the test; `batches` is what each flush was given. */
    function heldBatcher(maxQueue = 100, maxBatch = 10) {
      const batches: number[][] = [];
      const releases: Array<ReturnType<typeof deferred<void>>> = [];
      const commit = new GroupCommit<number, string>({
        maxBatch,
        maxQueue,
        windowMs: 0,
        overloaded,
        flush: async (items) => {
          batches.push(items);
          const release = deferred();
          releases.push(release);
          await release.promise;
          return items.map((n) => (n < 0 ? new Error(`negativo ${n}`) : `ok ${n}`));
        },
      });
      return { commit, batches, releases };
    }

    it('writes what arrives while a batch is in flight as the next batch, in arrival order, and answers each caller its own', async () => {
      const { commit, batches, releases } = heldBatcher();
      const first = commit.write(1);
      await eventually(async () => batches.length === 1, 'the first batch to start');
      const later = [2, 3, 4].map((n) => commit.write(n));
      expect(commit.waiting).to.equal(3);
      releases[0]!.resolve();
      expect(await first).to.equal('ok 1');
      await eventually(async () => batches.length === 2, 'the second batch to start');
      releases[1]!.resolve();
      expect(await Promise.all(later)).to.deep.equal(['ok 2', 'ok 3', 'ok 4']);
      expect(batches).to.deep.equal([[1], [2, 3, 4]]);
      expect(commit.stats).to.include({ batches: 2, items: 4 });
    });

    it('takes at most maxBatch items a flush, the rest in the next one', async () => {
      const { commit, batches, releases } = heldBatcher(100, 3);
      const all = [1, 2, 3, 4, 5].map((n) => commit.write(n));
      await eventually(async () => batches.length === 1, 'the first batch to start');
      releases[0]!.resolve();
      await eventually(async () => batches.length === 2, 'the second batch to start');
      releases[1]!.resolve();
      expect(await Promise.all(all)).to.deep.equal(['ok 1', 'ok 2', 'ok 3', 'ok 4', 'ok 5']);
      expect(batches).to.deep.equal([[1, 2, 3], [4, 5]]);
    });

    it("fails only the caller whose item failed; a flush that throws fails its own batch's callers and nobody else's", async () => {
      let calls = 0;
      const commit = new GroupCommit<number, string>({
        maxBatch: 10,
        maxQueue: 100,
        windowMs: 0,
        overloaded,
        flush: async (items) => {
          calls++;
          if (items.includes(99)) throw new Error('o banco caiu');
          return items.map((n) => (n < 0 ? new Error(`negativo ${n}`) : `ok ${n}`));
        },
      });
      const results = await Promise.allSettled([1, -2, 3].map((n) => commit.write(n)));
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).to.deep.equal(['ok 1', 'negativo -2', 'ok 3']);
      const failing = await Promise.allSettled([98, 99].map((n) => commit.write(n)));
      expect(failing.map((r) => r.status === 'rejected' && (r.reason as Error).message)).to.deep.equal(['o banco caiu', 'o banco caiu']);
      expect(await commit.write(4)).to.equal('ok 4');
      expect(calls).to.equal(3);
    });

    it('refuses at once beyond maxQueue waiting items, and takes them again once the queue moves', async () => {
      const { commit, batches, releases } = heldBatcher(2);
      const inFlight = commit.write(1);
      await eventually(async () => batches.length === 1, 'the first batch to start');
      const queued = [commit.write(2), commit.write(3)];
      const refused = settledState(commit.write(4));
      await eventually(async () => refused.done, 'the refusal');
      expect(refused.error).to.be.instanceOf(HttpError).and.include({ status: 503 });
      expect(commit.stats.refused).to.equal(1);
      releases[0]!.resolve();
      await eventually(async () => batches.length === 2, 'the second batch to start');
      const again = commit.write(5);
      releases[1]!.resolve();
      await eventually(async () => batches.length === 3, 'the third batch to start');
      releases[2]!.resolve();
      expect(await Promise.all([inFlight, ...queued, again])).to.deep.equal(['ok 1', 'ok 2', 'ok 3', 'ok 5']);
      await commit.drained();
    });
  });

  describe('insertEach', () => {
    it("writes every document but the one a unique index refuses, and says which, in the batch's order", async () => {
      const senderId = new mongoose.Types.ObjectId();
      const receiverId = new mongoose.Types.ObjectId();
      const key = conversationKey(senderId, receiverId);
      const doc = (clientId: string) => ({ _id: new mongoose.Types.ObjectId(), conversationKey: key, senderId, receiverId, content: clientId, clientId, readAt: null, createdAt: new Date() });
      expect(await insertEach(Message.collection, [doc('a'), doc('b')])).to.deep.equal(['inserted', 'inserted']);
      // 'a' again (the unique sender + clientId), and 'c' twice in the same batch.
      expect(await insertEach(Message.collection, [doc('c'), doc('a'), doc('d'), doc('c')])).to.deep.equal(['inserted', 'duplicate', 'inserted', 'duplicate']);
      const stored = await Message.find({ conversationKey: key }).lean();
      expect(stored.map((m) => m.clientId).sort()).to.deep.equal(['a', 'b', 'c', 'd']);
    });
  });

  describe('runScript', () => {
    it('runs a script Redis does not know yet by its text, then by its hash, with the same answers', async () => {
      const { redis, redisPrefix } = lockDeps();
      // A text of its own: no other test (nor process) has loaded it.
      const script = `-- ${new mongoose.Types.ObjectId().toString()}\nreturn redis.call('incrby', KEYS[1], ARGV[1])`;
      const sha = createHash('sha1').update(script).digest('hex');
      const key = `${redisPrefix}script-test:${sha}`;
      expect(await redis.script('EXISTS', sha)).to.deep.equal([0]);
      expect(await runScript(redis, script, 1, key, 2)).to.equal(2);
      expect(await redis.script('EXISTS', sha)).to.deep.equal([1]);
      expect(await runScript(redis, script, 1, key, 3)).to.equal(5);
      await redis.del(key);
    });
  });

  describe('withKeyLocks', () => {
    it('holds every name at once: a batch sharing one name waits for the holder, one sharing none does not', async () => {
      const deps = lockDeps();
      const held = deferred();
      const entered = deferred();
      const trace: string[] = [];
      const first = withKeyLocks(deps, ['gc:k2', 'gc:k1'], async () => {
        trace.push('first in');
        entered.resolve();
        await held.promise;
        trace.push('first out');
      });
      await entered.promise;
      const sharing = withKeyLocks(deps, ['gc:k3', 'gc:k2'], async () => {
        trace.push('sharing in');
      });
      // Disjoint names run while the first batch holds its own: this resolves before it is released.
      await withKeyLocks(deps, ['gc:k4'], async () => {
        trace.push('disjoint');
      });
      // A single-name lock of the family waits the same way.
      const single = withKeyLock(deps, 'gc:k1', async () => {
        trace.push('single in');
      });
      held.resolve();
      await Promise.all([first, sharing, single]);
      expect(trace.slice(0, 3)).to.deep.equal(['first in', 'disjoint', 'first out']);
      expect(trace.slice(3).sort()).to.deep.equal(['sharing in', 'single in']);
      const left = await deps.redis.keys(`${deps.redisPrefix}lock:gc:*`);
      expect(left).to.deep.equal([]);
    });
  });

  describe('the send path', () => {
    const send = (from: Person, to: Person, content: string, clientId?: string) =>
      from.client.post<MessageDTO>('/api/messages', { receiverId: to.id, content, ...(clientId ? { clientId } : {}) });

    it('200 sends at once over 5 conversations, both ways: each stored once, pushed once to its receiver in the stored order, the counts and last messages exact', async function () {
      // Heavy by design (200 requests and their pushes): room for a busy machine, nothing timed.
      this.timeout(90_000);
      const pairs: Array<[Person, Person]> = [];
      for (let i = 0; i < 5; i++) pairs.push([await person(), await person()]);
      // Each receiver's socket: the message ids pushed to it, in arrival order.
      const pushed = new Map<string, string[]>();
      for (const [a, b] of pairs) {
        for (const p of [a, b]) {
          const socket = await socketOf(p);
          pushed.set(p.id, []);
          socket.on('message:new', (m) => {
            if (m.receiverId === p.id) pushed.get(p.id)!.push(m.id);
          });
        }
      }
      const batchesBefore = suite.server.runtime.messageWriter.stats.batches;
      const sends = Array.from({ length: 200 }, (_, i) => {
        const [a, b] = pairs[i % 5]!;
        return i % 3 === 0 ? send(b, a, `B→A ${i}`, `gc-${i}`) : send(a, b, `A→B ${i}`, `gc-${i}`);
      });
      const results = await Promise.all(sends);
      expect(results.map((r) => r.status)).to.deep.equal(Array(200).fill(201));
      expect(new Set(results.map((r) => r.body.id)).size).to.equal(200);
      // Fewer batches than sends: they were group-committed.
      expect(suite.server.runtime.messageWriter.stats.batches - batchesBefore).to.be.below(200);

      // The conversations' summaries are written behind the answers (0033): once this process's write-behind is done.
      await suite.server.runtime.messageWriter.writeBehind.flush();
      for (const [a, b] of pairs) {
        const key = conversationKey(a.id, b.id);
        const stored = await Message.find({ conversationKey: key }).sort({ createdAt: 1, _id: 1 }).lean();
        expect(stored).to.have.length(40);
        expect(new Set(stored.map((m) => m.clientId)).size).to.equal(40);
        for (const p of [a, b]) {
          const mine = stored.filter((m) => m.receiverId.toString() === p.id).map((m) => m._id.toString());
          // Every push is in before comparing the order: one each, none twice.
          await eventually(async () => pushed.get(p.id)!.length >= mine.length, () => `${mine.length} pushes to ${p.id}, got ${pushed.get(p.id)!.length}`);
          expect(pushed.get(p.id)).to.deep.equal(mine);
        }
        const conversation = await Conversation.findOne({ key }).lean();
        const counts = conversation!.unreadCounts as unknown as Record<string, number>;
        expect(counts[a.id]).to.equal(stored.filter((m) => m.receiverId.toString() === a.id).length);
        expect(counts[b.id]).to.equal(stored.filter((m) => m.receiverId.toString() === b.id).length);
        expect(conversation!.lastMessage!.messageId!.toString()).to.equal(stored[stored.length - 1]!._id.toString());
        expect((await b.client.get<{ total: number }>('/api/messages/unread')).body.total).to.equal(counts[b.id]);
      }
    });

    /** Writes `items` in one tick (one batch) through the process's writer; answers each outcome or error. */
    async function oneBatch(items: PendingMessage[]): Promise<Array<WrittenMessage | Error>> {
      const writer = suite.server.runtime.messageWriter;
      const before = writer.stats.batches;
      const outcomes = await Promise.all(items.map((item) => writer.write(item).catch((err: unknown) => err as Error)));
      expect(writer.stats.batches - before).to.equal(1);
      return outcomes;
    }

    const pending = (from: Person, to: Person, content: string, clientId?: string): PendingMessage => ({
      key: conversationKey(from.id, to.id),
      senderId: new mongoose.Types.ObjectId(from.id),
      receiverId: new mongoose.Types.ObjectId(to.id),
      content,
      ...(clientId ? { clientId } : {}),
    });

    it('in one batch, an invalid message and a used clientId fail only their own sends; the others are stored and counted', async () => {
      const [ana, bruno, carla] = [await person(), await person(), await person()];
      expect((await send(ana, bruno, 'Primeira', 'ja-usado')).status).to.equal(201);
      const outcomes = await oneBatch([
        pending(ana, bruno, 'Segunda'),
        pending(ana, bruno, '', 'vazia'),
        pending(ana, bruno, 'Primeira', 'ja-usado'),
        pending(carla, bruno, 'Oi, Bruno'),
        pending(ana, bruno, 'Terceira'),
      ]);
      expect(outcomes[0]).to.include({ created: true });
      expect(outcomes[1]).to.be.instanceOf(mongoose.Error.ValidationError);
      expect(outcomes[2]).to.deep.equal({ created: false });
      expect(outcomes[3]).to.include({ created: true });
      expect(outcomes[4]).to.include({ created: true });
      // Bruno's badge counts both conversations' messages, the batch's and the one before it.
      expect((await bruno.client.get('/api/messages/unread')).body).to.deep.equal({ total: 4, byUser: { [ana.id]: 3, [carla.id]: 1 } });
      await suite.server.runtime.messageWriter.writeBehind.flush();
      const stored = await Message.find({ conversationKey: conversationKey(ana.id, bruno.id) }).sort({ createdAt: 1, _id: 1 }).lean();
      expect(stored.map((m) => m.content)).to.deep.equal(['Primeira', 'Segunda', 'Terceira']);
      const conversation = await Conversation.findOne({ key: conversationKey(ana.id, bruno.id) }).lean();
      expect(conversation!.lastMessage!.content).to.equal('Terceira');
      expect((conversation!.unreadCounts as unknown as Record<string, number>)[bruno.id]).to.equal(3);
    });

    it('a retried send in the same batch as its first attempt is one message: 201 and 200 with the same id', async () => {
      const [ana, bruno] = [await person(), await person()];
      const [one, two] = await Promise.all([send(ana, bruno, 'Uma vez só', 'mesmo-envio'), send(ana, bruno, 'Uma vez só', 'mesmo-envio')]);
      expect([one.status, two.status].sort()).to.deep.equal([200, 201]);
      expect(one.body.id).to.equal(two.body.id);
      expect(await Message.countDocuments({ conversationKey: conversationKey(ana.id, bruno.id) })).to.equal(1);
      expect((await bruno.client.get('/api/messages/unread')).body).to.deep.equal({ total: 1, byUser: { [ana.id]: 1 } });
    });

    it('refuses a send beyond its queue with a 503 in Portuguese while a batch waits for its conversation, and writes the queued ones after', async () => {
      const [ana, bruno] = [await person(), await person()];
      const deps = { ...lockDeps(), realtime: suite.server.runtime.realtime };
      const writer = new MessageWriter(deps, { maxQueue: 1, windowMs: 0 });
      const key = conversationKey(ana.id, bruno.id);
      const release = deferred();
      const holding = deferred();
      // Someone else holds the conversation (a mark-read, another process's batch).
      const holder = withKeyLock(deps, `conversation:${key}`, async () => {
        holding.resolve();
        await release.promise;
      });
      await holding.promise;
      const first = writer.write(pending(ana, bruno, 'Um'));
      await eventually(async () => writer.stats.inFlight === 1, 'the first batch to wait for the lock');
      const second = writer.write(pending(ana, bruno, 'Dois'));
      const refused = await writer.write(pending(ana, bruno, 'Três')).catch((err: unknown) => err);
      expect(refused).to.be.instanceOf(HttpError).and.include({ status: 503, message: M.sendBusy });
      release.resolve();
      await holder;
      const written = await Promise.all([first, second]);
      expect(written.map((w) => w.created)).to.deep.equal([true, true]);
      const stored = await Message.find({ conversationKey: key }).sort({ createdAt: 1, _id: 1 }).lean();
      expect(stored.map((m) => m.content)).to.deep.equal(['Um', 'Dois']);
    });
  });
});
