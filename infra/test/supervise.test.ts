/** npm start's supervision (infra/scripts/supervise.ts) with real child processes. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { supervise } from '../scripts/supervise';

/** A node child running `code`; resolves with its exit code. */
function node(code: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, ...env }, stdio: 'ignore' });
  return { child, exited: new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1))) };
}

describe('npm start supervision (infra/scripts/supervise.ts)', function () {
  this.timeout(20_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('restarts a child that dies, with a growing back-off, and keeps it once it stays up', async () => {
    const marker = path.join(dir, 'runs');
    // Crashes on its first two runs, then stays up until told to stop.
    const code = `
      const fs = require('fs'); const f = process.env.MARKER;
      const runs = (fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : 0) + 1;
      fs.writeFileSync(f, String(runs));
      if (runs <= 2) process.exit(3);
      setInterval(() => {}, 1000);`;
    const logs: string[] = [];
    const given: string[] = [];
    let stopping = false;
    let current: ReturnType<typeof node> | undefined;
    let starts = 0;
    // The third start is the moment to look (two crashes and their back-offs are behind it): it says so itself.
    let startedThrice!: () => void;
    const thirdStart = new Promise<void>((resolve) => (startedThrice = resolve));
    const done = supervise({
      name: 'workers',
      start: () => {
        starts += 1;
        current = node(code, { MARKER: marker });
        if (starts === 3) startedThrice();
        return current;
      },
      log: (m) => logs.push(m),
      stopping: () => stopping,
      giveUp: (m) => given.push(m),
      firstDelayMs: 50,
    });
    await thirdStart;
    expect(logs).to.have.length(2);
    expect(logs[0]).to.match(/workers exited unexpectedly \(code 3\); restarting in 0\.1 s/);
    expect(logs[1]).to.match(/restarting in 0\.1 s|restarting in 0\.2 s/);
    expect(given).to.deep.equal([]);
    stopping = true;
    current!.child.kill('SIGTERM');
    await done;
    expect(starts).to.equal(3);
  });

  it('gives up on a crash loop with a message that says so', async () => {
    const given: string[] = [];
    let starts = 0;
    await supervise({
      name: 'backend',
      start: () => {
        starts += 1;
        return node('process.exit(1)');
      },
      log: () => undefined,
      stopping: () => false,
      giveUp: (m) => given.push(m),
      maxQuickCrashes: 3,
      firstDelayMs: 10,
    });
    expect(starts).to.equal(4);
    expect(given).to.have.length(1);
    expect(given[0]).to.match(/backend exited 4 times in a row .* a crash loop, giving up/);
  });
});
