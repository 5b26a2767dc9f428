/**
 * Data and sessions of `npm run bench:messages` (messages.ts).
 *
 * - Users: the catalogue bench's generated users (catalogueData.ts: names,
 *   areas, skills, cities; `bench.user<i>@example.com`), all with one real
 *   argon2id hash computed once.
 * - History: the first ACTIVE_USERS users talk; user i has a conversation
 *   with users i+1 … i+PARTNERS (mod ACTIVE_USERS), so every active user has
 *   2 × PARTNERS conversations and (2p, 2p+1) is always one of them (the live
 *   phase's pairs write into an existing conversation). The earlier messages
 *   are spread evenly over those conversations, alternating senders at
 *   random, minutes apart, ending somewhere in the last 60 days; all read
 *   except, in about a third of the conversations, the last one. Each pair
 *   has its Conversation document (participants, lastMessage,
 *   lastMessageAt, unreadCounts) as services/messaging.ts would have left it.
 * - Sessions: written into Redis through the backend's own RedisSessionStore
 *   in the shape koa-session stores (`{ userId, _expire, _maxAge }` under a
 *   random id), and the Cookie header a browser sends back after sign-in:
 *   `conecta.sid=<id>; conecta.sid.sig=<keygrip signature of "conecta.sid=<id>">`
 *   (the `cookies` package's signed-cookie scheme that koa-session uses).
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import Keygrip from 'keygrip';
import type { Redis } from 'ioredis';
import { Conversation, Message, User, conversationKey } from '@conecta/backend/models/index';
import { hashPassword } from '@conecta/backend/auth/password';
import { RedisSessionStore, SESSION_COOKIE, SESSION_MAX_AGE_MS } from '@conecta/backend/auth/session';
import { generateCatalogue, SIZES } from './catalogueData';
import { createRng, int, pick, DAY_MS } from '../seed/random';

export const ACTIVE_USERS = 2000;
export const PARTNERS = 5;
export const BENCH_PASSWORD = 'bench-password-2026';

const LINES = [
  'Oi, tudo bem? Vi seu perfil na plataforma.',
  'Você ainda está com a vaga de técnico em aberto?',
  'Posso te mandar meu currículo por aqui?',
  'Obrigado pelo retorno! Fico no aguardo.',
  'A visita na usina ficou para quinta-feira às 9h.',
  'Consegue revisar o orçamento do sistema fotovoltaico?',
  'Fechado, nos falamos amanhã.',
  'O curso de NR-10 começa na próxima semana.',
  'Mandei os documentos por e-mail também.',
  'Que ótimo! Parabéns pela aprovação.',
  'Qual o melhor horário para uma ligação rápida?',
  'A subestação volta a operar na segunda.',
];

/** The live phase's message text for send i. */
export const liveContent = (i: number) => `${LINES[i % LINES.length]} (#${i})`;

export interface BenchUser {
  id: string;
  email: string;
}

/** The generated users (same ids on every call: seeded PRNG, ids derived from the index). */
export function benchUsers(count: number): BenchUser[] {
  if (count > SIZES.users) throw new Error(`at most ${SIZES.users} bench users (asked for ${count})`);
  return Array.from({ length: count }, (_, i) => ({ id: userId(i).toHexString(), email: `bench.user${i}@example.com` }));
}

/** Deterministic user ids, so `--skip-load` finds the same users without reading them. */
function userId(i: number): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(`be0c4000${i.toString(16).padStart(16, '0')}`);
}

export interface LoadStats {
  users: number;
  messages: number;
  conversations: number;
  seconds: { users: number; messages: number; conversations: number; total: number };
}

/** Drops and fills the database mongoose is connected to. */
export async function loadMessagesDatabase(
  userCount: number,
  messageCount: number,
  log: (msg: string) => void,
): Promise<LoadStats> {
  const t0 = performance.now();
  await mongoose.connection.dropDatabase();
  for (const model of [User, Message, Conversation]) await model.createIndexes();

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const generated = generateCatalogue().users.slice(0, userCount);
  const users = generated.map((u, i) => ({ ...u, _id: userId(i), passwordHash }));
  for (let i = 0; i < users.length; i += 1000) {
    await User.insertMany(users.slice(i, i + 1000), { lean: true, ordered: false });
  }
  const tUsers = performance.now();
  log(`${users.length} users in ${((tUsers - t0) / 1000).toFixed(1)} s`);

  const rng = createRng(20261122);
  const now = Date.now();
  const active = Math.min(ACTIVE_USERS, userCount);
  const pairs: Array<[number, number]> = [];
  const seen = new Set<string>();
  for (let i = 0; i < active; i++) {
    for (let d = 1; d <= PARTNERS; d++) {
      const j = (i + d) % active;
      const id = `${Math.min(i, j)}:${Math.max(i, j)}`;
      if (j === i || seen.has(id)) continue;
      seen.add(id);
      pairs.push([i, j]);
    }
  }
  const perConversation = Math.max(1, Math.floor(messageCount / pairs.length));
  const extra = messageCount - perConversation * pairs.length;

  const conversations: object[] = [];
  let batch: object[] = [];
  let inserted = 0;
  const flush = async () => {
    if (!batch.length) return;
    await Message.insertMany(batch, { lean: true, ordered: false });
    inserted += batch.length;
    batch = [];
    if (inserted % 50_000 === 0) log(`  ${inserted} messages…`);
  };
  for (let c = 0; c < pairs.length; c++) {
    const [a, b] = pairs[c]!;
    const ids = [userId(a), userId(b)];
    const key = conversationKey(ids[0]!, ids[1]!);
    const n = perConversation + (c < extra ? 1 : 0);
    const end = now - int(rng, 10, 60 * 24 * 60) * 60_000;
    const lastUnread = rng() < 1 / 3;
    let last: { _id: mongoose.Types.ObjectId; senderId: mongoose.Types.ObjectId; content: string; createdAt: Date } | undefined;
    let unreadOf: mongoose.Types.ObjectId | undefined;
    let at = end - (n - 1) * 7 * 60_000;
    const createdAt = new Date(at - DAY_MS);
    for (let m = 0; m < n; m++) {
      const from = rng() < 0.5 ? 0 : 1;
      const sent = new Date(at);
      const unread = lastUnread && m === n - 1;
      const doc = {
        _id: new mongoose.Types.ObjectId(),
        conversationKey: key,
        senderId: ids[from]!,
        receiverId: ids[1 - from]!,
        content: pick(rng, LINES),
        clientId: new mongoose.Types.ObjectId().toHexString(),
        readAt: unread ? null : new Date(at + int(rng, 1, 120) * 60_000),
        createdAt: sent,
      };
      if (unread) unreadOf = doc.receiverId;
      batch.push(doc);
      last = { _id: doc._id, senderId: doc.senderId, content: doc.content, createdAt: sent };
      at += 7 * 60_000;
      if (batch.length === 1000) await flush();
    }
    const participants = [...ids].sort((x, y) => x.toHexString().localeCompare(y.toHexString()));
    conversations.push({
      key,
      participants,
      lastMessage: { messageId: last!._id, content: last!.content, senderId: last!.senderId, createdAt: last!.createdAt },
      lastMessageAt: last!.createdAt,
      unreadCounts: Object.fromEntries(ids.map((id) => [id.toHexString(), unreadOf?.equals(id) ? 1 : 0])),
      createdAt,
      updatedAt: last!.createdAt,
    });
  }
  await flush();
  const tMessages = performance.now();
  log(`${inserted} messages in ${((tMessages - tUsers) / 1000).toFixed(1)} s (${perConversation}-${perConversation + (extra ? 1 : 0)} per conversation)`);
  for (let i = 0; i < conversations.length; i += 1000) {
    await Conversation.insertMany(conversations.slice(i, i + 1000), { lean: true, ordered: false });
  }
  const tEnd = performance.now();
  log(`${conversations.length} conversations among ${active} active users in ${((tEnd - tMessages) / 1000).toFixed(1)} s`);
  return {
    users: users.length,
    messages: inserted,
    conversations: conversations.length,
    seconds: {
      users: (tUsers - t0) / 1000,
      messages: (tMessages - tUsers) / 1000,
      conversations: (tEnd - tMessages) / 1000,
      total: (tEnd - t0) / 1000,
    },
  };
}

/** The Cookie header of a signed-in browser for each user, its session written to Redis. */
export async function createSessions(redis: Redis, prefix: string, secret: string, users: BenchUser[]): Promise<string[]> {
  const store = new RedisSessionStore(redis, prefix);
  const keys = new Keygrip([secret]);
  const cookies = new Array<string>(users.length);
  for (let i = 0; i < users.length; i += 500) {
    await Promise.all(
      users.slice(i, i + 500).map(async (user, k) => {
        const id = randomUUID();
        // What koa-session hands its store after `ctx.session.userId = …` (its context's save()).
        await store.set(id, { userId: user.id, _expire: Date.now() + SESSION_MAX_AGE_MS, _maxAge: SESSION_MAX_AGE_MS }, SESSION_MAX_AGE_MS);
        const pair = `${SESSION_COOKIE}=${id}`;
        cookies[i + k] = `${pair}; ${SESSION_COOKIE}.sig=${keys.sign(pair)}`;
      }),
    );
  }
  return cookies;
}
