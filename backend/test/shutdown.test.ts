import { expect } from 'chai';
import http from 'node:http';
import { User } from '../src/models/user';
import { buildRegistration, spawnBackendProcess, startTestServer, type TestServer } from './support';

/**
 * Starts a POST whose body arrives in two halves: the server holds the
 * request (waiting for the rest of the body) until `finish()` is called.
 */
function halfSentRequest(url: string, path: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const response = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.on('socket', (socket) => socket.on('connect', connected));
  req.write(body.subarray(0, half));
  return {
    connected: isConnected,
    response,
    finish: () => req.end(body.subarray(half)),
  };
}

describe('SIGTERM on a backend process', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('shutdown');
  });
  after(async () => {
    await server.stop();
  });

  it('finishes the requests already in flight before exiting', async function () {
    this.timeout(60_000);
    const other = await spawnBackendProcess(server.config);
    const payloads = Array.from({ length: 3 }, () => buildRegistration());
    const requests = payloads.map((p) => halfSentRequest(other.url, '/api/register', p));
    await Promise.all(requests.map((r) => r.connected));
    // Connected and half-sent: the server is now reading these bodies.
    await new Promise((r) => setTimeout(r, 500));
    const stopped = other.stop();
    await new Promise((r) => setTimeout(r, 300));
    for (const r of requests) r.finish();

    const statuses = await Promise.all(requests.map((r) => r.response));
    await stopped;
    expect(statuses).to.deep.equal([201, 201, 201]);
    for (const p of payloads) expect(await User.exists({ email: p.email })).not.to.equal(null);
    // After the drain the process no longer accepts connections.
    let refused = false;
    await fetch(`${other.url}/api/health`).catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
});
