/**
 * Sums a V8 CPU profile (`.cpuprofile`: node --cpu-prof, bench:pages --profile, bench:messages
 * --cpu-prof) into where the time went, without opening DevTools: self time by package (each
 * `node_modules` package, our own workspaces by folder, Node's internals, GC, idle) and the
 * functions with the most self and inclusive time.
 *
 *   node --import tsx infra/bench/cpuProfile.ts <file.cpuprofile> [--top=30] [--busy] [--from=s --to=s]
 *
 * --busy leaves the idle samples out of the shares (a server waiting on the network between requests).
 * --from/--to keep the samples of that window (seconds since the profile began), e.g. a bench's
 * loaded phase without the process's boot; the busy share of each second is printed first to find it.
 */
import { readFileSync } from 'node:fs';
import { benchArgs } from './args';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: a package, a folder of ours, Node itself, or V8's own pseudo-frames. */
function origin(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const ours = /\/(backend|workers|frontend|common|infra)\/(src|dist|dist-ssr|bench|scripts)\/([^/]+)/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}/${ours[3]!.replace(/\.[jt]sx?$/, '')}` : url;
}

function main() {
  const args = benchArgs(process.argv.slice(2).filter((a) => a.startsWith('--')));
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: cpuProfile.ts <file.cpuprofile> [--top=30] [--busy]');
  const top = Number(args.get('top') ?? 30);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const from = Number(args.get('from') ?? 0) * 1e6;
  const to = Number(args.get('to') ?? Infinity) * 1e6;
  const self = new Map<number, number>();
  const seconds: Array<{ busy: number; all: number }> = [];
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    const second = (seconds[Math.floor(at / 1e6)] ??= { busy: 0, all: 0 });
    second.all += dt;
    if (byId.get(id)!.callFrame.functionName !== '(idle)') second.busy += dt;
    if (at >= from && at < to) self.set(id, (self.get(id) ?? 0) + dt);
  });
  console.log(`busy share per second: ${seconds.map((s, i) => `${i}:${s ? Math.round((100 * s.busy) / Math.max(1, s.all)) : 0}`).join(' ')}`);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const base = args.has('busy') ? total - idle : total;

  const key = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${origin(n.callFrame.url, n.callFrame.functionName)}:${n.callFrame.lineNumber + 1}`;
  const bySelf = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    if (args.has('busy') && n.callFrame.functionName === '(idle)') continue;
    bySelf.set(key(n), (bySelf.get(key(n)) ?? 0) + t);
    const o = origin(n.callFrame.url, n.callFrame.functionName);
    byOrigin.set(o, (byOrigin.get(o) ?? 0) + t);
    // Inclusive: each function once per sample however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = key(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + t);
    }
  }
  const pct = (t: number) => `${((100 * t) / base).toFixed(1).padStart(5)} %`;
  const ms = (t: number) => `${(t / 1000).toFixed(0).padStart(7)} ms`;
  const print = (title: string, rows: Map<string, number>, n: number) => {
    console.log(`\n${title}`);
    for (const [k, t] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(t)} ${ms(t)}  ${k}`);
  };
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(idle / 1e6).toFixed(1)} s idle; shares of ${args.has('busy') ? 'the busy time' : 'all of it'}`);
  print('self time by origin', byOrigin, top);
  print('self time by function', bySelf, top);
  print('inclusive time by function', inclusive, top);
}

main();
