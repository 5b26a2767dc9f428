/** The workers' metrics (lib/metrics.ts): failed attempts and queue depths per queue, on their internal port. */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '@conecta/backend/test/support';
import { startWorkers, type RunningWorkers } from '../src/main';
import { waitFor } from './mailbox';

describe('workers metrics (WORKERS_METRICS_PORT)', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  before(async () => {
    server = await startTestServer('workers_metrics');
    workers = await startWorkers(server.config);
  });
  after(async () => {
    // The server first: both share this process's mongoose connection, which the workers close.
    await server.stop();
    await workers.close();
  });

  it('counts a failed job of the email queue', async () => {
    // An unknown job name is unrecoverable: the first attempt fails the job for good.
    await server.runtime.producers.email.add('no-such-mail' as never, {} as never, { jobId: `fail-${Date.now()}` });
    const scrape = async () => (await fetch(`http://127.0.0.1:${workers.metricsPort}/metrics`)).text();
    // The counter moves on the worker's own 'failed' event, which nothing outside announces: scrape until it shows.
    const text = await waitFor(scrape, (t) => /bullmq_job_failures_total\{queue="email",service="workers"\} 1/.test(t));
    expect(text).to.match(/bullmq_job_failures_total\{queue="email",service="workers"\} 1/);
    expect(text).to.match(/bullmq_queue_jobs\{queue="email",state="failed",service="workers"\} 1/);
  });
});
