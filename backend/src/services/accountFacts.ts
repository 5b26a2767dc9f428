/**
 * What a send (or 'digitando...') must know before it stores anything — the
 * sender's and the receiver's accounts exist, the receiver has not blocked the
 * sender — kept per backend process, so the common send reads nothing before
 * its insert. Those three reads, one round trip, put the send's p99 at about
 * 4× what it is without them at 100 sends/s on FerretDB (docs/ARCHITECTURE.md
 * "Messaging: the send path").
 *
 * - Known accounts: ids seen to exist (a socket handshake, a check that read
 *   the database), for KNOWN_ACCOUNT_TTL_MS. A `user.changed` domain event
 *   forgets the id on every process at once: whatever deletes an account
 *   must publish one (as every account change does, for the search index).
 * - Blockers: everyone who has blocked someone, loaded at start and grown by
 *   `block.changed` events. A superset (an unblock does not shrink it, a
 *   reload does), so a receiver outside it cannot have blocked the sender;
 *   only a receiver inside it costs a Block read.
 *
 * - Who may write to a known account ('Quem pode me enviar mensagens', issue 26), learned with it
 *   when a check read it, and forgotten with it on `user.changed` (a settings change is a user write).
 *
 * Whatever is unsure reads the database: an id not known, blockers not loaded
 * yet, or after the event subscription was lost (`reload` clears everything
 * until the blockers are loaded again).
 */
import { Block } from '../models/block';
import { ALL_DOCUMENTS, type MessagesFrom } from '@conecta/common';
import type { DomainEventFollower, DomainEventHandlers } from '../events/domainEvents';
import type { Logger } from '../lib/logger';

export const KNOWN_ACCOUNT_TTL_MS = 10 * 60_000;
/** Bounds the memory: past it the oldest entry goes first (a Map iterates in insertion order). */
const KNOWN_ACCOUNTS_MAX = 200_000;

export class AccountFacts implements DomainEventFollower {
  private readonly known = new Map<string, number>();
  /** Each known account's messages setting, when a check read it (dropped whenever `known` drops the id). */
  private readonly messagesFrom = new Map<string, MessagesFrom>();
  private blockers: Set<string> | null = null;
  /** The latest load wins; blockers announced while it reads are added to what it read. */
  private loads = 0;
  private readonly announcedDuringLoads = new Set<Set<string>>();

  constructor(private readonly logger: Logger) {}

  markKnown(userId: string, messagesFrom?: MessagesFrom): void {
    this.known.delete(userId);
    if (this.known.size >= KNOWN_ACCOUNTS_MAX) {
      const oldest = this.known.keys().next();
      if (!oldest.done) this.forget(oldest.value);
    }
    this.known.set(userId, Date.now() + KNOWN_ACCOUNT_TTL_MS);
    if (messagesFrom) this.messagesFrom.set(userId, messagesFrom);
  }

  /** The known account's messages setting, or undefined when it must be read. */
  messagesFromOf(userId: string): MessagesFrom | undefined {
    return this.isKnown(userId) ? this.messagesFrom.get(userId) : undefined;
  }

  private forget(userId: string): void {
    this.known.delete(userId);
    this.messagesFrom.delete(userId);
  }

  isKnown(userId: string): boolean {
    const until = this.known.get(userId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.forget(userId);
    return false;
  }

  /** False only when `userId` surely has not blocked anyone. */
  mayHaveBlocked(userId: string): boolean {
    return this.blockers === null || this.blockers.has(userId);
  }

  /** Reads every blocker (the blocks collection holds one small document per block). */
  async load(): Promise<void> {
    const load = ++this.loads;
    const announced = new Set<string>();
    this.announcedDuringLoads.add(announced);
    try {
      const rows = await Block.find({}).select({ blockerId: 1, _id: 0 }).lean();
      if (load !== this.loads) return; // a later load (after a reload) decides
      const blockers = new Set(rows.map((row) => row.blockerId.toString()));
      for (const id of announced) blockers.add(id);
      this.blockers = blockers;
    } catch (err) {
      this.logger.error({ err }, 'account facts: blockers not loaded; every check reads the database');
    } finally {
      this.announcedDuringLoads.delete(announced);
    }
  }

  readonly on: DomainEventHandlers = {
    'user.changed': (id) => {
      if (id === ALL_DOCUMENTS) {
        this.known.clear();
        this.messagesFrom.clear();
      } else this.forget(id);
    },
    'block.changed': (id) => {
      if (id === ALL_DOCUMENTS) return this.reload();
      this.blockers?.add(id);
      for (const announced of this.announcedDuringLoads) announced.add(id);
    },
  };

  reload(): void {
    this.known.clear();
    this.messagesFrom.clear();
    this.blockers = null;
    void this.load();
  }
}
