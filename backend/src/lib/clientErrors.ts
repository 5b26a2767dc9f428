/**
 * What Node's HTTP server answers by itself, before any request reaches Koa: a request it cannot
 * parse (400), headers over its limit (431), chunk extensions over theirs (413), a request too slow
 * to arrive (408). By default those leave with an English status line and no body; a client of the
 * API gets our `{ message }` in Portuguese like every other error (issue 22).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@conecta/common';

/** Node's own choice of status per parser error (lib/_http_server.js), with our words. */
const ANSWERS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Cabeçalhos da requisição muito grandes'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Requisição muito grande'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Tempo esgotado para receber a requisição'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'Requisição inválida'];

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // A peer that went away, or a connection already answering a request: nothing can be written.
    if (err.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ message } satisfies ApiErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
