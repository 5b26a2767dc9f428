/**
 * `npm start`'s build step (infra/scripts/frontend-build.ts) for the suites that serve the built
 * frontend (drawnPages, renderCache): builds only when stale; its output shown only when it fails.
 */
import { spawn } from 'node:child_process';
import { ROOT } from '../../infra/scripts/frontend-build';

export async function buildFrontendIfStale(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/frontend-build.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('exit', resolve));
  if (code !== 0) throw new Error(`frontend build failed (exit ${code}):\n${output.slice(-4000)}`);
}
