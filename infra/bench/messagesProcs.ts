/**
 * Child processes of `npm run bench:messages`: the real backend and the bare
 * relay, each its own `node` process (spawned directly, not through npm or
 * a shell, so the pid is the server's own and /proc/<pid>/status gives its
 * RSS alone). Every child is killed when the bench ends, fails or is
 * interrupted: no orphans.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const children = new Set<ChildProcess>();
let hooked = false;

/** Kill every live child with SIGKILL (synchronous: safe in an 'exit' handler). */
export function killAllChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  children.clear();
}

function hookExit() {
  if (hooked) return;
  hooked = true;
  process.once('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: stopping the child processes`);
      killAllChildren();
      process.exit(130);
    });
  }
}

export interface Child {
  proc: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<string>;
}

/**
 * `node --import tsx <script>` (relative to the repository root, or absolute) run from the root, its
 * output prefixed with `[label]`; a `.js` script (a bundle, as `npm start` and the image run the
 * backend) runs on plain `node`: tsx's loader would add its own thread and heap to the RSS measured.
 */
export function spawnNode(
  script: string,
  env: NodeJS.ProcessEnv,
  label: string,
  onLine?: (line: string) => void,
  nodeArgs: string[] = [],
): Child {
  hookExit();
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, path.resolve(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!proc.pid) throw new Error(`could not start ${script}`);
  children.add(proc);
  const exited = new Promise<string>((resolve) =>
    proc.once('exit', (code, signal) => {
      children.delete(proc);
      resolve(signal ?? String(code));
    }),
  );
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      let nl;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (onLine) onLine(line);
        if (line.trim()) console.log(`[${label}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
      }
    });
  }
  return { proc, pid: proc.pid, exited };
}

/** SIGTERM (the backend drains), SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 15_000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const killed = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      child.proc.kill('SIGKILL');
      resolve();
    }, graceMs);
  });
  await Promise.race([child.exited, killed]);
  clearTimeout(timer);
  await child.exited;
}

/** Resident set size of a process in MB, from /proc/<pid>/status (VmRSS; VmHWM = peak). */
export function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The first port from `from` on that nothing listens on (127.0.0.1). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}..${from + 199}`);
}

/** Polls `url` until it answers 200; fails if the child exits first or after `timeoutMs`. */
export async function waitHealthy(url: string, child: Child, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  let exited: string | undefined;
  void child.exited.then((code) => (exited = code));
  while (performance.now() - t0 < timeoutMs) {
    if (exited !== undefined) throw new Error(`the server exited (${exited}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return (performance.now() - t0) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
