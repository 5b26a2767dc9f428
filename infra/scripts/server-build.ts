/**
 * Compiles the backend and the workers to JavaScript (`backend/dist/server.js`,
 * `workers/dist/main.js`) so that `npm start`, the e2e stack and the Docker images run plain
 * `node` on what ships, in production mode, without tsx compiling TypeScript at run time.
 *
 * One esbuild bundle per process: our TypeScript and `@conecta/*` (workspace packages that export
 * TypeScript sources) are bundled; every other package stays an import resolved from node_modules
 * (native modules such as sharp and argon2, and packages that read their own files, keep working).
 * A bundle sits at the same depth as its sources (`backend/dist` beside `backend/src`), so the
 * paths config.ts and app.ts resolve from `import.meta.url` still point where they did.
 *
 *   node --import tsx infra/scripts/server-build.ts [--force]
 */
import { copyFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT, buildCommand, newestMtime } from './frontend-build';

interface Target {
  entry: string;
  outfile: string;
  tsconfig: string;
}

export const SERVER_BUNDLES = {
  backend: { entry: 'backend/src/server.ts', outfile: 'backend/dist/server.js', tsconfig: 'backend/tsconfig.json' },
  workers: { entry: 'workers/src/main.ts', outfile: 'workers/dist/main.js', tsconfig: 'workers/tsconfig.json' },
} satisfies Record<string, Target>;

/** Read at run time beside the module that reads it (openapi/document.ts). */
const BACKEND_ASSETS = [{ from: 'backend/src/openapi/dtoSchemas.json', to: 'backend/dist/dtoSchemas.json' }];

const SOURCES = ['backend/src', 'workers/src', 'common/src', 'backend/package.json', 'package-lock.json', 'infra/scripts/server-build.ts'];

/** Bare imports stay imports, except our own workspace packages (TypeScript sources). */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@conecta/') ? undefined : { path: args.path, external: true }));
  },
};

export function serverIsStale(): boolean {
  const built = Object.values(SERVER_BUNDLES).map((t) => path.join(ROOT, t.outfile));
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > oldest);
}

export async function buildServerIfStale(force = false): Promise<'built' | 'fresh'> {
  if (!force && !serverIsStale()) return 'fresh';
  const started = Date.now();
  for (const target of Object.values(SERVER_BUNDLES)) {
    await build({
      absWorkingDir: ROOT,
      entryPoints: [target.entry],
      outfile: target.outfile,
      tsconfig: target.tsconfig,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Stack traces in the logs name our source files (node --enable-source-maps).
      sourcemap: 'linked',
      plugins: [packagesExternal],
      logLevel: 'warning',
    });
  }
  for (const asset of BACKEND_ASSETS) copyFileSync(path.join(ROOT, asset.from), path.join(ROOT, asset.to));
  console.log(`[start] backend and workers compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

buildCommand(import.meta.url, buildServerIfStale, 'backend and workers are compiled and up to date');
