/** Prometheus metrics on the internal port (lib/metrics.ts), never on the public one. */
import { expect } from 'chai';
import { connectSocket, signedInClient, socketConnected, startTestServer, type TestServer, type TestSocket } from './support';

describe('Metrics (METRICS_PORT)', () => {
  let server: TestServer;
  const sockets: TestSocket[] = [];
  before(async () => {
    server = await startTestServer('metrics');
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
  });

  const scrape = async () => {
    expect(server.metricsPort).to.be.a('number');
    const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(res.status).to.equal(200);
    return res.text();
  };

  it('serves latency by route pattern and status, open sockets, queue depths and event-loop lag', async () => {
    const { client } = await signedInClient(server);
    const jobId = '65a1b2c3d4e5f6a7b8c9d0e1';
    expect((await client.get(`/api/vagas/${jobId}`)).status).to.equal(404);
    expect((await client.get('/api/vagas?limit=3')).status).to.equal(200);
    const socket = connectSocket(server.url, client.cookieHeader);
    sockets.push(socket);
    await socketConnected(socket);
    await server.runtime.producers.email.add('contact-received', {} as never, { jobId: `metrics-${Date.now()}`, delay: 60_000 });

    const text = await scrape();
    expect(text).to.match(/http_request_duration_seconds_count\{[^}]*method="GET",route="\/api\/vagas\/:id",status="404"[^}]*\} 1/);
    expect(text).to.match(/http_request_duration_seconds_count\{[^}]*route="\/api\/vagas",status="200"/);
    expect(text).not.to.include(jobId); // route patterns, never raw URLs
    expect(text).to.match(/socketio_connected_sockets\{service="backend"\} 1/);
    expect(text).to.match(/bullmq_queue_jobs\{queue="email",state="delayed",service="backend"\} 1/);
    expect(text).to.include('nodejs_eventloop_lag_seconds');
  });

  it('is not served on the public port', async () => {
    const res = await server.client().get('/metrics');
    expect(res.text).not.to.include('http_request_duration_seconds');
  });
});
