/**
 * The API contract (issue 15): GET /api/openapi.json, built once from the router on first request
 * (openapi/document.ts), and GET /api/docs, a readable reference page rendered from the same
 * document on the server (no script: the CSP allows none inline, and a reference needs none).
 */
import Router from '@koa/router';
import { buildOpenApi } from '../../openapi/document';
import { doc } from '../../openapi/describe';
import type { AppContext, AppState } from '../../lib/context';

type Json = Record<string, unknown>;

const esc = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pretty = (value: unknown) => `<pre>${esc(JSON.stringify(value, null, 2))}</pre>`;
const anchor = (ref: string) => ref.replace('#/components/schemas/', '');

function schemaLink(schema: Json | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return `<a href="#schema-${esc(anchor(schema.$ref))}">${esc(anchor(schema.$ref))}</a>`;
  const items = schema.items as Json | undefined;
  if (schema.type === 'array' && items) return `${schemaLink(items)}[]`;
  return `<code>${esc(schema.type ?? 'objeto')}</code>`;
}

export function renderReference(openapi: Json): string {
  const paths = openapi.paths as Record<string, Record<string, Json>>;
  const schemas = (openapi.components as { schemas: Record<string, Json> }).schemas;
  const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const rows = operations
    .map(({ path, method, op }) => {
      const params = (op.parameters as Json[]).map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', obrigatório' : ''}) ${pretty(p.schema)}</li>`).join('');
      const body = op.requestBody ? pretty((op.requestBody as { content: Json }).content) : '';
      const responses = Object.entries(op.responses as Record<string, Json>)
        .map(([status, r]) => {
          const content = r.content as Record<string, { schema?: Json }> | undefined;
          const schema = content?.['application/json']?.schema;
          return `<li><strong>${esc(status)}</strong> ${esc(r.description)} ${schemaLink(schema)}</li>`;
        })
        .join('');
      return `<section id="${esc(`${method}-${path}`)}"><h2><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h2>
<p>${esc(op.summary)}${op.security ? ' — <em>requer sessão</em>' : ''}</p>
${params ? `<h3>Parâmetros</h3><ul>${params}</ul>` : ''}${body ? `<h3>Corpo</h3>${body}` : ''}<h3>Respostas</h3><ul>${responses}</ul></section>`;
    })
    .join('\n');
  const index = operations.map(({ path, method }) => `<li><a href="#${esc(`${method}-${path}`)}">${esc(method.toUpperCase())} ${esc(path)}</a></li>`).join('');
  const models = Object.entries(schemas)
    .map(([name, schema]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${pretty(schema)}</section>`)
    .join('\n');
  const info = openapi.info as Json;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)} — referência</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1a1a1a}pre{background:#f4f6f8;padding:8px;overflow:auto;font-size:13px}
section{border-bottom:1px solid #ddd;padding:8px 0}.m{display:inline-block;min-width:64px;padding:2px 6px;border-radius:4px;color:#fff;background:#0b3d91;font-size:14px}
.m.post{background:#1b5e20}.m.delete{background:#b71c1c}.m.patch,.m.put{background:#8a4b00}a{color:#0b3d91}</style></head>
<body><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav aria-label="Operações"><ul>${index}</ul></nav><main>${rows}<h2>Modelos</h2>${models}</main></body></html>`;
}

export function docsRouter(apiRouter: () => Router<AppState>, version: string) {
  const router = new Router<AppState>({ prefix: '/api' });
  let openapi: Json | null = null;
  let reference: string | null = null;
  const document = () => (openapi ??= buildOpenApi(apiRouter() as unknown as Router, version));

  router.get('/openapi.json', doc({ summary: 'Este contrato (OpenAPI 3.1)', ok: null }), (ctx: AppContext) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document();
  });
  router.get('/docs', doc({ summary: 'Referência legível da API', ok: 'string', contentType: 'text/html' }), (ctx: AppContext) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = reference ??= renderReference(document());
  });
  return router;
}
