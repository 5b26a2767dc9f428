/**
 * Closes this process's sockets whose session ran out by itself (idle expiry), with one timer for
 * every session instead of a timer and its closures per socket (decision 0034: 20,000 idle sockets
 * each held a Timeout of its own duration, and so a timer list of its own, and two closures).
 *
 * Each watched session is one entry, named by its room (`session:<hash>`, the string the adapter
 * already holds): when to read its remaining time in Redis again. A session
 * seen for the first time is read at once; one still alive is read again right after its time is
 * up; one gone (expired, destroyed) has its sockets told `session:ended { reason: 'expired' }` and
 * closed. A session whose last socket left this process stops being watched (the adapter drops its
 * room). Ending a session any other way closes its sockets at once, with its own reason, before
 * this reads it (broadcaster.ts).
 */
import type { Logger } from '../lib/logger';

/** A timer beyond ~24.8 days overflows: the remaining time is re-read at most this far apart. */
const MAX_CHECK_DELAY_MS = 24 * 60 * 60 * 1000;
/** Read a moment after the expiry, so a session at its last millisecond is not read as alive again. */
const PAST_EXPIRY_MS = 50;
/** Redis unreachable: look again in a minute rather than closing sockets whose session may be fine. */
const RETRY_MS = 60_000;
/**
 * Sessions due this close to the earliest are read together (one pass over the entries). Reading
 * early is harmless: a session with time left is read again at its exact end.
 */
const GATHER_MS = 1000;

export interface SessionExpiryDeps {
  /** The remaining time in ms of the session of this room (0 when gone; null when no socket of it is left here). */
  remainingMs(room: string): Promise<number | null>;
  /** Tells the room's sockets on this process why, then closes them. */
  expire(room: string): void;
  logger: Logger;
}

export class SessionExpiry {
  /** A session's room → when to read its remaining time again (ms since the epoch). */
  private readonly due = new Map<string, number>();
  /** Sessions seen for the first time, read on the next turn of the event loop (a burst of handshakes together). */
  private fresh: string[] = [];
  /** The earliest `due` (Infinity when none): when the entries are next gone through. */
  private nextDue = Infinity;
  private timer?: NodeJS.Timeout;
  private timerAt = Infinity;

  constructor(private readonly deps: SessionExpiryDeps) {}

  /** A socket of this session (its room) connected on this process. */
  watch(room: string): void {
    if (this.due.has(room)) return;
    // Parked until its first read; never gathered by a pass before then.
    this.due.set(room, Infinity);
    this.fresh.push(room);
    this.arm(Date.now());
  }

  /** The session's last socket on this process left. */
  forget(room: string): void {
    this.due.delete(room);
  }

  /** How many sessions are watched (tests, metrics). */
  get size(): number {
    return this.due.size;
  }

  private arm(at: number): void {
    if (at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => void this.run(), Math.min(Math.max(0, at - Date.now()), MAX_CHECK_DELAY_MS));
    // The server holds the process open; this timer alone must not.
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.timer = undefined;
    this.timerAt = Infinity;
    const batch = this.fresh;
    this.fresh = [];
    const now = Date.now();
    if (now + GATHER_MS >= this.nextDue) {
      let next = Infinity;
      for (const [id, at] of this.due) {
        if (at <= now + GATHER_MS) {
          batch.push(id);
          // Parked while it is read, so a pass meanwhile does not read it twice.
          this.due.set(id, Infinity);
        } else if (at < next) next = at;
      }
      this.nextDue = next;
    }
    if (this.nextDue !== Infinity) this.arm(this.nextDue);
    await Promise.all(batch.map((id) => this.check(id)));
  }

  private async check(room: string): Promise<void> {
    let at: number;
    try {
      const left = await this.deps.remainingMs(room);
      if (left === null) {
        this.due.delete(room);
        return;
      }
      if (left <= 0) {
        this.due.delete(room);
        this.deps.expire(room);
        return;
      }
      at = Date.now() + Math.min(left + PAST_EXPIRY_MS, MAX_CHECK_DELAY_MS);
    } catch (err) {
      this.deps.logger.warn({ err }, 'socket session check failed');
      at = Date.now() + RETRY_MS;
    }
    // Its sockets may all have left while Redis answered (the entry is then gone).
    if (!this.due.has(room)) return;
    this.due.set(room, at);
    if (at < this.nextDue) this.nextDue = at;
    this.arm(at);
  }
}
