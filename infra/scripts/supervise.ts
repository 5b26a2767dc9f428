/**
 * Keeps a long-lived child running (`npm start`'s backend and workers): a
 * child that dies is started again after a back-off that doubles with each
 * quick crash, while the other children keep serving. A child that ran for
 * `stableMs` is healthy again (its next crash starts the back-off over). Only
 * a crash loop — more than `maxQuickCrashes` crashes in a row, none of them
 * after a stable run — gives up, with a message that says so: restarting
 * something that cannot start only hides the error in a log.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface SuperviseOptions {
  name: string;
  /** Starts the child once; resolves with its exit code. */
  start(): { exited: Promise<number> };
  log(message: string): void;
  /** True once the whole app is stopping: an exit is then expected. */
  stopping(): boolean;
  /** Called once on a crash loop, with the reason. */
  giveUp(message: string): void;
  maxQuickCrashes?: number;
  stableMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export async function supervise(options: SuperviseOptions): Promise<void> {
  const { name, log, stopping, giveUp, maxQuickCrashes = 5, stableMs = 30_000, firstDelayMs = 500, maxDelayMs = 15_000 } = options;
  let crashes = 0;
  for (;;) {
    const startedAt = Date.now();
    const code = await options.start().exited;
    if (stopping()) return;
    if (Date.now() - startedAt >= stableMs) crashes = 0;
    crashes += 1;
    if (crashes > maxQuickCrashes) {
      giveUp(`${name} exited ${crashes} times in a row within ${stableMs / 1000} s of starting (last code ${code}): a crash loop, giving up. See its log lines above.`);
      return;
    }
    const delay = Math.min(firstDelayMs * 2 ** (crashes - 1), maxDelayMs);
    log(`${name} exited unexpectedly (code ${code}); restarting in ${(delay / 1000).toFixed(1)} s (the rest keeps serving)`);
    await sleep(delay);
    if (stopping()) return;
  }
}
