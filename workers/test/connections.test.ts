/**
 * Issue 26, Rede de Contatos: a request (HTTP) → the `connection-request` job → the workers → the
 * recipient's bell entry and live push, once even when the job runs again; the acceptance told to
 * whoever asked; a job run after the request was withdrawn tells nobody.
 */
import { expect } from 'chai';
import { Notification } from '@conecta/backend/models/notification';
import { Connection, connectionKey } from '@conecta/backend/models/connection';
import { nextEvent, uniqueId } from '@conecta/backend/test/support';
import { notifyConnectionAccepted, notifyConnectionRequest } from '../src/processors/connections';
import { jobCompleted } from './mailbox';
import { workerStack } from './workerStack';

describe('connection notices (workers/src/processors/connections.ts)', function () {
  this.timeout(60_000);
  const stack = workerStack('workers_connections');
  const person = (firstName: string) => stack.account({ userType: 'professional', firstName, email: `rede.${uniqueId()}@example.com` });

  it('tells the recipient of a request (bell, push) once, and the sender of its acceptance', async () => {
    const [ana, bruno] = [await person('Ana'), await person('Bruno')];
    const bell = nextEvent(bruno.socket, 'notification:new');
    expect((await ana.client.post(`/api/connections/${bruno.user.id as string}`, { message: 'Olá, Bruno!' })).status).to.equal(201);
    const pair = (await Connection.findOne({ key: connectionKey(ana.user._id, bruno.user._id) }))!;
    const requested = { connectionId: pair.id as string, requestedAt: pair.requestedAt.toISOString() };
    await jobCompleted(stack.producers.notifications, `connection-request-${pair.id as string}-${pair.requestedAt.getTime()}`);
    expect(await bell).to.include({ kind: 'connection-request', title: 'Nova solicitação de conexão', body: 'Ana Usuário quer se conectar com você: "Olá, Bruno!"', link: '/rede?aba=recebidas' });
    // The job runs again (a worker killed after its work): still one bell entry.
    await notifyConnectionRequest(stack.deps, requested);
    expect(await Notification.countDocuments({ userId: bruno.user._id, kind: 'connection-request' })).to.equal(1);

    const told = nextEvent(ana.socket, 'notification:new');
    expect((await bruno.client.post(`/api/connections/${ana.user.id as string}/accept`)).status).to.equal(200);
    expect(await told).to.include({ kind: 'connection-accepted', title: 'Solicitação de conexão aceita', link: `/profissionais/${bruno.user.id as string}` });
  });

  it('a job run after the request was withdrawn tells nobody', async () => {
    const [ana, bruno] = [await person('Ana'), await person('Bruno')];
    expect((await ana.client.post(`/api/connections/${bruno.user.id as string}`, {})).status).to.equal(201);
    const pair = (await Connection.findOne({ key: connectionKey(ana.user._id, bruno.user._id) }))!;
    await jobCompleted(stack.producers.notifications, `connection-request-${pair.id as string}-${pair.requestedAt.getTime()}`);
    expect((await ana.client.request('DELETE', `/api/connections/${bruno.user.id as string}`)).status).to.equal(204);
    const before = await Notification.countDocuments({ userId: bruno.user._id });
    // Replayed after the withdrawal (a retry, a late worker): the pair is gone, nothing is told.
    await notifyConnectionRequest(stack.deps, { connectionId: pair.id as string, requestedAt: pair.requestedAt.toISOString() });
    await notifyConnectionAccepted(stack.deps, { connectionId: pair.id as string, connectedAt: new Date().toISOString() });
    expect(await Notification.countDocuments({ userId: bruno.user._id })).to.equal(before);
    expect(await Notification.countDocuments({ userId: ana.user._id })).to.equal(0);
  });
});
