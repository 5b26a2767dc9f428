import { expect } from 'chai';
import type { TypingEvent } from '@conecta/common';
import { nextEvent, type Person, socketSuite, type TestSocket } from './support';
import { TYPING_THROTTLE_MS } from '../src/services/typing';

describe("Typing indicator (POST /api/messages/:userId/typing, 'digitando...')", () => {
  const suite = socketSuite('typing');
  const { person, socketOf } = suite;

  function collect(socket: TestSocket): TypingEvent[] {
    const got: TypingEvent[] = [];
    socket.on('typing', (event) => got.push(event));
    return got;
  }

  const typing = (from: Person, to: Person | string) => from.client.post(`/api/messages/${typeof to === 'string' ? to : to.id}/typing`);

  /**
   * A push from a fresh person to `tab`, awaited: whatever this test's earlier calls sent that tab
   * arrived before it (one process emits in order), so "nothing else arrived" can be asserted.
   */
  async function barrier(to: Person, tab: TestSocket): Promise<string> {
    const herald = await person();
    const arrived = nextEvent(tab, 'typing');
    expect((await typing(herald, to)).status).to.equal(204);
    expect((await arrived).fromUserId).to.equal(herald.id);
    return herald.id;
  }

  it("pushes typing to the receiver only, not to the sender's own tabs", async () => {
    const [ana, bruno, intrusa] = [await person(), await person(), await person()];
    const [anaTab, brunoTab, intrusaTab] = [await socketOf(ana), await socketOf(bruno), await socketOf(intrusa)];
    const [anaGot, intrusaGot] = [collect(anaTab), collect(intrusaTab)];
    const received = nextEvent(brunoTab, 'typing');
    const before = Date.now();

    const res = await typing(ana, bruno);
    expect(res.status).to.equal(204);
    const event = await received;
    expect(event.fromUserId).to.equal(ana.id);
    expect(new Date(event.at).getTime()).to.be.within(before - 1000, Date.now() + 1000);

    const [toAna, toIntrusa] = [await barrier(ana, anaTab), await barrier(intrusa, intrusaTab)];
    expect(anaGot.map((e) => e.fromUserId)).to.deep.equal([toAna]);
    expect(intrusaGot.map((e) => e.fromUserId)).to.deep.equal([toIntrusa]);
  });

  it('emits at most once per 2 s per sender and receiver (excess calls still 204)', async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    const [brunoTab, carlaTab] = [await socketOf(bruno), await socketOf(carla)];
    const [brunoGot, carlaGot] = [collect(brunoTab), collect(carlaTab)];

    const redis = suite.server.runtime.redis;
    const throttle = `${suite.server.config.redisPrefix}typing:${ana.id}:${bruno.id}`;
    expect((await typing(ana, bruno)).status).to.equal(204);
    // The window is the pair's key in Redis, living at most TYPING_THROTTLE_MS (gone already, -2,
    // when this machine took longer than that since the call; never a key without an end, -1).
    const ttl = await redis.pttl(throttle);
    expect(ttl === -2 || (ttl >= 1 && ttl <= TYPING_THROTTLE_MS), `pttl ${ttl}`).to.equal(true);
    // Held open for the next calls, so that they fall inside it however slow the machine is.
    await redis.set(throttle, '1', 'PX', 60_000);
    expect((await typing(ana, bruno)).status).to.equal(204);
    expect((await typing(ana, bruno)).status).to.equal(204);
    // Another pair has its own budget.
    expect((await typing(ana, carla)).status).to.equal(204);
    expect((await typing(carla, bruno)).status).to.equal(204);
    const [toBruno, toCarla] = [await barrier(bruno, brunoTab), await barrier(carla, carlaTab)];
    expect(brunoGot.map((e) => e.fromUserId)).to.have.members([ana.id, carla.id, toBruno]);
    expect(brunoGot).to.have.length(3);
    expect(carlaGot.map((e) => e.fromUserId)).to.deep.equal([ana.id, toCarla]);

    // Once the window is gone (ended here rather than waited for) a new push leaves.
    await redis.del(throttle);
    const again = nextEvent(brunoTab, 'typing');
    expect((await typing(ana, bruno)).status).to.equal(204);
    expect((await again).fromUserId).to.equal(ana.id);
  });

  it('refuses visitors (401), bad ids (400) and oneself (400); unknown users and blocked senders get the same 204 and no push', async () => {
    const [ana, bruno] = [await person(), await person()];
    expect((await suite.server.client().post(`/api/messages/${bruno.id}/typing`)).status).to.equal(401);
    expect((await typing(ana, 'xyz')).status).to.equal(400);

    const missing = await typing(ana, '0123456789abcdef01234567');
    expect(missing.status).to.equal(204);
    expect((await typing(ana, ana)).status).to.equal(400);

    const brunoTab = await socketOf(bruno);
    const brunoGot = collect(brunoTab);
    expect((await bruno.client.post('/api/messages/block/' + ana.id)).status).to.equal(204);
    const blocked = await typing(ana, bruno);
    expect(blocked.status).to.equal(204);
    // The blocker can still say they are typing.
    expect((await typing(bruno, ana)).status).to.equal(204);
    const herald = await barrier(bruno, brunoTab);
    expect(brunoGot.map((e) => e.fromUserId)).to.deep.equal([herald]);
  });
});
