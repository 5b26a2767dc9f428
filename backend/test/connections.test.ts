/**
 * Rede de Contatos (issue 26): a request and its states from both sides, the race of two people
 * asking each other at once (one pair, connected), withdraw / decline / remove, a block ending the
 * pair and a request to someone who blocked you answered as a missing profile, the daily limit,
 * 'Apenas contatos' on the send path, and a profile's count and contacts in common.
 */
import { expect } from 'chai';
import {
  CONNECTION_MESSAGES as C,
  DIRECTORY_MESSAGES,
  MESSAGE_SAFETY_MESSAGES as S,
  type ConnectionDTO,
  type ConnectionListsDTO,
  type ConnectionSummaryDTO,
  type UserType,
} from '@conecta/common';
import { Connection, connectionKey } from '../src/models/connection';
import { nextEvent, signedInClient, socketSuite, type HttpClient } from './support';

interface Someone {
  client: HttpClient;
  id: string;
}

describe('Rede de Contatos (issue 26, /api/connections)', () => {
  const suite = socketSuite('connections', { CONNECTION_REQUESTS_MAX_PER_DAY: '5' });
  const { socketOf } = suite;

  const someone = async (userType: UserType = 'professional', firstName = 'Teste'): Promise<Someone> => {
    const { client, user } = await signedInClient(suite.server, { userType, firstName });
    return { client, id: user.id as string };
  };
  const ask = (from: Someone, to: Someone | string, body: unknown = {}) =>
    from.client.post<ConnectionDTO & { message: string }>(`/api/connections/${typeof to === 'string' ? to : to.id}`, body);
  const accept = (me: Someone, them: Someone) => me.client.post<ConnectionDTO & { message: string }>(`/api/connections/${them.id}/accept`);
  const end = (me: Someone, them: Someone) => me.client.request<{ message: string }>('DELETE', `/api/connections/${them.id}`);
  const lists = async (me: Someone) => (await me.client.get<ConnectionListsDTO>('/api/connections')).body;
  const idsOf = (rows: ConnectionDTO[]) => rows.map((row) => row.person.id);
  const summary = (client: HttpClient, of: Someone) => client.get<ConnectionSummaryDTO & { message: string }>(`/api/users/${of.id}/connections`);
  const queued = async (name: string) =>
    (await suite.server.runtime.producers.notifications.getJobs(['waiting', 'delayed', 'prioritized'])).filter((job) => job?.name === name);

  it('a request goes pending ("sent" / "received") with its note, is queued as a notice and pushed to both; accepting connects both', async () => {
    const [ana, bruno] = [await someone('student', 'Ana'), await someone('professional', 'Bruno')];
    const [anaTab, brunoTab] = [await socketOf(ana), await socketOf(bruno)];
    const anaPush = nextEvent(anaTab, 'connection:updated');
    const brunoPush = nextEvent(brunoTab, 'connection:updated');

    const sent = await ask(ana, bruno, { message: '  Vi seu trabalho com solar.  ' });
    expect(sent.status).to.equal(201);
    expect(sent.body).to.include({ state: 'sent', message: 'Vi seu trabalho com solar.', connectedAt: null });
    expect(sent.body.person).to.include({ id: bruno.id, name: 'Bruno Usuário' });
    expect((await brunoPush).connection).to.include({ state: 'received' });
    expect((await anaPush).connection).to.include({ state: 'sent' });
    const pair = await Connection.findOne({ key: connectionKey(ana.id, bruno.id) });
    expect((await queued('connection-request')).map((job) => job.data)).to.deep.include({ connectionId: pair!.id, requestedAt: pair!.requestedAt.toISOString() });

    expect(idsOf((await lists(ana)).sent)).to.deep.equal([bruno.id]);
    expect(idsOf((await lists(bruno)).received)).to.deep.equal([ana.id]);
    expect((await summary(bruno.client, ana)).body.state).to.equal('received');
    // Asking again is the same request, not a second one.
    expect((await ask(ana, bruno)).status).to.equal(200);
    expect(await Connection.countDocuments({ key: connectionKey(ana.id, bruno.id) })).to.equal(1);
    // Only the recipient accepts.
    expect((await accept(ana, bruno)).status).to.equal(404);

    const anaConnected = nextEvent(anaTab, 'connection:updated');
    const accepted = await accept(bruno, ana);
    expect(accepted.status).to.equal(200);
    expect(accepted.body.state).to.equal('connected');
    const pushed = await anaConnected;
    expect(pushed.userId).to.equal(bruno.id);
    expect(pushed.connection?.state).to.equal('connected');
    expect((await queued('connection-accepted')).some((job) => (job.data as { connectionId: string }).connectionId === pair!.id)).to.equal(true);
    expect(idsOf((await lists(ana)).contacts)).to.deep.equal([bruno.id]);
    expect(idsOf((await lists(bruno)).contacts)).to.deep.equal([ana.id]);
  });

  it('two people asking each other at the same moment end up connected, with one pair, whichever way round', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [ana, bruno] = [await someone(), await someone()];
      const answers = await Promise.all([ask(ana, bruno), ask(bruno, ana)]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 201]);
      const rows = await Connection.find({ key: connectionKey(ana.id, bruno.id) }).lean();
      expect(rows).to.have.length(1);
      expect(rows[0]!.status).to.equal('accepted');
      expect(idsOf((await lists(ana)).contacts)).to.deep.equal([bruno.id]);
      expect((await lists(bruno)).received).to.deep.equal([]);
    }
  });

  it('withdraw, decline and remove end the pair (pushed as null to both); nothing to end answers 404 in Portuguese', async () => {
    const [ana, bruno, carla] = [await someone(), await someone(), await someone('company')];
    expect((await ask(ana, bruno)).status).to.equal(201);
    const brunoTab = await socketOf(bruno);
    const gone = nextEvent(brunoTab, 'connection:updated');
    expect((await end(ana, bruno)).status).to.equal(204); // withdrawn
    expect(await gone).to.deep.equal({ userId: ana.id, connection: null });
    expect((await lists(bruno)).received).to.deep.equal([]);

    expect((await ask(carla, bruno)).status).to.equal(201);
    expect((await end(bruno, carla)).status).to.equal(204); // declined
    expect((await lists(carla)).sent).to.deep.equal([]);

    expect((await ask(ana, carla)).status).to.equal(201);
    expect((await accept(carla, ana)).status).to.equal(200);
    expect((await end(carla, ana)).status).to.equal(204); // removed
    expect((await lists(ana)).contacts).to.deep.equal([]);
    const none = await end(carla, ana);
    expect(none.status).to.equal(404);
    expect(none.body.message).to.equal(C.noRequest);
  });

  it('a block ends the pair, and a request to someone who blocked you reads exactly as a missing profile', async () => {
    const [ana, bruno] = [await someone(), await someone()];
    expect((await ask(ana, bruno)).status).to.equal(201);
    expect((await accept(bruno, ana)).status).to.equal(200);
    const anaTab = await socketOf(ana);
    const ended = nextEvent(anaTab, 'connection:updated');
    expect((await bruno.client.post(`/api/messages/block/${ana.id}`)).status).to.equal(204);
    expect(await ended).to.deep.equal({ userId: bruno.id, connection: null });
    expect((await lists(ana)).contacts).to.deep.equal([]);

    const blockedAsk = await ask(ana, bruno);
    const missingAsk = await ask(ana, '0123456789abcdef01234567');
    expect(blockedAsk.status).to.equal(404);
    expect(missingAsk.status).to.equal(404);
    expect(blockedAsk.body).to.deep.equal(missingAsk.body);
    expect(blockedAsk.body.message).to.equal(DIRECTORY_MESSAGES.profileNotFound);
    // The one who blocked is told why instead.
    expect((await ask(bruno, ana)).status).to.equal(403);
  });

  it('refuses oneself, accounts without a public profile on either side, and a note too long — in Portuguese', async () => {
    const [ana, general, admin] = [await someone(), await someone('general'), await someone('admin')];
    const self = await ask(ana, ana);
    expect(self.status).to.equal(400);
    expect(self.body.message).to.equal(C.self);
    const fromGeneral = await ask(general, ana);
    expect(fromGeneral.status).to.equal(403);
    expect(fromGeneral.body.message).to.equal(C.notAllowed);
    expect((await ask(ana, admin)).status).to.equal(404);
    const long = await ask(ana, await someone(), { message: 'x'.repeat(301) });
    expect(long.status).to.equal(400);
    expect((long.body as unknown as { errors: Record<string, string> }).errors.message).to.equal(C.messageMax);
  });

  it('limits the requests one person sends per day (429 with Retry-After, in Portuguese)', async () => {
    const ana = await someone();
    const others = await Promise.all(Array.from({ length: 6 }, () => someone()));
    const answers = [];
    for (const other of others) answers.push(await ask(ana, other));
    expect(answers.slice(0, 5).map((a) => a.status)).to.deep.equal([201, 201, 201, 201, 201]);
    expect(answers[5]!.status).to.equal(429);
    expect(answers[5]!.body.message).to.equal(C.tooMany);
    expect(Number(answers[5]!.headers.get('retry-after'))).to.be.greaterThan(0);
  });

  it("'Apenas contatos': the server refuses a stranger's message (403) and the permission read says why; a contact writes", async () => {
    const [ana, bruno, carla] = [await someone(), await someone(), await someone()];
    const put = await bruno.client.request('PUT', '/api/messages/settings', { readReceipts: true, messagesFrom: 'contacts' });
    expect(put.status).to.equal(200);
    expect(put.body).to.deep.equal({ readReceipts: true, messagesFrom: 'contacts' });
    expect((await bruno.client.get('/api/messages/settings')).body).to.deep.equal({ readReceipts: true, messagesFrom: 'contacts' });

    const refused = await ana.client.post<{ message: string }>('/api/messages', { receiverId: bruno.id, content: 'Olá!' });
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.equal(S.contactsOnly);
    expect((await ana.client.get(`/api/messages/${bruno.id}/permission`)).body).to.deep.equal({ allowed: false, reason: S.contactsOnly });

    expect((await ask(carla, bruno)).status).to.equal(201);
    expect((await accept(bruno, carla)).status).to.equal(200);
    expect((await carla.client.get(`/api/messages/${bruno.id}/permission`)).body).to.deep.equal({ allowed: true, reason: null });
    expect((await carla.client.post('/api/messages', { receiverId: bruno.id, content: 'Obrigada por aceitar!' })).status).to.equal(201);

    // Back to 'Todos' (readReceipts alone keeps the choice; messagesFrom changes it): Ana writes.
    expect((await bruno.client.request('PUT', '/api/messages/settings', { readReceipts: false })).body).to.deep.equal({ readReceipts: false, messagesFrom: 'contacts' });
    expect((await bruno.client.request('PUT', '/api/messages/settings', { readReceipts: true, messagesFrom: 'everyone' })).status).to.equal(200);
    expect((await ana.client.post('/api/messages', { receiverId: bruno.id, content: 'Olá de novo!' })).status).to.equal(201);
    const bad = await bruno.client.request('PUT', '/api/messages/settings', { readReceipts: true, messagesFrom: 'ninguem' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors.messagesFrom).to.equal(S.messagesFromInvalid);
  });

  it("a profile shows its number of contacts to anyone and, to a signed-in visitor, the contacts in common and their state", async () => {
    const [ana, bruno, carla, davi, elisa] = [await someone(), await someone(), await someone('professional', 'Carla'), await someone('company'), await someone()];
    // Bruno's contacts: Carla, Davi, Elisa. Ana's: Carla, Davi.
    for (const [from, to] of [[carla, bruno], [davi, bruno], [elisa, bruno], [carla, ana], [davi, ana]] as const) {
      expect((await ask(from, to)).status).to.equal(201);
      expect((await accept(to, from)).status).to.equal(200);
    }
    const anonymous = await summary(suite.server.client(), bruno);
    expect(anonymous.status).to.equal(200);
    expect(anonymous.body).to.deep.equal({ count: 3, mutual: [], mutualCount: 0, state: null });
    const seen = (await summary(ana.client, bruno)).body;
    expect(seen.count).to.equal(3);
    expect(seen.mutualCount).to.equal(2);
    expect(seen.mutual.map((p) => p.id).sort()).to.deep.equal([carla.id, davi.id].sort());
    expect(seen.state).to.equal('none');
    expect((await summary(elisa.client, bruno)).body.state).to.equal('connected');
    expect((await summary(suite.server.client(), { id: '0123456789abcdef01234567' } as Someone)).status).to.equal(404);
  });
});
