/**
 * The bare Socket.IO relay of `npm run bench:messages`: the baseline the
 * real messaging path is compared with. No database, no auth, no Redis
 * adapter: a client connects with `?id=<its id>` and joins the room of that
 * name; `emit('send', { to, clientId, sentAt })` is relayed to room `to` as
 * `message:new`. Same Socket.IO version and defaults as the backend's
 * gateway (websocket transport, no compression). Run as its own process
 * (`node --import tsx infra/bench/relayServer.ts`, env RELAY_PORT) so its RSS
 * is its own; prints `RELAY_LISTENING <port>` once it listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

interface RelayMessage {
  to: string;
  clientId: string;
  sentAt: number;
}

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('ok');
});
const io = new Server(server, { serveClient: false, cors: { origin: false } });

io.on('connection', (socket) => {
  const id = socket.handshake.query.id;
  if (typeof id === 'string' && id) void socket.join(id);
  socket.on('send', (msg: RelayMessage) => {
    if (msg && typeof msg.to === 'string') io.to(msg.to).emit('message:new', msg);
  });
});

server.listen(Number(process.env.RELAY_PORT ?? 0), '127.0.0.1', () => {
  console.log(`RELAY_LISTENING ${(server.address() as AddressInfo).port}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    io.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
