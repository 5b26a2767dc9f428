/**
 * The conversation summary written behind the send (services/conversationWriteBehind.ts, decision
 * 0033), against the real engines. What a reader sees between a send and its summary's write is
 * made to last by holding this process's writes (`holdWrites`), never by the clock; convergence is
 * awaited as a state (`flush`, `eventually`).
 */
import { expect } from 'chai';
import type { ConversationSummaryDTO, MessageDTO, UnreadSummary } from '@conecta/common';
import { Message } from '../src/models/message';
import { Conversation, conversationKey } from '../src/models/conversation';
import { eventually, nextEvent, type Person, socketSuite } from './support';

describe('Conversation write-behind (decision 0033)', () => {
  const suite = socketSuite('writebehind');
  const { person, socketOf } = suite;
  const writeBehind = () => suite.server.runtime.messageWriter.writeBehind;

  const send = (from: Person, to: Person, content: string, clientId?: string) =>
    from.client.post<MessageDTO>('/api/messages', { receiverId: to.id, content, ...(clientId ? { clientId } : {}) });
  const listOf = async (p: Person) => (await p.client.get<ConversationSummaryDTO[]>('/api/messages/conversations')).body;
  const unreadOf = async (p: Person) => (await p.client.get<UnreadSummary>('/api/messages/unread')).body;

  it('two clients writing to each other at once: every message stored once, pushed in the stored order, and the summary converges on the truth', async function () {
    this.timeout(90_000);
    const [ana, bruno] = [await person(), await person()];
    const [anaTab, brunoTab] = [await socketOf(ana), await socketOf(bruno)];
    const pushed = new Map<string, string[]>([
      [ana.id, []],
      [bruno.id, []],
    ]);
    for (const [p, tab] of [
      [ana, anaTab],
      [bruno, brunoTab],
    ] as const) {
      tab.on('message:new', (m) => {
        if (m.receiverId === p.id) pushed.get(p.id)!.push(m.id);
      });
    }
    // Each client's sends go one after another (a person types in order); the two clients at once.
    const client = async (from: Person, to: Person, n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await send(from, to, `${from.id.slice(-4)} #${i}`, `wb-${from.id}-${i}`);
        expect(res.status).to.equal(201);
        ids.push(res.body.id);
      }
      return ids;
    };
    const [fromAna, fromBruno] = await Promise.all([client(ana, bruno, 30), client(bruno, ana, 30)]);

    const key = conversationKey(ana.id, bruno.id);
    const stored = await Message.find({ conversationKey: key }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(stored).to.have.length(60);
    expect(new Set(stored.map((m) => m.clientId)).size).to.equal(60);
    // Each client's own messages are stored in the order it sent them.
    const storedIds = stored.map((m) => m._id.toString());
    expect(storedIds.filter((id) => fromAna.includes(id))).to.deep.equal(fromAna);
    expect(storedIds.filter((id) => fromBruno.includes(id))).to.deep.equal(fromBruno);
    for (const [receiver, theirs] of [
      [bruno, fromAna],
      [ana, fromBruno],
    ] as const) {
      await eventually(async () => pushed.get(receiver.id)!.length >= theirs.length, () => `${theirs.length} pushes to ${receiver.id}`);
      // Pushed once each, in the stored order.
      expect(pushed.get(receiver.id)).to.deep.equal(storedIds.filter((id) => theirs.includes(id)));
    }

    // The document converges on the messages (what a reader sees before it: the next test).
    await writeBehind().flush();
    const newest = stored[stored.length - 1]!;
    for (const p of [ana, bruno]) {
      const [row] = await listOf(p);
      expect(row).to.include({ lastMessage: newest.content, unreadCount: 30 });
      expect((await unreadOf(p)).total).to.equal(30);
    }
    const conversation = await Conversation.findOne({ key }).lean();
    expect(conversation!.lastMessage!.messageId!.toString()).to.equal(newest._id.toString());
    const counts = conversation!.unreadCounts as unknown as Record<string, number>;
    expect([counts[ana.id], counts[bruno.id]]).to.deep.equal([30, 30]);
    expect(await suite.server.runtime.redis.exists(`${writeBehind().journal.prefix}${key}`)).to.equal(0);
  });

  it('while the write is behind: the list, the badge, the order by last activity and mark-read are right from the journal; the write that lands keeps what mark-read counted', async () => {
    const [ana, bruno, carla] = [await person(), await person(), await person()];
    // Bruno talked with Carla first; his conversation with Ana starts while the writes are held.
    expect((await send(carla, bruno, 'Oi, Bruno')).status).to.equal(201);
    await writeBehind().flush();
    const release = writeBehind().holdWrites();
    try {
      const brunoTab = await socketOf(bruno);
      const badge = nextEvent(brunoTab, 'unread:updated');
      expect((await send(ana, bruno, 'Primeira')).status).to.equal(201);
      expect((await send(ana, bruno, 'Segunda')).status).to.equal(201);
      const key = conversationKey(ana.id, bruno.id);
      expect(await Conversation.exists({ key })).to.equal(null);
      // Newest first: Ana's conversation, only in the journal, above Carla's.
      expect((await listOf(bruno)).map((c) => [c.userId, c.lastMessage, c.unreadCount])).to.deep.equal([
        [ana.id, 'Segunda', 2],
        [carla.id, 'Oi, Bruno', 1],
      ]);
      expect((await listOf(ana)).map((c) => [c.userId, c.lastMessage, c.unreadCount])).to.deep.equal([[bruno.id, 'Segunda', 0]]);
      expect(await unreadOf(bruno)).to.deep.equal({ total: 3, byUser: { [ana.id]: 2, [carla.id]: 1 } });
      // Mark-read finds the conversation and counts the journaled messages as read.
      const read = await bruno.client.post('/api/messages/' + ana.id + '/read');
      expect(read.status).to.equal(200);
      expect(read.body.marked).to.equal(2);
      expect(await badge).to.deep.include({ total: 1 });
      expect((await listOf(bruno)).find((c) => c.userId === ana.id)?.unreadCount).to.equal(0);
    } finally {
      release();
    }
    await writeBehind().flush();
    const conversation = await Conversation.findOne({ key: conversationKey(ana.id, bruno.id) }).lean();
    expect(conversation!.lastMessage!.content).to.equal('Segunda');
    expect(conversation!.participants.map(String).sort()).to.deep.equal([ana.id, bruno.id].sort());
    // Not 2: the journal's count was dropped by the recount, not added after it.
    expect((conversation!.unreadCounts as unknown as Record<string, number>)[bruno.id]).to.equal(0);
    expect(await unreadOf(bruno)).to.deep.equal({ total: 1, byUser: { [carla.id]: 1 } });
  });

  it('a journal left by a process that stopped is repaired from the messages, even when that process had written the document already', async () => {
    const [ana, bruno] = [await person(), await person()];
    const key = conversationKey(ana.id, bruno.id);
    expect((await send(ana, bruno, 'Uma')).status).to.equal(201);
    expect((await send(ana, bruno, 'Duas')).status).to.equal(201);
    await writeBehind().flush();
    // A process that stored a third message, wrote the document (count 3) and stopped before
    // clearing its journal: applying the journal again would count the message twice.
    const brunoTab = await socketOf(bruno);
    const badge = nextEvent(brunoTab, 'unread:updated');
    const third = await Message.create({ conversationKey: key, senderId: ana.id, receiverId: bruno.id, content: 'Três' });
    await Conversation.updateOne({ key }, { $inc: { [`unreadCounts.${bruno.id}`]: 1 } });
    // A newer message it stored and never journaled at all.
    const fourth = await Message.create({ conversationKey: key, senderId: bruno.id, receiverId: ana.id, content: 'Quatro' });
    await writeBehind().journal.record('processo-parado', [
      {
        key,
        last: { messageId: third._id.toString(), content: 'Três', senderId: ana.id, createdAt: third.createdAt.toISOString() },
        incs: { [bruno.id]: 1 },
      },
    ]);
    // What a boot and every second do: no heartbeat for that owner, so its journal is repaired
    // (by this sweep, or by the process's own if one was already under way).
    const journalKey = `${writeBehind().journal.prefix}${key}`;
    await eventually(async () => {
      await writeBehind().sweep();
      return (await suite.server.runtime.redis.exists(journalKey)) === 0;
    }, 'the stopped process journal to be repaired');
    const conversation = await Conversation.findOne({ key }).lean();
    expect(conversation!.lastMessage!.messageId!.toString()).to.equal(fourth._id.toString());
    const counts = conversation!.unreadCounts as unknown as Record<string, number>;
    expect([counts[bruno.id], counts[ana.id]]).to.deep.equal([3, 1]);
    expect(await badge).to.deep.equal({ total: 3, byUser: { [ana.id]: 3 } });
    expect(await suite.server.runtime.redis.sismember(`${writeBehind().journal.prefix}owners`, 'processo-parado')).to.equal(0);
  });

  it("leaves a live process's journal to it", async () => {
    const [ana, bruno] = [await person(), await person()];
    const release = writeBehind().holdWrites();
    try {
      expect((await send(ana, bruno, 'Ainda não escrita')).status).to.equal(201);
      await writeBehind().sweep();
      expect(await Conversation.exists({ key: conversationKey(ana.id, bruno.id) })).to.equal(null);
    } finally {
      release();
    }
    await writeBehind().flush();
    expect(await Conversation.exists({ key: conversationKey(ana.id, bruno.id) })).to.not.equal(null);
  });
});
