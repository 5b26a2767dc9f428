/**
 * Builds the frontend (`npm run build -w frontend`) only when frontend/dist is older than its
 * sources, so `npm start` and `npm test` do not pay a Vite build (tens of seconds on 2 cores) on
 * every run. Used by start.ts; run directly by test.sh:
 *   node --import tsx infra/scripts/frontend-build.ts [--force]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the bundle is made of: a change to any of these makes dist stale. */
const SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/package.json',
  'frontend/tsconfig.json',
  'common/src',
  'package-lock.json',
];

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as a newer directory
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory() || entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function frontendIsStale(): boolean {
  const index = path.join(ROOT, 'frontend/dist/index.html');
  // The server render's bundle is built second (frontend/package.json): without it, the build stopped halfway.
  if (!existsSync(index) || !existsSync(path.join(ROOT, 'frontend/dist-ssr/ssr.js'))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

const LOCK = path.join(ROOT, '.data/frontend-build.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One build at a time across processes: npm test builds while its backend suite runs, and the
 * suites that serve the build (drawnPages, renderCache, two mocha workers) ask too. A second
 * build into the same dist while the first writes it would leave a mix of both. A directory is
 * the lock (its creation is atomic), holding its owner's pid: a lock whose owner died is taken over.
 */
async function holdBuildLock(): Promise<() => void> {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    } catch {
      // Created, its pid not written yet: the owner is alive.
    }
    if (owner > 0 && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
    else await delay(250);
  }
}

/** Resolves when the build is fresh; rejects when the build fails. */
export async function buildFrontendIfStale(force = false): Promise<'built' | 'fresh'> {
  // Checked under the lock too: a build half-way has written index.html but not yet the SSR bundle.
  const release = await holdBuildLock();
  try {
    if (!force && !frontendIsStale()) return 'fresh';
    return await viteBuild();
  } finally {
    release();
  }
}

async function viteBuild(): Promise<'built'> {
  console.log('[start] building the frontend (npm run build -w frontend) ...');
  const started = Date.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    // Always the production build, whoever asks: Vite takes NODE_ENV from the environment, and a
    // caller under NODE_ENV=test (a mocha suite building a stale dist) made a development build —
    // React's and Redux Toolkit's checks in the browser — that npm test's e2e then found fresh.
    const child = spawn('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`frontend build failed (exit ${code})`);
  console.log(`[start] frontend built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

/**
 * The command line of a build script (this one, server-build.ts): runs `build` when the script is
 * the one node was started with, `--force` building even when fresh; exit 1 with the reason on failure.
 */
export function buildCommand(moduleUrl: string, build: (force: boolean) => Promise<'built' | 'fresh'>, freshMessage: string): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  build(process.argv.includes('--force')).then(
    (result) => {
      if (result === 'fresh') console.log(`[start] ${freshMessage}`);
    },
    (err: unknown) => {
      console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

buildCommand(import.meta.url, buildFrontendIfStale, 'frontend build is up to date');
