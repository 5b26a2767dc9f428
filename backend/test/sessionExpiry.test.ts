/**
 * The gateway's one watcher of its sockets' sessions (realtime/sessionExpiry.ts, decision 0034):
 * a session is read once however many sockets it has here, read again when its time is up, closed
 * once gone, and forgotten once its last socket left. The gateway's own wiring (the room, the
 * `session:ended` event, the close) is held end to end by sessionEnded.test.ts ('expired').
 */
import { expect } from 'chai';
import { SessionExpiry } from '../src/realtime/sessionExpiry';
import { createLogger } from '../src/lib/logger';

interface Read {
  room: string;
  answer: (left: number | null) => void;
  fail: (err: Error) => void;
}

/** A watcher whose reads wait for the test to answer them, one at a time, in order. */
function harness() {
  const reads: Read[] = [];
  const waiting: Array<(read: Read) => void> = [];
  const expired: string[] = [];
  const expiry = new SessionExpiry({
    remainingMs: (room) =>
      new Promise<number | null>((resolve, reject) => {
        const read = { room, answer: resolve, fail: reject };
        const taker = waiting.shift();
        if (taker) taker(read);
        else reads.push(read);
      }),
    expire: (room) => expired.push(room),
    logger: createLogger('silent', 'sessionExpiry.test'),
  });
  const nextRead = () => new Promise<Read>((resolve) => (reads.length ? resolve(reads.shift()!) : waiting.push(resolve)));
  /** Lets the read's answer and whatever follows it run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { expiry, expired, nextRead, pendingReads: () => reads.length, settle };
}

describe('SessionExpiry (one timer for every socket session)', () => {
  it('reads a session once however many of its sockets connect together', async () => {
    const { expiry, nextRead, pendingReads, settle } = harness();
    expiry.watch('session:a');
    expiry.watch('session:a');
    expiry.watch('session:b');
    const first = await nextRead();
    const second = await nextRead();
    expect([first.room, second.room].sort()).to.deep.equal(['session:a', 'session:b']);
    first.answer(3_600_000);
    second.answer(3_600_000);
    await settle();
    expect(pendingReads()).to.equal(0);
    expect(expiry.size).to.equal(2);
  });

  it('reads a session again when its time is up, and expires it once gone', async () => {
    const { expiry, expired, nextRead, settle } = harness();
    expiry.watch('session:a');
    (await nextRead()).answer(20);
    const again = await nextRead();
    expect(again.room).to.equal('session:a');
    expect(expired).to.deep.equal([]);
    again.answer(0);
    await settle();
    expect(expired).to.deep.equal(['session:a']);
    expect(expiry.size).to.equal(0);
  });

  it('drops a session with no socket left here without expiring it', async () => {
    const { expiry, expired, nextRead, settle } = harness();
    expiry.watch('session:a');
    (await nextRead()).answer(null);
    await settle();
    expect(expired).to.deep.equal([]);
    expect(expiry.size).to.equal(0);
  });

  it('forgets a session whose last socket left while Redis answered', async () => {
    const { expiry, expired, nextRead, settle } = harness();
    expiry.watch('session:a');
    const read = await nextRead();
    expiry.forget('session:a');
    read.answer(10);
    await settle();
    expect(expiry.size).to.equal(0);
    // Watched again later, it is read afresh (a new socket of the session).
    expiry.watch('session:a');
    const fresh = await nextRead();
    fresh.answer(0);
    await settle();
    expect(expired).to.deep.equal(['session:a']);
  });

  it('keeps a session whose read failed (Redis unreachable), and does not close it', async () => {
    const { expiry, expired, nextRead, settle } = harness();
    expiry.watch('session:a');
    (await nextRead()).fail(new Error('Redis down'));
    await settle();
    expect(expired).to.deep.equal([]);
    expect(expiry.size).to.equal(1);
  });
});
