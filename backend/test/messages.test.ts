import { expect } from 'chai';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES as M, type ConversationSummaryDTO, type MessageDTO } from '@conecta/common';
import { eventually, nextEvent, type Person, socketSuite, spawnBackendProcess } from './support';
import { Message } from '../src/models/message';
import { User } from '../src/models/user';
import { Conversation, conversationKey } from '../src/models/conversation';

describe('Messages (/api/messages)', () => {
  const suite = socketSuite('messages');
  const { person, socketOf } = suite;

  const send = (from: Person, to: Person, content: string, clientId?: string) =>
    from.client.post('/api/messages', { receiverId: to.id, content, ...(clientId ? { clientId } : {}) });

  /** The stored unread count of `receiver` in the pair's conversation, and the database's truth. */
  async function storedAndActualUnread(a: Person, receiver: Person): Promise<[number, number]> {
    const key = conversationKey(a.id, receiver.id);
    // The summary is written behind the sends (decision 0033): read once this process has written it.
    await suite.server.runtime.messageWriter.writeBehind.flush();
    const conv = await Conversation.findOne({ key }).lean();
    const stored = Number((conv?.unreadCounts as unknown as Record<string, number> | undefined)?.[receiver.id] ?? 0);
    const actual = await Message.countDocuments({ conversationKey: key, receiverId: receiver.id, readAt: null });
    return [stored, actual];
  }

  it('refuses visitors (401)', async () => {
    const visitor = suite.server.client();
    for (const res of [
      await visitor.get('/api/messages/conversations'),
      await visitor.get('/api/messages/unread'),
      await visitor.get('/api/messages/0123456789abcdef01234567'),
      await visitor.post('/api/messages', { receiverId: '0123456789abcdef01234567', content: 'Olá' }),
      await visitor.post('/api/messages/0123456789abcdef01234567/read'),
      await visitor.post('/api/messages/block/0123456789abcdef01234567'),
    ]) {
      expect(res.status).to.equal(401);
    }
  });

  it("delivers a message to the receiver's room and the sender's other tabs, with the unread badge", async () => {
    const [ana, bruno] = [await person(), await person()];
    const [anaTab1, anaTab2, brunoTab] = [await socketOf(ana), await socketOf(ana), await socketOf(bruno)];
    const got = [nextEvent(brunoTab, 'message:new'), nextEvent(anaTab1, 'message:new'), nextEvent(anaTab2, 'message:new')];
    const unread = nextEvent(brunoTab, 'unread:updated');
    const seen: string[][] = [[], [], []];
    [brunoTab, anaTab1, anaTab2].forEach((tab, i) => tab.on('message:new', (message) => seen[i]!.push(message.id)));

    const res = await send(ana, bruno, '  Olá, Bruno!  ');
    expect(res.status).to.equal(201);
    expect(res.body).to.include({ senderId: ana.id, receiverId: bruno.id, content: 'Olá, Bruno!', readAt: null });
    expect(res.body.clientId).to.be.a('string');
    for (const message of await Promise.all(got)) expect(message).to.deep.equal(res.body);
    expect(await unread).to.deep.equal({ total: 1, byUser: { [ana.id]: 1 } });
    // Delivered here directly and published for the other processes: this process's adapter must not
    // deliver it again. A second message is the barrier: each tab gets it after any repeat of the first.
    const barrier = [nextEvent(brunoTab, 'message:new'), nextEvent(anaTab1, 'message:new'), nextEvent(anaTab2, 'message:new')];
    const second = await send(ana, bruno, 'Tudo bem?');
    await Promise.all(barrier);
    expect(seen).to.deep.equal([0, 1, 2].map(() => [res.body.id, second.body.id]));
  });

  it('announces a new conversation to both participants once its document exists, and only for the first message', async () => {
    const [ana, bruno] = [await person(), await person()];
    const [anaTab, brunoTab] = [await socketOf(ana), await socketOf(bruno)];
    const started: Array<[string, unknown]> = [];
    anaTab.on('conversation:started', (e) => started.push(['ana', e]));
    brunoTab.on('conversation:started', (e) => started.push(['bruno', e]));
    // What a client does on the push: fetch its list, which must hold the conversation by then.
    const brunoListed = nextEvent(brunoTab, 'conversation:started').then(() => bruno.client.get<ConversationSummaryDTO[]>('/api/messages/conversations'));
    const brunoStarted = nextEvent(brunoTab, 'conversation:started');

    expect((await send(ana, bruno, 'Primeira')).status).to.equal(201);
    expect(await brunoStarted).to.deep.equal({ participants: [ana.id, bruno.id] });
    expect((await brunoListed).body.map((c) => [c.userId, c.lastMessage, c.unreadCount])).to.deep.equal([[ana.id, 'Primeira', 1]]);

    // Later messages: the conversation exists, nothing is announced. The badge event follows the
    // conversation write on the same connection, so once it is in, an announcement would be too.
    const anaBadge = nextEvent(anaTab, 'unread:updated');
    expect((await send(bruno, ana, 'Resposta')).status).to.equal(201);
    await anaBadge;
    const brunoBadge = nextEvent(brunoTab, 'unread:updated');
    expect((await send(ana, bruno, 'Segunda')).status).to.equal(201);
    await brunoBadge;
    const first = { participants: [ana.id, bruno.id] };
    expect(started).to.have.deep.members([
      ['ana', first],
      ['bruno', first],
    ]);
  });

  it('answers 401 to a session whose account is gone, and stores nothing', async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    await User.deleteOne({ _id: ana.id });
    const res = await send(ana, bruno, 'Ainda aqui?');
    expect(res.status).to.equal(401);
    expect((await ana.client.post('/api/messages/' + bruno.id + '/typing')).status).to.equal(401);
    expect(await Message.countDocuments({ conversationKey: conversationKey(ana.id, bruno.id) })).to.equal(0);
    expect(await Conversation.countDocuments({ key: conversationKey(ana.id, bruno.id) })).to.equal(0);

    // An account the send path already knows (services/accountFacts.ts) is forgotten by the
    // user.changed event that deleting it announces (models/announce.ts).
    expect((await send(carla, bruno, 'Oi')).status).to.equal(201);
    await User.deleteOne({ _id: carla.id });
    expect((await send(carla, bruno, 'Ainda aqui?')).status).to.equal(401);
    expect((await send(bruno, carla, 'Cadê você?')).status).to.equal(404);
  });

  it('keeps unread counts on the conversation, lists conversations newest first, and marks read with a receipt', async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    expect((await send(carla, bruno, 'Primeira conversa')).status).to.equal(201);
    expect((await send(ana, bruno, 'Mensagem 1')).status).to.equal(201);
    // Its badge push follows the summary's write, behind the answer (0033): the next push is the second's.
    await suite.server.runtime.messageWriter.writeBehind.flush();
    const brunoTab = await socketOf(bruno);
    const afterSecond = nextEvent(brunoTab, 'unread:updated');
    expect((await send(ana, bruno, 'Mensagem 2')).status).to.equal(201);
    expect(await afterSecond).to.deep.equal({ total: 3, byUser: { [ana.id]: 2, [carla.id]: 1 } });

    expect((await bruno.client.get('/api/messages/unread')).body).to.deep.equal({ total: 3, byUser: { [ana.id]: 2, [carla.id]: 1 } });
    const list = (await bruno.client.get<ConversationSummaryDTO[]>('/api/messages/conversations')).body;
    expect(list.map((c) => c.userId)).to.deep.equal([ana.id, carla.id]);
    expect(list[0]).to.include({ userName: 'Teste Usuário', userImage: null, lastMessage: 'Mensagem 2', unreadCount: 2 });
    expect(Date.parse(list[0]!.lastMessageDate)).to.be.a('number').and.not.NaN;
    const anaList = (await ana.client.get<ConversationSummaryDTO[]>('/api/messages/conversations')).body;
    expect(anaList).to.have.length(1);
    expect(anaList[0]).to.include({ userId: bruno.id, unreadCount: 0, lastMessage: 'Mensagem 2' });

    const anaTab = await socketOf(ana);
    const receipt = nextEvent(anaTab, 'message:read');
    const badge = nextEvent(brunoTab, 'unread:updated');
    const read = await bruno.client.post('/api/messages/' + ana.id + '/read');
    expect(read.status).to.equal(200);
    expect(read.body.marked).to.equal(2);
    expect(await badge).to.deep.equal({ total: 1, byUser: { [carla.id]: 1 } });
    expect(await receipt).to.deep.equal({ byUserId: bruno.id, conversationWith: ana.id, readAt: read.body.readAt });
    const messages = (await bruno.client.get<MessageDTO[]>('/api/messages/' + ana.id)).body;
    expect(messages.map((m) => m.readAt)).to.deep.equal([read.body.readAt, read.body.readAt]);
    expect((await bruno.client.get('/api/messages/unread')).body).to.deep.equal({ total: 1, byUser: { [carla.id]: 1 } });
    expect(await storedAndActualUnread(ana, bruno)).to.deep.equal([0, 0]);

    // Marking a conversation that does not exist.
    expect((await carla.client.post('/api/messages/' + ana.id + '/read')).status).to.equal(404);
  });

  it("pushes the receiver's whole summary when their cached one has expired (filled from all their conversations)", async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    expect((await send(carla, bruno, 'Oi, Bruno')).status).to.equal(201);
    expect((await send(ana, bruno, 'Primeira')).status).to.equal(201);
    // The cached summary is written with the conversation's summary, behind the answer (0033).
    await suite.server.runtime.messageWriter.writeBehind.flush();
    const redis = suite.server.runtime.redis;
    expect(await redis.del(`${suite.server.config.redisPrefix}unread:${bruno.id}`)).to.equal(1);
    const brunoTab = await socketOf(bruno);
    const pushed = nextEvent(brunoTab, 'unread:updated');
    expect((await send(ana, bruno, 'Segunda')).status).to.equal(201);
    expect(await pushed).to.deep.equal({ total: 3, byUser: { [ana.id]: 2, [carla.id]: 1 } });
    // Carla's conversation was not written, yet her count is in the refilled cache.
    const next = nextEvent(brunoTab, 'unread:updated');
    expect((await bruno.client.post('/api/messages/' + ana.id + '/read')).status).to.equal(200);
    expect(await next).to.deep.equal({ total: 1, byUser: { [carla.id]: 1 } });
  });

  it('turns a retried send (same clientId) into the same message', async () => {
    const [ana, bruno] = [await person(), await person()];
    const first = await send(ana, bruno, 'Só uma vez', 'envio-123_abc');
    const second = await send(ana, bruno, 'Só uma vez', 'envio-123_abc');
    expect(first.status).to.equal(201);
    expect(second.status).to.equal(200);
    expect(second.body.id).to.equal(first.body.id);
    expect(second.body.clientId).to.equal('envio-123_abc');
    expect(await Message.countDocuments({ conversationKey: conversationKey(ana.id, bruno.id) })).to.equal(1);
    expect((await bruno.client.get('/api/messages/unread')).body).to.deep.equal({ total: 1, byUser: { [ana.id]: 1 } });

    // Concurrent retries too: one message.
    const racing = await Promise.all([1, 2, 3, 4, 5].map(() => send(ana, bruno, 'Corrida', 'envio-corrida')));
    expect(new Set(racing.map((r) => r.body.id)).size).to.equal(1);
    expect(racing.filter((r) => r.status === 201)).to.have.length(1);
    expect(await Message.countDocuments({ conversationKey: conversationKey(ana.id, bruno.id) })).to.equal(2);

    // The same key for another message is a conflict, not a silent merge.
    const reused = await send(ana, bruno, 'Outro texto', 'envio-123_abc');
    expect(reused.status).to.equal(409);
    expect(reused.body.message).to.equal(M.clientIdReused);
  });

  it('keeps unread counts exact under 20 concurrent sends from both sides (no lost $inc on FerretDB)', async () => {
    const [ana, bruno] = [await person(), await person()];
    // The last unread:updated each one gets must be the database's summary (pushed from the Redis cache).
    const lastPushed = new Map<string, unknown>();
    for (const p of [ana, bruno]) (await socketOf(p)).on('unread:updated', (summary) => lastPushed.set(p.id, summary));
    const sends = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? send(ana, bruno, `A→B ${i}`) : send(bruno, ana, `B→A ${i}`)));
    const results = await Promise.all(sends);
    expect(results.map((r) => r.status)).to.deep.equal(Array(20).fill(201));
    expect(await storedAndActualUnread(ana, bruno)).to.deep.equal([10, 10]);
    expect(await storedAndActualUnread(bruno, ana)).to.deep.equal([10, 10]);
    expect((await bruno.client.get('/api/messages/unread')).body.total).to.equal(10);

    // Sends racing reads: the stored counts still equal the database's.
    const mixed = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(ana, bruno, `mais ${i}`)),
      bruno.client.post('/api/messages/' + ana.id + '/read'),
      ...Array.from({ length: 6 }, (_, i) => send(bruno, ana, `resposta ${i}`)),
      ana.client.post('/api/messages/' + bruno.id + '/read'),
    ]);
    expect(mixed.every((r) => r.status === 201 || r.status === 200)).to.equal(true);
    const [storedB, actualB] = await storedAndActualUnread(ana, bruno);
    const [storedA, actualA] = await storedAndActualUnread(bruno, ana);
    expect(storedB).to.equal(actualB);
    expect(storedA).to.equal(actualA);
    expect((await bruno.client.get('/api/messages/unread')).body.total).to.equal(actualB);
    // Concurrent sends push in any order; the last push each one gets settles on what is stored.
    for (const p of [ana, bruno]) {
      const stored = (await p.client.get('/api/messages/unread')).body;
      await eventually(async () => JSON.stringify(lastPushed.get(p.id)) === JSON.stringify(stored), () => `last unread push of ${p.id}: ${JSON.stringify(lastPushed.get(p.id))}, stored ${JSON.stringify(stored)}`);
    }
    // The last message is the newest one stored.
    const newest = await Message.findOne({ conversationKey: conversationKey(ana.id, bruno.id) }).sort({ createdAt: -1, _id: -1 });
    await suite.server.runtime.messageWriter.writeBehind.flush();
    const conv = await Conversation.findOne({ key: conversationKey(ana.id, bruno.id) }).lean();
    expect(conv?.lastMessageAt?.getTime()).to.equal(newest?.createdAt?.getTime());
  });

  it('validates a send with Portuguese messages', async () => {
    const [ana, bruno] = [await person(), await person()];
    const cases: Array<[unknown, string]> = [
      [{ receiverId: bruno.id, content: '' }, M.contentEmpty],
      [{ receiverId: bruno.id, content: '   \n  ' }, M.contentEmpty],
      [{ receiverId: bruno.id }, M.contentEmpty],
      [{ receiverId: bruno.id, content: 'x'.repeat(MESSAGE_LIMITS.contentMax + 1) }, M.contentMax],
      [{ receiverId: bruno.id, content: 'Olá', extra: 1 }, 'Campo não permitido'],
      [{ receiverId: bruno.id, content: { $gt: '' } }, M.contentEmpty],
      [{ receiverId: { $ne: null }, content: 'Olá' }, M.receiverInvalid],
      [{ receiverId: 'abc', content: 'Olá' }, M.receiverInvalid],
      [{ content: 'Olá' }, M.receiverInvalid],
      [{ receiverId: bruno.id, content: 'Olá', clientId: 'com espaço' }, M.clientIdInvalid],
      [{ receiverId: bruno.id, content: 'Olá', clientId: 'x'.repeat(65) }, M.clientIdInvalid],
      [{ receiverId: bruno.id, content: 'Olá', clientId: { $gt: '' } }, M.clientIdInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await ana.client.post('/api/messages', payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).to.equal(400);
      expect(res.body.message).to.equal(message);
    }
    const longest = await send(ana, bruno, 'x'.repeat(MESSAGE_LIMITS.contentMax));
    expect(longest.status).to.equal(201);
    expect(await Message.countDocuments({ conversationKey: conversationKey(ana.id, bruno.id) })).to.equal(1);
  });

  it('refuses an unknown receiver (404) and oneself (400)', async () => {
    const ana = await person();
    const missing = await ana.client.post('/api/messages', { receiverId: '0123456789abcdef01234567', content: 'Olá' });
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal(M.receiverNotFound);
    const self = await ana.client.post('/api/messages', { receiverId: ana.id, content: 'Olá' });
    expect(self.status).to.equal(400);
    expect(self.body.message).to.equal(M.selfMessage);
  });

  it('pages a conversation backwards, newest last', async () => {
    const [ana, bruno] = [await person(), await person()];
    for (let i = 1; i <= 7; i++) expect((await send(i % 2 ? ana : bruno, i % 2 ? bruno : ana, `m${i}`)).status).to.equal(201);
    const page1 = (await ana.client.get<MessageDTO[]>(`/api/messages/${bruno.id}?limit=3`)).body;
    expect(page1.map((m) => m.content)).to.deep.equal(['m5', 'm6', 'm7']);
    const page2 = (await ana.client.get<MessageDTO[]>(`/api/messages/${bruno.id}?limit=3&before=${page1[0]!.id}`)).body;
    expect(page2.map((m) => m.content)).to.deep.equal(['m2', 'm3', 'm4']);
    const page3 = (await bruno.client.get<MessageDTO[]>(`/api/messages/${ana.id}?limit=3&before=${page2[0]!.id}`)).body;
    expect(page3.map((m) => m.content)).to.deep.equal(['m1']);
    const all = (await bruno.client.get<MessageDTO[]>(`/api/messages/${ana.id}`)).body;
    expect(all.map((m) => m.content)).to.deep.equal(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    const byDate = (await ana.client.get<MessageDTO[]>(`/api/messages/${bruno.id}?before=${encodeURIComponent(page1[0]!.createdAt)}`)).body;
    expect(byDate.every((m) => m.createdAt < page1[0]!.createdAt)).to.equal(true);
    expect(byDate.map((m) => m.content)).to.include('m1');

    for (const bad of ['?before=ontem', '?limit=0', `?limit=${MESSAGE_LIMITS.pageSize + 1}`, '?page=2', '?before=0123456789abcdef01234567']) {
      const res = await ana.client.get(`/api/messages/${bruno.id}${bad}`);
      expect(res.status, bad).to.equal(400);
    }
    expect((await ana.client.get('/api/messages/not-an-id')).status).to.equal(400);
  });

  it('lets a user block and unblock a sender', async () => {
    const [ana, bruno] = [await person(), await person()];
    expect((await send(ana, bruno, 'Oi')).status).to.equal(201);
    expect((await bruno.client.post('/api/messages/block/' + ana.id)).status).to.equal(204);
    expect((await bruno.client.post('/api/messages/block/' + ana.id)).status).to.equal(204); // idempotent
    expect((await bruno.client.get('/api/messages/blocked')).body).to.deep.equal([ana.id]);
    const blocked = await send(ana, bruno, 'Ainda aí?');
    expect(blocked.status).to.equal(403);
    expect(blocked.body.message).to.equal(M.blocked);
    // The blocker can still write.
    expect((await send(bruno, ana, 'Não me escreva mais')).status).to.equal(201);
    expect((await bruno.client.request('DELETE', '/api/messages/block/' + ana.id)).status).to.equal(204);
    expect((await send(ana, bruno, 'Desculpe')).status).to.equal(201);
    expect((await bruno.client.get('/api/messages/blocked')).body).to.deep.equal([]);

    expect((await ana.client.post('/api/messages/block/' + ana.id)).status).to.equal(400);
    // Nobody by that id: answered as a block, so the route tells nothing about who exists.
    expect((await ana.client.post('/api/messages/block/0123456789abcdef01234567')).status).to.equal(204);
    expect((await ana.client.get('/api/messages/blocked')).body).to.deep.equal([]);
    expect((await ana.client.post('/api/messages/block/xyz')).status).to.equal(400);
  });

  it("never shows a third user the pair's messages", async () => {
    const [ana, bruno, intrusa] = [await person(), await person(), await person()];
    expect((await send(ana, bruno, 'Segredo')).status).to.equal(201);
    const intrusaTab = await socketOf(intrusa);
    const pushed: string[] = [];
    intrusaTab.on('message:new', (message) => pushed.push(message.content));
    expect((await send(bruno, ana, 'Outro segredo')).status).to.equal(201);

    const res = await intrusa.client.get(`/api/messages/${ana.id}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal([]);
    expect((await intrusa.client.get(`/api/messages/${bruno.id}`)).body).to.deep.equal([]);
    expect((await intrusa.client.get('/api/messages/conversations')).body).to.deep.equal([]);
    expect((await intrusa.client.post(`/api/messages/${ana.id}/read`)).status).to.equal(404);
    expect(await storedAndActualUnread(ana, bruno)).to.deep.equal([1, 1]);
    // A message to her is the barrier: a leaked push of the pair's would have reached her tab first.
    const barrier = nextEvent(intrusaTab, 'message:new');
    expect((await send(ana, intrusa, 'Oi, Intrusa')).status).to.equal(201);
    await barrier;
    expect(pushed).to.deep.equal(['Oi, Intrusa']);
  });

  it('reaches a socket held by another backend process, both ways', async function () {
    this.timeout(40_000);
    const other = await spawnBackendProcess(suite.server.config);
    try {
      const [ana, bruno] = [await person(), await person()];
      const brunoThere = await socketOf(bruno, other.url);
      const anaHere = await socketOf(ana);
      const arrived = nextEvent(brunoThere, 'message:new');
      const badge = nextEvent(brunoThere, 'unread:updated');
      const sent = await send(ana, bruno, 'Via processo 1');
      expect(sent.status).to.equal(201);
      expect((await arrived).id).to.equal(sent.body.id);
      expect(await badge).to.deep.equal({ total: 1, byUser: { [ana.id]: 1 } });

      // Posted through the other process (same session), received here.
      const back = nextEvent(anaHere, 'message:new');
      const viaOther = await fetch(`${other.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: bruno.client.cookieHeader },
        body: JSON.stringify({ receiverId: ana.id, content: 'Via processo 2' }),
      });
      expect(viaOther.status).to.equal(201);
      const body = (await viaOther.json()) as MessageDTO;
      expect((await back).id).to.equal(body.id);

      // A block made through the other process holds here too (its block.changed event), although
      // this process knew both accounts and that Bruno had blocked nobody.
      const blocked = await fetch(`${other.url}/api/messages/block/${ana.id}`, {
        method: 'POST',
        headers: { cookie: bruno.client.cookieHeader },
      });
      expect(blocked.status).to.equal(204);
      // The block's event crosses Redis pub/sub to this process.
      await eventually(async () => suite.server.runtime.accountFacts.mayHaveBlocked(bruno.id), 'this process learns that Bruno blocked someone');
      const refused = await send(ana, bruno, 'Ainda posso?');
      expect(refused.status).to.equal(403);
      expect(refused.body.message).to.equal(M.blocked);
    } finally {
      await other.stop();
    }
  });
});
