/**
 * What the open- and closed-loop benches share (bench:catalogue, bench:pages): a load run in a
 * worker thread (loadWorker.mjs, so the server's event loop is measured alone), percentiles and
 * the printed tables' rows.
 */
import { Worker } from 'node:worker_threads';
import type { ClosedLoopJob, LoadResult, OpenLoopJob } from './loadTypes';

/**
 * Runs a load in a worker thread. `onMeasuring`: called when an open loop's warm-up is over and its
 * measured loop begins (at once without a warm-up), so the caller's own probes cover that loop alone.
 */
export function runWorker(job: OpenLoopJob | ClosedLoopJob, onMeasuring?: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), { workerData: job });
    worker.on('message', (msg: { measuring?: true; ok?: boolean; result?: LoadResult; error?: string }) => {
      if (msg.measuring) {
        onMeasuring?.();
        return;
      }
      void worker.terminate();
      if (msg.ok && msg.result) resolve(msg.result);
      else reject(new Error(msg.error ?? 'load worker failed'));
    });
    worker.once('error', reject);
  });
}

/** The nearest-rank percentile of an ascending list (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A table row: the first cell left-aligned, the others right-aligned, to `widths`. */
export function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
}
