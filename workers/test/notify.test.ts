/**
 * workers/src/notify.ts: a notification told twice (the same queue job run again after a worker
 * died mid-job) is one bell entry and one e-mail, and the e-mail's HTML escapes the user text it
 * carries.
 */
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { Notification } from '@conecta/backend/models/notification';
import { Producers } from '@conecta/backend/queues/producers';
import { signedInClient, startTestServer, uniqueId, type TestServer } from '@conecta/backend/test/support';
import { createRoomEmitter } from '@conecta/backend/realtime/emitter';
import { startWorkers, type RunningWorkers } from '../src/main';
import { notifyUser } from '../src/notify';
import { mailsTo, waitFor } from './mailbox';

describe('notifyUser (workers/src/notify.ts)', () => {
  let server: TestServer;
  let workers: RunningWorkers;
  let redis: Redis;
  let producers: Producers;

  before(async () => {
    server = await startTestServer('workers_notify');
    workers = await startWorkers(server.config);
    redis = new Redis(server.config.redisUrl);
    producers = new Producers(server.config.redisUrl, server.config.redisPrefix);
  });
  after(async () => {
    await producers.close();
    redis.disconnect();
    await server.stop();
    await workers.close();
  });

  it('writes one notification and sends one escaped e-mail when told twice', async () => {
    const { user } = await signedInClient(server);
    const emitter = createRoomEmitter(redis, server.config.redisPrefix);
    const deps = { emitter, producers };
    const dedupeKey = `test-notify-${uniqueId()}`;
    const notice = {
      dedupeKey,
      userId: user.id,
      kind: 'application-created' as const,
      title: 'Nova candidatura',
      body: 'Zé <script>alert(1)</script> & cia se candidatou',
      link: '/minhas-vagas',
      email: true,
    };
    const first = await notifyUser(deps, notice);
    const second = await notifyUser(deps, notice);
    expect(second._id.toString()).to.equal(first._id.toString());
    expect(await Notification.countDocuments({ dedupeKey })).to.equal(1);

    const mails = await waitFor(() => mailsTo(user.email), (m) => m.length > 0);
    expect(mails).to.have.length(1);
    const [mail] = mails;
    expect(mail!.subject).to.equal('Nova candidatura - Conecta Energia');
    expect(mail!.html).to.include('Zé &lt;script&gt;alert(1)&lt;/script&gt; &amp; cia se candidatou');
    expect(mail!.html).not.to.include('<script>');
    expect(mail!.html).to.include('http://localhost:3000/minhas-vagas');
    expect(mail!.text).to.include('Zé <script>alert(1)</script> & cia se candidatou');
    // A worker that died after the SMTP server took the mail but before BullMQ recorded the job:
    // the job is gone from BullMQ's books, the cause is told again, and the sent mark holds.
    const jobId = `email-notification-${first._id.toString()}`;
    const completed = async () => (await producers.email.getJob(jobId))?.getState();
    expect(await waitFor(completed, (state) => state === 'completed')).to.equal('completed');
    await (await producers.email.getJob(jobId))!.remove();
    await notifyUser(deps, notice);
    expect(await waitFor(completed, (state) => state === 'completed')).to.equal('completed');
    expect(await mailsTo(user.email)).to.have.length(1);
  });
});
