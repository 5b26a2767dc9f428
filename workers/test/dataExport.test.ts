/**
 * Issue 26 (LGPD art. 18): a person's data export, end to end — asked through the API, built by the
 * workers, announced (bell and e-mail), downloaded signed in as a ZIP that holds each kind of their
 * data and the files they uploaded, and nobody else's; someone else's export is not found; asking
 * twice while it is built builds once. Real FerretDB, Redis, MailDev and local-disk storage.
 */
import { expect } from 'chai';
import mongoose, { type Types } from 'mongoose';
import yauzl from 'yauzl';
import type { DataExportDTO, DataExportStateDTO } from '@conecta/common';
import { Application } from '@conecta/backend/models/application';
import { Credential } from '@conecta/backend/models/credential';
import { Favorite } from '@conecta/backend/models/favorite';
import { JobAlert } from '@conecta/backend/models/jobAlert';
import { Message } from '@conecta/backend/models/message';
import { Notification } from '@conecta/backend/models/notification';
import { dataExportJobId, personalDataQueries } from '@conecta/backend/services/dataExport';
import { buildJob } from '@conecta/backend/test/catalogueFactories';
import { uniqueId, type HttpClient } from '@conecta/backend/test/support';
import { pdf, png, upload } from '@conecta/backend/test/uploadSupport';
import { jobCompleted, mailsTo, waitFor } from './mailbox';
import { workerStack } from './workerStack';

/** Every entry of a ZIP, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('data export (workers/src/processors/dataExport.ts)', function () {
  this.timeout(90_000);
  const stack = workerStack('workers_data_export');

  /** A credential with its certificate PDF, through the API (the file stored as a real upload is). */
  async function credentialWithCertificate(client: HttpClient): Promise<string> {
    const created = await client.post<{ id: string }>('/api/users/credentials', { code: 'nr35', trainedOn: '2025-06-10', hours: 8, institution: 'SENAI Natal' });
    expect(created.status).to.equal(201);
    expect((await upload(client, `/api/users/credentials/${created.body.id}/certificate`, { body: pdf(), name: 'nr35.pdf', type: 'application/pdf' })).status).to.equal(200);
    return created.body.id;
  }

  it("asked, built, announced and downloaded: each kind of the person's data and their files, nobody else's", async () => {
    const me = await stack.account({ userType: 'professional', email: `exporta.${uniqueId()}@example.com`, firstName: 'Joana', lastName: `Exporta${uniqueId()}` });
    const other = await stack.account({ userType: 'student', email: `outro.${uniqueId()}@example.com`, firstName: 'Outro', lastName: `Segredo${uniqueId()}` });
    const mine = me.user._id as Types.ObjectId;
    const theirs = other.user._id as Types.ObjectId;
    const credentialId = await credentialWithCertificate(me.client);
    // A portfolio gallery (issue 25): each of its images is a file of theirs.
    const item = await me.client.post<{ id: string }>('/api/portfolio', { title: 'Usina solar de Assu' });
    let gallery: Array<{ url: string }> = [];
    for (const side of [30, 40]) {
      const added = await upload<{ images: Array<{ url: string }> }>(me.client, `/api/portfolio/${item.body.id}/images`, { body: await png(side, side), name: 'obra.png', type: 'image/png' });
      expect(added.status).to.equal(200);
      gallery = added.body.images;
    }
    await credentialWithCertificate(other.client);
    const job = await buildJob();
    await Application.create({ jobId: job._id, userId: mine, coverLetter: 'Minha carta' });
    await Application.create({ jobId: job._id, userId: theirs, coverLetter: 'Carta de outra pessoa' });
    await Favorite.create({ userId: mine, kind: 'job', itemId: job._id, snapshot: { title: job.title } });
    await JobAlert.create({ userId: mine, query: { q: 'eólica' }, key: uniqueId(), frequency: 'daily' });
    const key = [mine.toString(), theirs.toString()].sort().join(':');
    await Message.create({ conversationKey: key, senderId: mine, receiverId: theirs, content: 'Olá, enviei esta' });
    await Message.create({ conversationKey: key, senderId: theirs, receiverId: mine, content: 'E eu respondi esta' });
    await Notification.create({ userId: mine, kind: 'job-alert', title: 'Minha notificação', dedupeKey: uniqueId() });

    const asked = await me.client.post<DataExportDTO>('/api/users/me/export', {});
    expect(asked.status).to.equal(202);
    expect(asked.body.status).to.equal('pending');
    // Asked again while it is built: the same export.
    expect((await me.client.post<DataExportDTO>('/api/users/me/export', {})).body.id).to.equal(asked.body.id);
    await jobCompleted(stack.producers.notifications, dataExportJobId(asked.body.id), 60_000);

    const state = await me.client.get<DataExportStateDTO>('/api/users/me/export');
    expect(state.body.latest).to.include({ id: asked.body.id, status: 'ready' });
    expect(Date.parse(state.body.latest!.expiresAt!) - Date.parse(state.body.latest!.readyAt!)).to.equal(7 * 24 * 3600 * 1000);
    expect(await Notification.countDocuments({ userId: mine, kind: 'data-export-ready' })).to.equal(1);
    const mails = await waitFor(() => mailsTo(me.user.email), (m) => m.some((mail) => mail.subject.startsWith('Seus dados estão prontos')));
    expect(mails.filter((mail) => mail.subject.startsWith('Seus dados estão prontos'))).to.have.length(1);

    // Someone else's export is not found; theirs is only theirs.
    expect((await other.client.get(`/api/users/me/export/${asked.body.id}/download`)).status).to.equal(404);
    const res = await fetch(`${stack.server.url}/api/users/me/export/${asked.body.id}/download`, { headers: { cookie: me.client.cookieHeader } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/zip');
    expect(res.headers.get('content-disposition')).to.match(/^attachment; filename="conecta-energia-meus-dados-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));

    const account = JSON.parse(entries.get('conta.json')!.toString()) as Record<string, unknown>;
    expect(account).to.include({ email: me.user.email, firstName: 'Joana' });
    expect(account).to.not.have.property('passwordHash');
    const json = (name: string) => JSON.parse(entries.get(`${name}.json`)?.toString() ?? '[]') as Array<Record<string, unknown>>;
    expect(json('credentials').map((c) => c._id)).to.deep.equal([credentialId]);
    expect(json('applications').map((a) => a.coverLetter)).to.deep.equal(['Minha carta']);
    expect(json('favorites')).to.have.length(1);
    expect(json('jobalerts')).to.have.length(1);
    expect(json('messages').map((m) => m.content).sort()).to.deep.equal(['E eu respondi esta', 'Olá, enviei esta']);
    expect(json('notifications').map((n) => n.title)).to.include('Minha notificação');
    // The certificate they uploaded, byte for byte; none of the other person's.
    const certificate = (await Credential.findById(credentialId).lean())!.certificateKey!;
    expect(entries.get(`arquivos/${certificate}`)?.equals(pdf())).to.equal(true);
    const images = gallery.map((image) => `arquivos/${image.url.replace('/uploads/', '')}`);
    for (const name of images) expect(entries.get(name)?.subarray(8, 12).toString('latin1')).to.equal('WEBP');
    expect([...entries.keys()].filter((name) => name.startsWith('arquivos/')).sort()).to.deep.equal([`arquivos/${certificate}`, ...images].sort());
    const everything = [...entries.values()].map((body) => body.toString('latin1')).join('\n');
    expect(everything).to.not.include(other.user.email).and.not.include('Carta de outra pessoa');
    expect(entries.has('LEIA-ME.txt')).to.equal(true);
  });

  it('reads every collection whose documents name a user, but what is not theirs (an admin’s decisions, a block or report by someone else)', () => {
    const paths = personalDataQueries(new mongoose.Types.ObjectId()).flatMap((q) => q.filters.map((f) => `${q.collection}.${Object.keys(f)[0]}`));
    expect(paths).to.include.members(['applications.userId', 'messages.senderId', 'messages.receiverId', 'jobs.companyId', 'credentials.userId', 'favorites.userId', 'jobalerts.userId']);
    expect(paths.some((p) => /\.(moderatedBy|decidedBy|actorId|blockedId|reportedUserId)$/.test(p))).to.equal(false);
  });
});
