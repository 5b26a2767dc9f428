/**
 * `npm run openapi:schemas` — the JSON Schemas of the API's answers, generated from the TypeScript
 * types of `common/` (ts-json-schema-generator) into backend/src/openapi/dtoSchemas.json, which the
 * contract (GET /api/openapi.json) serves. The types are those the routes name in `doc({ ok })`,
 * plus the error body. infra/test/openapiSchemas.test.ts fails when the file is stale.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const ROOT = new URL('../..', import.meta.url).pathname;
export const DTO_SCHEMAS_FILE = join(ROOT, 'backend/src/openapi/dtoSchemas.json');
const ROUTES = join(ROOT, 'backend/src/routes');

type JsonSchema = Record<string, unknown>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The type names the routes answer with (`doc({ ok: 'JobDTO[]' })`), and the error body. */
export function answeredTypes(): string[] {
  const names = new Set<string>(['ApiErrorBody']);
  for (const file of files(ROUTES)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bok:\s*'(\w+)(?:\[\])?'/g)) names.add(match[1]!);
    for (const match of text.matchAll(/\bresponses:\s*\{([^}]*)\}/g)) for (const inner of match[1]!.matchAll(/'(\w+)(?:\[\])?'/g)) names.add(inner[1]!);
  }
  return [...names].filter((name) => !['string', 'number', 'boolean'].includes(name)).sort();
}

/** Rewrites draft-07 `#/definitions/X` references to the OpenAPI document's components. */
function rehome(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rehome);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as JsonSchema)
      .filter(([key]) => key !== '$schema' && key !== 'definitions')
      .map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? inner.replace('#/definitions/', '#/components/schemas/') : rehome(inner)]),
  );
}

export function generateDtoSchemas(): Record<string, JsonSchema> {
  const generator = createGenerator({
    path: join(ROOT, 'common/src/index.ts'),
    tsconfig: join(ROOT, 'common/tsconfig.json'),
    expose: 'export',
    topRef: false,
    jsDoc: 'none',
    skipTypeCheck: true,
    // Answers hold exactly the fields of their type: a presenter leaking a field breaks the contract.
    additionalProperties: false,
  });
  const all: Record<string, JsonSchema> = {};
  for (const name of answeredTypes()) {
    const schema = generator.createSchema(name) as JsonSchema & { definitions?: Record<string, JsonSchema> };
    for (const [defName, def] of Object.entries(schema.definitions ?? {})) all[defName] = rehome(def) as JsonSchema;
    all[name] = rehome(schema) as JsonSchema;
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

export const serialize = (schemas: Record<string, JsonSchema>) => `${JSON.stringify(schemas, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const schemas = generateDtoSchemas();
  writeFileSync(DTO_SCHEMAS_FILE, serialize(schemas));
  console.log(`openapi:schemas: ${Object.keys(schemas).length} schemas → ${DTO_SCHEMAS_FILE}`);
}
