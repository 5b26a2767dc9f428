/**
 * Every error the public port answers is our Portuguese JSON (issue 22), also the ones no Koa
 * route writes: Node's own HTTP parser refusals (431 headers too large, 400 malformed) and
 * engine.io's protocol errors under /socket.io/; the API's unknown paths (404) and methods (405).
 * Raw requests, as a fuzzer or a broken client sends them.
 */
import net from 'node:net';
import { expect } from 'chai';
import { startTestServer, type TestServer } from './support';

/** Writes `request` as is and reads until the server closes (or has sent a whole answer). */
function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(request);
  });
}

describe('error bodies outside the routes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('errorbodies');
  });
  after(async () => {
    await server.stop();
  });

  describe("Node's HTTP parser", () => {
    it('answers headers too large with 431 and a Portuguese JSON body', async () => {
      const res = await raw(server.port, `GET /api/vagas HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).to.equal(431);
      expect(res.headers).to.match(/content-type: application\/json/i);
      expect(JSON.parse(res.body)).to.deep.equal({ message: 'Cabeçalhos da requisição muito grandes' });
    });

    it('answers a malformed request with 400 and a Portuguese JSON body', async () => {
      const res = await raw(server.port, 'NOT A REQUEST\r\n\r\n');
      expect(res.status).to.equal(400);
      expect(res.headers).to.match(/content-type: application\/json/i);
      expect(JSON.parse(res.body)).to.deep.equal({ message: 'Requisição inválida' });
    });
  });

  describe('engine.io under /socket.io/', () => {
    const cases: Array<[string, string, Record<string, string>, number, number, string]> = [
      ['an unknown transport', 'GET', { EIO: '4', transport: 'carrier-pigeon' }, 400, 0, 'Transporte desconhecido'],
      ['an unknown session id', 'GET', { EIO: '4', transport: 'polling', sid: 'nao-existe' }, 400, 1, 'Sessão de conexão desconhecida'],
      ['a handshake that is not a GET', 'PUT', { EIO: '4', transport: 'polling' }, 400, 2, 'Método de conexão inválido'],
      ['a websocket handshake without an upgrade', 'GET', { EIO: '4', transport: 'websocket' }, 400, 3, 'Requisição inválida'],
      ['a protocol version it does not speak', 'GET', { EIO: '3', transport: 'polling' }, 400, 5, 'Versão de protocolo não suportada'],
    ];
    for (const [label, method, query, status, code, message] of cases) {
      it(`answers ${label} with ${status} and a Portuguese message`, async () => {
        const res = await fetch(`${server.url}/socket.io/?${new URLSearchParams(query).toString()}`, { method });
        expect(res.status).to.equal(status);
        expect(res.headers.get('content-type')).to.match(/application\/json/);
        expect(await res.json()).to.deep.equal({ code, message });
      });
    }

    it('answers a handshake from a foreign origin with 403 and a Portuguese message', async () => {
      const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
      expect(res.status).to.equal(403);
      expect(await res.json()).to.deep.equal({ code: 4, message: 'Origem não permitida' });
    });
  });

  describe('the API', () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH']) {
      it(`answers ${method} on an unknown /api path with 404 and a Portuguese JSON body`, async () => {
        const res = await fetch(`${server.url}/api/nao-existe/de-jeito-nenhum`, {
          method,
          headers: { 'content-type': 'application/json', origin: server.url },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect(res.status).to.equal(404);
        expect(res.headers.get('content-type')).to.match(/application\/json/);
        expect(await res.json()).to.deep.equal({ message: 'Rota não encontrada' });
      });
    }

    for (const method of ['DELETE', 'PUT', 'PROPFIND']) {
      it(`answers ${method} on a known path that does not take it with 405, Allow and a Portuguese JSON body`, async () => {
        const res = await raw(server.port, `${method} /api/vagas HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
        expect(res.status).to.equal(405);
        expect(res.headers).to.match(/^allow: .*GET/im);
        expect(res.headers).to.match(/content-type: application\/json/i);
        expect(JSON.parse(res.body)).to.deep.equal({ message: 'Método não permitido' });
      });
    }
  });
});
