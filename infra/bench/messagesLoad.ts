/**
 * Load side of `npm run bench:messages`: many socket.io-client connections
 * opened with bounded concurrency, and an open-loop sender whose every send
 * has one known receiver socket.
 *
 * Open loop (as loadWorker.mjs): send i is due at start + i / rate whatever
 * the earlier ones are doing, and its latency is measured from that due
 * time to the first `message:new` carrying its clientId on the receiver's
 * socket, so a slow server cannot hide queueing by slowing the sender down.
 * Beyond `maxInFlight` unanswered sends a due send is not made and counts as
 * an error (status 0, "skipped"). Runs on this process's event loop; its
 * delay is measured over the sending window so a reader can tell a busy
 * client from a slow server.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as ioClient, type Socket } from 'socket.io-client';
import { createRng } from '../seed/random';

export type ClientSocket = Socket;

const LOOP_RESOLUTION_MS = 5;

export interface ConnectResult {
  sockets: Array<ClientSocket | null>;
  connected: number;
  failed: number;
  reasons: Record<string, number>;
  seconds: number;
}

export function openSocket(url: string, options: { cookie?: string; query?: Record<string, string> }): ClientSocket {
  return ioClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    ...(options.query ? { query: options.query } : {}),
  });
}

/** Opens `count` sockets, at most `concurrency` handshakes at a time. */
/** Runs `task(i)` for every i in [0, count), at most `lanes` at a time. */
export async function inLanes(count: number, lanes: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, count) }, lane));
}

export async function connectMany(count: number, make: (i: number) => ClientSocket, concurrency: number): Promise<ConnectResult> {
  const t0 = performance.now();
  const sockets = new Array<ClientSocket | null>(count).fill(null);
  const reasons: Record<string, number> = {};
  let connected = 0;
  await inLanes(count, concurrency, async (i) => {
    const socket = make(i);
    const ok = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', (err: Error) => {
        reasons[err.message] = (reasons[err.message] ?? 0) + 1;
        resolve(false);
      });
    });
    if (ok) {
      sockets[i] = socket;
      connected++;
    } else socket.close();
  });
  return { sockets, connected, failed: count - connected, reasons, seconds: (performance.now() - t0) / 1000 };
}

export function closeAll(sockets: Array<ClientSocket | null>): void {
  for (const socket of sockets) socket?.close();
}

interface SendRecord {
  due: number;
  sender: number;
  receiver: number;
  status?: number;
  answeredAt?: number;
  arrivals: number;
  firstArrival?: number;
}

export interface SendOutcome {
  /** HTTP status, or 0 for a network error / timeout. */
  status: number;
}

export interface OpenLoopOptions {
  /** Sends go between the pairs (2p, 2p+1) of these whose two sockets are connected. */
  sockets: Array<ClientSocket | null>;
  rate: number;
  durationMs: number;
  drainMs: number;
  maxInFlight: number;
  seed: number;
  /** Makes send i from socket `sender` to socket `receiver`; resolves once it is accepted (HTTP answer, or the emit). */
  send: (i: number, clientId: string, sender: number, receiver: number) => Promise<SendOutcome>;
  /** The clientId in a `message:new` payload. */
  clientIdOf: (payload: unknown) => string | undefined;
}

export interface OpenLoopResult {
  scheduled: number;
  made: number;
  accepted: number;
  skipped: number;
  statuses: Record<string, number>;
  /** due → first receiver event, ms, sorted. */
  latencies: number[];
  /** due → the send accepted (HTTP answer), ms, sorted. */
  acceptLatencies: number[];
  lost: number;
  duplicated: number;
  /** Events on the sender's own socket (the backend also pushes to the sender's other tabs). */
  echoes: number;
  /** Receiver events for sends that were not accepted (network error, timeout, non-2xx). */
  arrivedUnaccepted: number;
  /** Events carrying an unknown clientId, or on a socket that is neither sender nor receiver. */
  strays: number;
  sendSeconds: number;
  achievedRate: number;
  /** Due → actually made, ms: how late the client issued sends. */
  issueLagP99: number;
  issueLagMax: number;
  loopDelayMs: { p50: number; p99: number; max: number };
  acceptedClientIds: string[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runOpenLoop(opts: OpenLoopOptions): Promise<OpenLoopResult> {
  const pairs: Array<[number, number]> = [];
  for (let p = 0; 2 * p + 1 < opts.sockets.length; p++) {
    if (opts.sockets[2 * p] && opts.sockets[2 * p + 1]) pairs.push([2 * p, 2 * p + 1]);
  }
  if (!pairs.length) throw new Error('no connected pair of sockets to send between');

  const tag = `b${Date.now().toString(36)}`;
  const records = new Map<string, SendRecord>();
  let echoes = 0;
  let strays = 0;
  const listeners: Array<() => void> = [];
  opts.sockets.forEach((socket, index) => {
    if (!socket) return;
    const listener = (payload: unknown) => {
      const now = performance.now();
      const clientId = opts.clientIdOf(payload);
      const record = clientId ? records.get(clientId) : undefined;
      if (!record) strays++;
      else if (record.receiver === index) {
        record.arrivals++;
        record.firstArrival ??= now;
      } else if (record.sender === index) echoes++;
      else strays++;
    };
    socket.on('message:new', listener);
    listeners.push(() => socket.off('message:new', listener));
  });

  const rng = createRng(opts.seed);
  const total = Math.round((opts.rate * opts.durationMs) / 1000);
  const interval = 1000 / opts.rate;
  const statuses: Record<string, number> = {};
  const issueLags: number[] = [];
  const pending = new Set<Promise<void>>();
  let inFlight = 0;
  let made = 0;
  let skipped = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const start = performance.now() + 20;

  const issue = (i: number) => {
    const due = start + i * interval;
    const [a, b] = pairs[Math.floor(rng() * pairs.length)]!;
    const [sender, receiver] = rng() < 0.5 ? [a, b] : [b, a];
    const clientId = `${tag}-${i}`;
    const record: SendRecord = { due, sender, receiver, arrivals: 0 };
    records.set(clientId, record);
    if (inFlight >= opts.maxInFlight) {
      skipped++;
      record.status = 0;
      statuses.skipped = (statuses.skipped ?? 0) + 1;
      return;
    }
    made++;
    inFlight++;
    issueLags.push(performance.now() - due);
    const done = opts.send(i, clientId, sender, receiver).then(
      (outcome) => outcome,
      (): SendOutcome => ({ status: 0 }),
    );
    const tracked: Promise<void> = done.then((outcome) => {
      inFlight--;
      record.status = outcome.status;
      record.answeredAt = performance.now();
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      pending.delete(tracked);
    });
    pending.add(tracked);
  };

  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) issue(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const sendEnd = performance.now();
  loopDelay.disable();
  await Promise.all([...pending]);

  // Drain: wait for the receivers' events, at most drainMs after the last answer.
  const accepted = () => [...records.values()].filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300);
  const drainEnd = performance.now() + opts.drainMs;
  while (performance.now() < drainEnd && accepted().some((r) => r.arrivals === 0)) await new Promise((r) => setTimeout(r, 100));
  // A little longer for duplicates that would follow the first event.
  await new Promise((r) => setTimeout(r, Math.min(1000, opts.drainMs)));
  for (const off of listeners) off();

  const ok = accepted();
  const latencies = ok.filter((r) => r.firstArrival !== undefined).map((r) => r.firstArrival! - r.due);
  const sendSeconds = (sendEnd - start) / 1000;
  const sortedLags = issueLags.sort((x, y) => x - y);
  return {
    scheduled: total,
    made,
    accepted: ok.length,
    skipped,
    statuses,
    latencies: latencies.sort((x, y) => x - y),
    acceptLatencies: ok.map((r) => r.answeredAt! - r.due).sort((x, y) => x - y),
    lost: ok.filter((r) => r.arrivals === 0).length,
    duplicated: [...records.values()].reduce((n, r) => n + Math.max(0, r.arrivals - 1), 0),
    echoes,
    arrivedUnaccepted: [...records.values()].filter((r) => r.arrivals > 0 && !(r.status! >= 200 && r.status! < 300)).length,
    strays,
    sendSeconds,
    achievedRate: ok.length / sendSeconds,
    issueLagP99: percentile(sortedLags, 99),
    issueLagMax: sortedLags[sortedLags.length - 1] ?? NaN,
    // The histogram holds whole timer intervals: minus the resolution, what is left is the delay.
    loopDelayMs: {
      p50: Math.max(0, loopDelay.percentile(50) / 1e6 - LOOP_RESOLUTION_MS),
      p99: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
      max: Math.max(0, loopDelay.max / 1e6 - LOOP_RESOLUTION_MS),
    },
    acceptedClientIds: [...records.entries()].filter(([, r]) => r.status! >= 200 && r.status! < 300).map(([id]) => id),
  };
}

/** POST `path` with a JSON body and a cookie over a keep-alive agent; resolves with the status. */
export function postJson(
  agent: http.Agent,
  port: number,
  path: string,
  cookie: string,
  body: unknown,
  timeoutMs: number,
): Promise<SendOutcome> {
  return request(agent, port, 'POST', path, cookie, JSON.stringify(body), timeoutMs);
}

/** GET `path` with a cookie over a keep-alive agent; resolves with the status. */
export function getWithCookie(agent: http.Agent, port: number, path: string, cookie: string, timeoutMs: number): Promise<SendOutcome> {
  return request(agent, port, 'GET', path, cookie, undefined, timeoutMs);
}

function request(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  payload: string | undefined,
  timeoutMs: number,
): Promise<SendOutcome> {
  const headers: http.OutgoingHttpHeaders = { cookie };
  if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, agent, headers },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.once('error', () => resolve({ status: 0 }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve({ status: 0 }));
    req.end(payload);
  });
}
