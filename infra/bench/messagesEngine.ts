/**
 * What the engine itself allows (`npm run bench:messages`, issue 27): message documents of the
 * product's shape written straight through the driver into the bench database's own `messages`
 * collection (its indexes and GIN indexes, so every figure pays what a send's insert pays), with
 * no HTTP, no session, no lock, no push:
 * - `insertOne` with `inFlight` at a time — one command per message, what the send path did
 *   before group commit;
 * - `insertMany` of `batch` documents (`ordered: false`), one batch at a time and two at a time —
 *   what a group-commit writer can reach;
 * - the conversation write (`findOneAndUpdate` upsert on `key`, `updatesInFlight` at a time), a
 *   send's second write, for the reader to see what one send of two writes costs. Never as many
 *   at once as FerretDB's pool has connections: each update holds one while it asks for another,
 *   and that many wait for each other for ever (decision 0027).
 * Each measure writes for `seconds`; the probe's documents carry a sender id of their own and are
 * removed afterwards, so the live phase and the database check see none of them.
 */
import mongoose from 'mongoose';

export interface EngineFigure {
  label: string;
  /** The label in a few characters, for the summary line. */
  short: string;
  docs: number;
  seconds: number;
  perSecond: number;
}

export interface EngineFigures {
  insertOne: EngineFigure;
  insertMany: EngineFigure;
  insertManyTwo: EngineFigure;
  conversationWrite: EngineFigure;
  /** The best of the message inserts: the ceiling a product figure is a fraction of. */
  ceiling: EngineFigure;
}

/** The probe's own sender, never a bench user: its documents are removed by this id. */
const PROBE_SENDER = new mongoose.Types.ObjectId('e0e0e0e0e0e0e0e0e0e0e0e0');

/** The probe's documents go by groups of at most 10,000 under one conversation key each, so each group is removed by one equality (FerretDB deletes at most 65,535 rows a command). */
const GROUP = 10_000;

function probeDoc(i: number, tag: string, keys: Set<string>) {
  const receiverId = new mongoose.Types.ObjectId();
  const conversationKey = `${PROBE_SENDER.toHexString()}:${tag}-${Math.floor(i / GROUP)}`;
  keys.add(conversationKey);
  return {
    _id: new mongoose.Types.ObjectId(),
    conversationKey,
    senderId: PROBE_SENDER,
    receiverId,
    content: `Mensagem de medição do banco (#${i}).`,
    clientId: `${tag}-${i}`,
    readAt: null,
    createdAt: new Date(),
  };
}

async function timed(label: string, short: string, seconds: number, step: (i: number) => Promise<number>, lanes: number): Promise<EngineFigure> {
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let docs = 0;
  let next = 0;
  const lane = async () => {
    while (performance.now() < until) docs += await step(next++);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  const took = (performance.now() - t0) / 1000;
  return { label, short, docs, seconds: took, perSecond: docs / took };
}

export async function measureEngine(
  options: { seconds: number; inFlight: number; updatesInFlight: number; batch: number },
  onFigure: (figure: EngineFigure) => void = () => {},
): Promise<EngineFigures> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('measureEngine: mongoose is not connected');
  const messages = db.collection('messages');
  const conversations = db.collection('conversations');
  const { seconds, inFlight, updatesInFlight, batch } = options;
  const run = Date.now().toString(36);
  const keys = new Set<string>();

  const insertOne = await timed(
    `insertOne, ${inFlight} in flight`,
    `insertOne ×${inFlight}`,
    seconds,
    async (i) => {
      await messages.insertOne(probeDoc(i, `${run}-one`, keys));
      return 1;
    },
    inFlight,
  );
  const many = (lanes: number, tag: string) =>
    timed(
      `insertMany(${batch}, ordered: false), ${lanes} at a time`,
      `insertMany(${batch}) ×${lanes}`,
      seconds,
      async (i) => {
        const docs = Array.from({ length: batch }, (_, j) => probeDoc(i * batch + j, `${run}-${tag}`, keys));
        await messages.insertMany(docs, { ordered: false });
        return batch;
      },
      lanes,
    );
  onFigure(insertOne);
  const insertMany = await many(1, 'many1');
  onFigure(insertMany);
  const insertManyTwo = await many(2, 'many2');
  onFigure(insertManyTwo);
  // As a send writes its conversation: `$set` the last message, `$inc` a count and the version, upsert.
  const conversationWrite = await timed(
    `conversation findOneAndUpdate (upsert), ${updatesInFlight} in flight`,
    `conversation write ×${updatesInFlight}`,
    seconds,
    async (i) => {
      const other = new mongoose.Types.ObjectId(`e1e1e1e1e1e1${(i % 2000).toString(16).padStart(12, '0')}`);
      const key = `${PROBE_SENDER.toHexString()}:${other.toHexString()}`;
      await conversations.findOneAndUpdate(
        { key },
        {
          $set: { lastMessage: { content: 'medição', senderId: PROBE_SENDER, createdAt: new Date() }, lastMessageAt: new Date() },
          $setOnInsert: { participants: [PROBE_SENDER, other] },
          $inc: { [`unreadCounts.${other.toHexString()}`]: 1, countsVersion: 1 },
        },
        { upsert: true, returnDocument: 'after' },
      );
      return 1;
    },
    updatesInFlight,
  );
  onFigure(conversationWrite);
  for (const conversationKey of keys) await messages.deleteMany({ conversationKey });
  await conversations.deleteMany({ participants: PROBE_SENDER });
  const ceiling = [insertOne, insertMany, insertManyTwo].reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  return { insertOne, insertMany, insertManyTwo, conversationWrite, ceiling };
}
