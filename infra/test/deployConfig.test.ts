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
});
