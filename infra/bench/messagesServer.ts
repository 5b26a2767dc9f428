/**
 * The backend for `npm run bench:messages --server-tweaks=…` only: the same
 * `startServer(loadConfig())` as backend/src/server.ts, started with
 * `--expose-gc` and with candidate server-side changes applied from outside,
 * so their effect can be measured before anyone edits the backend.
 *
 * BENCH_SOCKET_TWEAKS (comma-separated):
 * - `drop-request`: once a socket is connected (after the gateway's
 *   handshake middleware has read the cookie from `socket.request`), drop the
 *   engine's reference to the handshake's HTTP request
 *   (`socket.conn.request = null`; Socket.IO's "Memory usage" page does it at
 *   the engine's `connection`, which would be too early for our middleware).
 * - `snapshot`: also write a V8 heap snapshot to the system's temp folder at
 *   each probe (prints `SNAPSHOT <path>`), to see what a socket holds.
 * - `none`: nothing; the unchanged server with the memory probe below.
 *
 * On SIGUSR2 it runs a full GC and prints `MEMORY <json of process.memoryUsage()>`
 * (after the GC), so the bench can tell live heap from memory V8 keeps.
 */
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from '@conecta/backend/config';
import { startServer } from '@conecta/backend/server';

const tweaks = new Set((process.env.BENCH_SOCKET_TWEAKS ?? '').split(',').filter(Boolean));
const running = await startServer(loadConfig());

if (tweaks.has('drop-request')) {
  running.io.on('connection', (socket) => {
    socket.conn.request = null as unknown as IncomingMessage;
  });
}

process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  if (tweaks.has('snapshot')) {
    console.log(`SNAPSHOT ${v8.writeHeapSnapshot(path.join(os.tmpdir(), `bench-messages-${process.pid}-${Date.now()}.heapsnapshot`))}`);
  }
  console.log(`MEMORY ${JSON.stringify({ ...process.memoryUsage(), gc: Boolean(gc) })}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
