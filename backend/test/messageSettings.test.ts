import { expect } from 'chai';
import { MESSAGE_SAFETY_MESSAGES as S, type MessageDTO } from '@conecta/common';
import { nextEvent, type Person, socketSuite } from './support';
import { ConversationReport } from '../src/models/conversationReport';

describe('Messaging safety (/api/messages/settings, /api/messages/:userId/report)', () => {
  const suite = socketSuite('message_safety');
  const { person, socketOf } = suite;

  const put = (p: Person, body: unknown) => p.client.request('PUT', '/api/messages/settings', body);
  const send = (from: Person, to: Person, content: string) => from.client.post('/api/messages', { receiverId: to.id, content });

  it('refuses visitors (401)', async () => {
    const visitor = suite.server.client();
    expect((await visitor.get('/api/messages/settings')).status).to.equal(401);
    expect((await visitor.request('PUT', '/api/messages/settings', { readReceipts: false })).status).to.equal(401);
    expect((await visitor.post('/api/messages/0123456789abcdef01234567/report', { reason: 'Mensagens ofensivas' })).status).to.equal(401);
  });

  it('switches read receipts on and off, refusing invalid bodies', async () => {
    const ana = await person();
    expect((await ana.client.get('/api/messages/settings')).body).to.deep.equal({ readReceipts: true, messagesFrom: 'everyone' });
    const off = await put(ana, { readReceipts: false });
    expect(off.status).to.equal(200);
    expect(off.body).to.deep.equal({ readReceipts: false, messagesFrom: 'everyone' });
    expect((await ana.client.get('/api/messages/settings')).body).to.deep.equal({ readReceipts: false, messagesFrom: 'everyone' });
    expect((await put(ana, { readReceipts: true })).body).to.deep.equal({ readReceipts: true, messagesFrom: 'everyone' });
    expect((await ana.client.get('/api/messages/settings')).body).to.deep.equal({ readReceipts: true, messagesFrom: 'everyone' });

    for (const bad of [{}, { readReceipts: 'no' }, { readReceipts: null }, { readReceipts: true, extra: 1 }]) {
      const res = await put(ana, bad);
      expect(res.status, JSON.stringify(bad)).to.equal(400);
    }
    expect((await put(ana, { readReceipts: 'no' })).body.errors.readReceipts).to.equal(S.readReceiptsInvalid);
  });

  it("with receipts off the reader's read is counted but the sender gets no message:read and sees readAt null", async () => {
    const [ana, bruno] = [await person(), await person()];
    expect((await put(bruno, { readReceipts: false })).status).to.equal(200);
    expect((await send(ana, bruno, 'Olá, Bruno')).status).to.equal(201);
    // The send's own badge push follows its summary's write, behind the answer (0033): out of the way first.
    await suite.server.runtime.messageWriter.writeBehind.flush();
    const anaTab = await socketOf(ana);
    let receipts = 0;
    anaTab.on('message:read', () => (receipts += 1));
    const brunoTab = await socketOf(bruno);
    const badge = nextEvent(brunoTab, 'unread:updated');

    const read = await bruno.client.post(`/api/messages/${ana.id}/read`);
    expect(read.status).to.equal(200);
    expect(read.body.marked).to.equal(1);
    expect(await badge).to.deep.equal({ total: 0, byUser: {} });
    // Bruno's own view is read; Ana's shows nothing.
    expect((await bruno.client.get<MessageDTO[]>(`/api/messages/${ana.id}`)).body[0]?.readAt).to.equal(read.body.readAt);
    expect((await ana.client.get<MessageDTO[]>(`/api/messages/${bruno.id}`)).body[0]?.readAt).to.equal(null);

    // Receipts back on: the next read is announced.
    expect((await put(bruno, { readReceipts: true })).status).to.equal(200);
    expect((await send(ana, bruno, 'Mais uma')).status).to.equal(201);
    const receipt = nextEvent(anaTab, 'message:read');
    const again = await bruno.client.post(`/api/messages/${ana.id}/read`);
    expect(await receipt).to.deep.equal({ byUserId: bruno.id, conversationWith: ana.id, readAt: again.body.readAt });
    // This receipt is also the barrier for the first read (instead of a pause): it went to Ana's room
    // from the same process after a receipt of the first read would have, so that one would be here
    // by now — only this one came.
    expect(receipts).to.equal(1);
  });

  it('reports a conversation once (201, then 409), 404 without a conversation, 400 for a short reason', async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    expect((await send(ana, bruno, 'Mensagem inconveniente')).status).to.equal(201);

    const short = await bruno.client.post(`/api/messages/${ana.id}/report`, { reason: 'curto' });
    expect(short.status).to.equal(400);
    expect(short.body.errors.reason).to.equal(S.reasonMin);
    expect((await bruno.client.post(`/api/messages/${ana.id}/report`, {})).status).to.equal(400);
    expect((await bruno.client.post(`/api/messages/${ana.id}/report`, { reason: 'Mensagens ofensivas', x: 1 })).status).to.equal(400);
    expect((await bruno.client.post(`/api/messages/${ana.id}/report`, { reason: 'x'.repeat(1001) })).status).to.equal(400);

    const created = await bruno.client.post(`/api/messages/${ana.id}/report`, { reason: '  Mensagens ofensivas e spam  ' });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ status: 'open' });
    const stored = await ConversationReport.findById(created.body.id).lean();
    expect(stored).to.include({ reason: 'Mensagens ofensivas e spam', status: 'open' });
    expect(String(stored?.reporterId)).to.equal(bruno.id);
    expect(String(stored?.reportedUserId)).to.equal(ana.id);

    const repeat = await bruno.client.post(`/api/messages/${ana.id}/report`, { reason: 'De novo, mensagens ofensivas' });
    expect(repeat.status).to.equal(409);
    expect(repeat.body.message).to.equal(S.alreadyReported);
    // The other participant may report the same conversation too.
    expect((await ana.client.post(`/api/messages/${bruno.id}/report`, { reason: 'Ele me denunciou sem motivo' })).status).to.equal(201);

    const none = await carla.client.post(`/api/messages/${ana.id}/report`, { reason: 'Nunca conversamos' });
    expect(none.status).to.equal(404);
    expect(none.body.message).to.equal('Conversa não encontrada');
  });
});
