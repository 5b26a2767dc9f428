import { expect } from 'chai';
import mongoose from 'mongoose';
import { User } from '../src/models/user';
import { buildRegistration, spawnBackendProcess, startTestServer, type TestServer } from './support';

describe('SIGTERM on a backend process', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('shutdown');
  });
  after(async () => {
    await server.stop();
  });

  it('finishes the requests already in flight before exiting', async function () {
    this.timeout(40_000);
    const other = await spawnBackendProcess(server.config);
    const payloads = Array.from({ length: 5 }, () => buildRegistration());
    // Registrations hash with argon2 (tens of ms each): they are in flight when the signal lands.
    const inFlight = payloads.map((p) =>
      fetch(`${other.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(p),
      }),
    );
    await new Promise((r) => setTimeout(r, 30));
    const stopped = other.stop();
    const statuses = await Promise.all(inFlight.map(async (r) => (await r).status));
    await stopped;
    expect(statuses).to.deep.equal([201, 201, 201, 201, 201]);
    expect(await User.countDocuments({ email: mongoose.trusted({ $in: payloads.map((p) => p.email) }) })).to.equal(5);
    // After the drain the process no longer accepts connections.
    let refused = false;
    await fetch(`${other.url}/api/health`).catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
});
