/**
 * What the docker-compose stack ships (issue 22): session cookies Secure unless told otherwise,
 * and nginx refusing source maps and Vite's build manifest, which its image leaves out as well.
 * Read as text: neither Docker nor nginx is part of `npm test`'s machine (the rules themselves were
 * checked against nginx 1.22: `.map`, `.m%61p`, `/.vite/`, `/%2evite/` all 404).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ROOT } from '../scripts/frontend-build';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Lines without their comments. */
const code = (text: string) => text.split('\n').map((line) => line.replace(/#.*$/, '').trimEnd()).filter(Boolean);

describe('the docker-compose stack (docker-compose.yml, infra/docker)', () => {
  it('makes session cookies Secure by default: COOKIE_SECURE=false only when asked for', () => {
    const lines = code(read('docker-compose.yml')).filter((line) => line.includes('COOKIE_SECURE'));
    expect(lines.map((line) => line.trim())).to.deep.equal(['COOKIE_SECURE: ${COOKIE_SECURE:-true}']);
  });

  it('has nginx answer 404 to source maps and to /.vite/', () => {
    const lines = code(read('infra/docker/nginx.conf')).map((line) => line.trim());
    const map = lines.indexOf('location ~* \\.map$ {');
    const vite = lines.indexOf('location ^~ /.vite/ {');
    expect(map, 'location ~* \\.map$').to.be.greaterThan(-1);
    expect(vite, 'location ^~ /.vite/').to.be.greaterThan(-1);
    expect(lines[map + 1]).to.equal('return 404;');
    expect(lines[vite + 1]).to.equal('return 404;');
  });

  it("leaves the build manifest and any source map out of nginx's image", () => {
    const dockerfile = read('infra/docker/web.Dockerfile');
    expect(dockerfile).to.match(/rm -rf frontend\/dist\/\.vite/);
    expect(dockerfile).to.match(/find frontend\/dist -name '\*\.map' -delete/);
  });

  it('keeps the uploads bucket private: no anonymous access, nginx passes only object keys to the backends', () => {
    const compose = code(read('docker-compose.yml')).join('\n');
    expect(compose).to.include('mc anonymous set none local/conecta-uploads');
    expect(compose).not.to.match(/mc anonymous set (download|public)/);
    expect(compose).not.to.include('S3_PUBLIC_URL');
    const nginx = code(read('infra/docker/nginx.conf')).map((line) => line.trim());
    expect(nginx.join('\n')).not.to.include('minio:9000');
    const keys = nginx.indexOf('location ~ "^/uploads/[a-z-]+/[0-9a-f]{32}\\.(webp|pdf)$" {');
    expect(keys, 'the object-key location').to.be.greaterThan(-1);
    expect(nginx.slice(keys, keys + 4)).to.include('proxy_pass http://backend;');
    const rest = nginx.indexOf('location /uploads/ {');
    expect(nginx.slice(rest + 1, rest + 3)).to.deep.equal(['default_type "application/json; charset=utf-8";', `return 404 '{"message":"Arquivo não encontrado."}';`]);
  });

  it("has nginx answer its own API errors (no backend, a body over the limit) as Portuguese JSON", () => {
    const nginx = code(read('infra/docker/nginx.conf')).map((line) => line.trim());
    const api = nginx.indexOf('location /api/ {');
    const block = nginx.slice(api, nginx.indexOf('}', api));
    expect(block).to.include('error_page 502 503 504 = @api_unavailable;');
    expect(block).to.include('error_page 413 = @api_too_large;');
    for (const [name, status] of [['@api_unavailable', 503], ['@api_too_large', 413]] as const) {
      const at = nginx.indexOf(`location ${name} {`);
      const body = nginx.slice(at, nginx.indexOf('}', at)).find((line) => line.startsWith(`return ${status} '`));
      expect(body, name).to.match(/^return \d+ '(\{"message":"[^"]+"\})';$/);
      expect(JSON.parse(body!.replace(/^return \d+ '|';$/g, '')).message).to.match(/[ãçáéíóú]|Requisição/);
    }
  });
});

