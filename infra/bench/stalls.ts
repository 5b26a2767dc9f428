/**
 * What held a bench's in-process backend up during a load: its event-loop delay, the collector's
 * pauses (by kind) and the longest stalls of its event loop, each with the collections that
 * overlapped it. An open loop's p99
 * is decided by the few stalls long enough to pile requests up, which a delay histogram summarizes
 * away; this says when they happened and whether the collector was the cause.
 */
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { constants, monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import type { LoadResult } from './loadTypes';

/** This thread's CPU time so far (ms; Linux, 10 ms steps): tells a stall spent working from one spent off the CPU. */
function threadCpuMs(): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

interface Pause {
  kind: string;
  at: number;
  ms: number;
}

interface Stall {
  /** When the late tick was due (ms since the watch began). */
  at: number;
  ms: number;
  /** CPU this thread used from the previous tick to the late one (ms, 10 ms steps). */
  cpuMs: number;
}

export interface StallReport {
  /** The event loop's delay (ms): a blocked loop told from a slow database. */
  loopDelay: { p99: number; max: number };
  /** Per kind of collection: how many, their total and longest pause (ms). */
  gc: { kind: string; count: number; totalMs: number; maxMs: number }[];
  /** The longest stalls, longest first, with the pauses that fell inside each. */
  stalls: (Stall & { gc: string })[];
  /** How much each heap space's use moved over the watch (MB): what the old generation kept. */
  spaces: { space: string; mb: number }[];
}

const spaceUse = () => new Map(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]));

/** Watches this thread from now until the returned function is called. `tickMs`: the probe's period. */
export function watchStalls(tickMs = 5, keep = 8): () => StallReport {
  const origin = performance.now();
  const spacesBefore = spaceUse();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const pauses: Pause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      pauses.push({ kind: GC_KINDS[entry.detail?.kind ?? -1] ?? 'other', at: entry.startTime - origin, ms: entry.duration });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const stalls: Stall[] = [];
  let due = performance.now() + tickMs;
  let cpu = threadCpuMs();
  const timer = setInterval(() => {
    const now = performance.now();
    const cpuNow = threadCpuMs();
    // A tick later than one period past its due time: the loop was held that long.
    if (now - due > tickMs) stalls.push({ at: due - origin, ms: now - due, cpuMs: cpuNow - cpu });
    due = now + tickMs;
    cpu = cpuNow;
  }, tickMs);
  return () => {
    clearInterval(timer);
    observer.disconnect();
    loopDelay.disable();
    const byKind = new Map<string, { kind: string; count: number; totalMs: number; maxMs: number }>();
    for (const pause of pauses) {
      const sum = byKind.get(pause.kind) ?? { kind: pause.kind, count: 0, totalMs: 0, maxMs: 0 };
      sum.count += 1;
      sum.totalMs += pause.ms;
      sum.maxMs = Math.max(sum.maxMs, pause.ms);
      byKind.set(pause.kind, sum);
    }
    const longest = [...stalls].sort((a, b) => b.ms - a.ms).slice(0, keep);
    const spaces = [...spaceUse()].map(([space, used]) => ({ space, mb: (used - (spacesBefore.get(space) ?? 0)) / 1048576 }));
    return {
      loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      spaces,
      gc: [...byKind.values()].sort((a, b) => b.totalMs - a.totalMs),
      stalls: longest.map((stall) => {
        const inside = pauses.filter((p) => p.at + p.ms >= stall.at && p.at <= stall.at + stall.ms);
        const gc = inside.length ? inside.map((p) => `${p.kind} ${p.ms.toFixed(1)}`).join(', ') : 'none';
        return { ...stall, gc };
      }),
    };
  };
}

/** Prints a report under a bench's `[bench]` lines, with the load generator's own delay (a late generator reads as a slow server). */
export function printStalls(report: StallReport, load: LoadResult, log: (msg: string) => void): void {
  const seconds = load.elapsedMs / 1000;
  log(`backend event-loop delay: p99 ${report.loopDelay.p99.toFixed(1)} ms, max ${report.loopDelay.max.toFixed(1)} ms`);
  const gc = report.gc.map((g) => `${g.kind} ${g.count}× (${g.totalMs.toFixed(0)} ms, ${((g.totalMs / (seconds * 1000)) * 100).toFixed(1)} % of the time, max ${g.maxMs.toFixed(1)} ms)`);
  log(`backend GC during the load: ${gc.join('; ') || 'none'}`);
  log(`heap use moved by space (MB): ${report.spaces.filter((s) => Math.abs(s.mb) >= 0.05).map((s) => `${s.space} ${s.mb >= 0 ? '+' : ''}${s.mb.toFixed(1)}`).join(', ') || 'none'}`);
  log(`longest event-loop stalls (s into the load: ms, of which on the CPU, GC pauses inside in ms): ${report.stalls.map((s) => `${(s.at / 1000).toFixed(1)}: ${s.ms.toFixed(0)}, ${s.cpuMs} on CPU [${s.gc}]`).join('; ') || 'none'}`);
  if (load.generatorDelay) log(`generator (worker thread) event-loop delay: p99 ${load.generatorDelay.p99.toFixed(1)} ms, max ${load.generatorDelay.max.toFixed(1)} ms`);
}
