/**
 * What the API contract (GET /api/openapi.json) knows of a route beyond what its middleware
 * already says. Inputs come from `validate()` (the same Joi schemas that check requests), who may
 * call it from the guards; a route adds only its summary and its success answer with `doc()`, the
 * first middleware of the route:
 *
 *   router.get('/', doc({ summary: 'Vagas aprovadas', ok: 'JobDTO[]', paged: true }), validateQuery(...), handler)
 *
 * `ok` names a type of `common/` (its JSON Schema is generated from the TypeScript, see
 * dtoSchemas.json), with `[]` for a list, or null for an answer without a body.
 */
import type Joi from 'joi';
import type { Middleware } from 'koa';

export const OPENAPI_DOC = Symbol.for('conecta.openapi.doc');
export const OPENAPI_INPUT = Symbol.for('conecta.openapi.input');

export interface OperationDoc {
  summary: string;
  /** The type of the success body (a `common/` type name, `Name[]` for a list), or null for none. */
  ok: string | null;
  /** The success status when not 200 (201 created, 204 no content, 302 redirect). */
  status?: number;
  /** Lists that carry the total in X-Total-Count. */
  paged?: boolean;
  /** Statuses this route answers besides those its middleware implies (409 conflict, 429 limit...). */
  errors?: number[];
  /** Other answers with their body type (null: none), e.g. `{ 200: 'EnrollmentDTO' }` beside a 201. */
  responses?: Record<number, string | null>;
  /** A multipart upload (field `file`) instead of a JSON body. */
  upload?: boolean;
  /** The upload's text fields besides the file (a registration's number with its document): the schema the route checks them with. */
  uploadFields?: Joi.ObjectSchema;
  /** The success answer is not JSON (an HTML page), or is a stored file of one of several types (a PDF or an image). */
  contentType?: string | readonly string[];
}

/** Marks a route for the contract; does nothing at request time. */
export function doc(operation: OperationDoc): Middleware {
  const middleware: Middleware = (_ctx, next) => next();
  return Object.assign(middleware, { [OPENAPI_DOC]: operation });
}
