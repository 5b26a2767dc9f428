import { expect } from 'chai';
import http from 'node:http';
import { User } from '../src/models/user';
import {
  buildRegistration,
  connectSocket,
  signedInClient,
  socketClosed,
  socketConnected,
  spawnBackendProcess,
  startTestServer,
  type TestServer,
} from './support';

/**
 * Starts a POST whose body arrives in two halves: the server holds the
 * request (waiting for the rest of the body) until `finish()` is called.
 * `started` resolves when the server has taken the request in: it asks with
 * `Expect: 100-continue`, and Node's HTTP server answers 100 Continue only
 * once it has parsed the headers and handed the request to the app — from
 * then on the connection is busy, not idle, so a drain must wait for it.
 * Only then is the first half of the body sent.
 */
function halfSentRequest(url: string, path: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const response = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve, reject) => {
    req.once('continue', () => {
      req.write(body.subarray(0, half));
      resolve();
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return {
    started,
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
    // All three are in the server's hands (100 Continue), half their body sent: in flight.
    await Promise.all(requests.map((r) => r.started));
    // A signed-in socket on that process: SIGTERM's drain closes the sockets right after it stops
    // listening, so its 'disconnect' is the process saying "I am draining now" — only after that
    // are the bodies finished, so the three can only succeed if the drain waited for them.
    const { client } = await signedInClient(server);
    const socket = connectSocket(other.url, client.cookieHeader);
    await socketConnected(socket);
    const draining = socketClosed(socket, 15_000);
    const stopped = other.stop();
    await draining;
    expect(other.alive(), 'the process exited before its requests had finished').to.equal(true);
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
