/**
 * The API contract, OpenAPI 3.1, built from the router itself (issue 15): every route's path and
 * method from its layer, its inputs from the Joi schemas its `validate()` checks (joi-to-json, no
 * second copy of the rules), who may call it from its guards, its success body from `doc()` and the
 * JSON Schemas generated from `common/`'s TypeScript (dtoSchemas.json, `npm run openapi:schemas`),
 * and every error status its middleware can answer, each with the one error body.
 */
import { readFileSync } from 'node:fs';
import type Router from '@koa/router';
import type Joi from 'joi';
import parse from 'joi-to-json';
import { requireAdmin, requireCompany, requireSession, requireUser } from '../auth/guards';
import { SESSION_COOKIE } from '../auth/session';
import { OPENAPI_DOC, OPENAPI_INPUT, type OperationDoc } from './describe';
import type { RequestSchemas } from '../middleware/validate';

type JsonSchema = Record<string, unknown>;

/** Generated from common/'s types (infra/scripts/openapiSchemas.ts); refs point at #/components/schemas. */
export const DTO_SCHEMAS = JSON.parse(readFileSync(new URL('./dtoSchemas.json', import.meta.url), 'utf8')) as Record<string, JsonSchema>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_TEXT: Record<number, string> = {
  400: 'Entrada inválida (mensagem e erros por campo em português)',
  401: 'Sem sessão',
  403: 'Sem permissão, ou Origin de outro site numa escrita',
  404: 'Não encontrado',
  409: 'Conflito com o estado atual',
  413: 'Corpo grande demais',
  415: 'Corpo que não é JSON (ou, num envio de arquivo, tipo de arquivo não aceito)',
  422: 'Arquivo corrompido ou fora dos limites (dimensões, tempo de processamento)',
  429: 'Limite de tentativas (Retry-After)',
  503: 'Serviço temporariamente indisponível (Redis ou banco fora do ar)',
};

export interface RouteEntry {
  method: string;
  path: string;
  doc: OperationDoc | null;
  input: RequestSchemas | null;
  guards: Set<unknown>;
}

/** Every method × path of the router, with what its middleware says. */
export function routeEntries(router: Router): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const layer of router.stack) {
    const stack = layer.stack as unknown as Array<Record<symbol, unknown>>;
    const doc = (stack.find((m) => m[OPENAPI_DOC])?.[OPENAPI_DOC] as OperationDoc | undefined) ?? null;
    const input = (stack.find((m) => m[OPENAPI_INPUT])?.[OPENAPI_INPUT] as RequestSchemas | undefined) ?? null;
    const guards = new Set<unknown>(stack.filter((m) => [requireUser, requireSession, requireAdmin, requireCompany].includes(m as never)));
    for (const method of layer.methods) {
      if (method !== 'HEAD') entries.push({ method, path: String(layer.path), doc, input, guards });
    }
  }
  return entries;
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function joiSchema(schema: Joi.Schema): JsonSchema {
  return parse(schema, 'open-api-3.1') as JsonSchema;
}

function parameters(schema: Joi.ObjectSchema | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = joiSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** A multipart body: the file, and the text fields the route checks with `fields` (its Joi schema) when it has any. */
function uploadSchema(fields: Joi.ObjectSchema | undefined): JsonSchema {
  const extra = fields ? (joiSchema(fields) as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
  return {
    type: 'object',
    properties: { ...extra.properties, file: { type: 'string', format: 'binary' } },
    required: [...(extra.required ?? []), 'file'],
  };
}

const PRIMITIVES: Record<string, JsonSchema> = { string: { type: 'string' }, number: { type: 'number' }, boolean: { type: 'boolean' } };

function bodySchema(typeName: string): JsonSchema {
  const list = typeName.endsWith('[]');
  const name = list ? typeName.slice(0, -2) : typeName;
  if (PRIMITIVES[name]) return list ? { type: 'array', items: PRIMITIVES[name] } : PRIMITIVES[name];
  if (!DTO_SCHEMAS[name]) throw new Error(`openapi: no generated schema for ${name} (run npm run openapi:schemas)`);
  const ref = { $ref: `#/components/schemas/${name}` };
  return list ? { type: 'array', items: ref } : ref;
}

/** The statuses a route can answer besides its success, from what its middleware does. */
export function errorStatuses(entry: RouteEntry): number[] {
  const statuses = new Set<number>([503, ...(entry.doc?.errors ?? [])]);
  if (entry.input?.params) [400, 404].forEach((s) => statuses.add(s));
  if (entry.input?.query || entry.input?.body) statuses.add(400);
  if (UNSAFE.has(entry.method)) [400, 403, 413, 415].forEach((s) => statuses.add(s));
  // An upload may also be corrupt (422), over the account's hourly count (429) or wait on busy image work (503).
  if (entry.doc?.upload) [422, 429].forEach((s) => statuses.add(s));
  if (entry.guards.size > 0) statuses.add(401);
  if (entry.guards.has(requireAdmin) || entry.guards.has(requireCompany)) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function operation(entry: RouteEntry): JsonSchema {
  const doc = entry.doc;
  const status = doc?.status ?? (entry.method === 'POST' ? 201 : 200);
  const responses: Record<string, JsonSchema> = {};
  const headers = doc?.paged ? { 'X-Total-Count': { description: 'Total de itens que atendem ao filtro', schema: { type: 'integer', minimum: 0 } } } : undefined;
  if (doc?.ok) {
    const content = doc.contentType
      ? Object.fromEntries([doc.contentType].flat().map((type) => [type, { schema: { type: 'string', ...(type === 'text/html' ? {} : { format: 'binary' }) } }]))
      : { 'application/json': { schema: bodySchema(doc.ok) } };
    responses[String(status)] = { description: doc.summary, content, ...(headers ? { headers } : {}) };
  } else {
    responses[String(status)] = { description: doc?.summary ?? 'OK' };
  }
  for (const [code, type] of Object.entries(doc?.responses ?? {})) {
    responses[code] = type ? { description: doc!.summary, content: { 'application/json': { schema: bodySchema(type) } } } : { description: doc!.summary };
  }
  for (const code of errorStatuses(entry)) {
    if (responses[String(code)]) continue;
    responses[String(code)] = { description: ERROR_TEXT[code] ?? 'Erro', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } } };
  }
  const op: JsonSchema = {
    operationId: `${entry.method.toLowerCase()} ${entry.path}`,
    summary: doc?.summary ?? `${entry.method} ${entry.path}`,
    parameters: [...parameters(entry.input?.params, 'path'), ...parameters(entry.input?.query, 'query')],
    responses,
  };
  if (entry.guards.size > 0) op.security = [{ session: [] }];
  // Who may call it when not every signed-in account may: the others are refused 403 before their
  // input is read. The contract tests each input's boundaries once, as a caller let through
  // (infra/contract/contract.ts).
  if (entry.guards.has(requireAdmin)) op['x-callers'] = ['admin'];
  else if (entry.guards.has(requireCompany)) op['x-callers'] = ['company', 'admin'];
  if (doc?.upload) {
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: uploadSchema(doc.uploadFields) } },
    };
  } else if (entry.input?.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: joiSchema(entry.input.body) } } };
  }
  return op;
}

export function buildOpenApi(router: Router, version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of routeEntries(router)) {
    const path = toOpenApiPath(entry.path);
    (paths[path] ??= {})[entry.method.toLowerCase()] = operation(entry);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Conecta Energia API',
      version,
      description:
        'A API da rede profissional do setor de energia. Respostas de erro sempre como { message, errors? } em português. ' +
        'Escritas (POST, PUT, PATCH, DELETE) exigem corpo JSON e, quando enviam Origin, que seja o do próprio site.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: DTO_SCHEMAS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
