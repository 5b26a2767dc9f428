/**
 * Joi validation of a request's path parameters, query string and body. Each
 * field's rule carries its Portuguese message (lib/rules.ts, from the shared
 * rules of common/src/rules.ts); the first problem per field is reported in
 * `errors`. Unknown fields are refused, which also shuts out `$`-operator
 * smuggling and privileged fields (userType admin, isAdmin, isVerified).
 *
 * Handlers read only `ctx.state.input`: the validated parts merged into one object, typed from the
 * schemas themselves (each is a `Joi.ObjectSchema<Output>`), so what a handler reads is what was
 * checked, with no cast on the way:
 *
 *   router.post('/', doc(...), requireCompany, validate({ body: jobInputSchema }), async (ctx) => {
 *     await publishJob(currentUser(ctx), ctx.state.input, ...);
 *   });
 *
 * @koa/router infers the route's state from its middleware (`get<T>(...middleware)`): validate()
 * declares `{ input: ... }`, so the handler must leave `ctx` unannotated to receive it; a route
 * without validate() has no `ctx.state.input` at all.
 */
import type Joi from 'joi';
import type { Next } from 'koa';
import { MESSAGES } from '@conecta/common';
import { BadRequestError, ValidationError } from '../lib/errors';
import type { InputContext } from '../lib/context';
import { OPENAPI_INPUT } from '../openapi/describe';
import { unworded } from '../lib/rules';

export function validationErrors(error: Joi.ValidationError): Record<string, string> {
  // No prototype: an unknown key named `__proto__` is reported, not written into the prototype.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const detail of error.details) {
    const field = String(detail.path[0] ?? detail.context?.key ?? '_');
    if (errors[field]) continue;
    errors[field] = detail.type === 'object.unknown' ? MESSAGES.fieldUnknown : detail.message;
  }
  return errors;
}

type Outcome<T> = { value: T; errors?: undefined } | { value?: undefined; errors: Record<string, string> };

/** Keys Joi never sees: its copy of the input drops an own `__proto__` (JSON.parse makes one), so it is refused here. */
const HIDDEN_KEYS = ['__proto__'];

/** Every problem at once (the form shows each field's), messages without Joi's quotes around labels. */
const REFUSAL_PREFS: Joi.ValidationOptions = { abortEarly: false, errors: { wrap: { label: false } } };

interface Compiled<T> {
  /** Accepts and gives what `worded` does, at a fraction of the cost (lib/rules.ts `unworded`); absent for schemas made elsewhere. */
  quick?: Joi.Schema<T>;
  /** The schema with the refusal's preferences set once: options given to `validate()` would be merged again on every call. */
  worded: Joi.Schema<T>;
}

const compiled = new WeakMap<Joi.Schema, Compiled<unknown>>();

function compile<T>(schema: Joi.Schema<T>): Compiled<T> {
  let found = compiled.get(schema) as Compiled<T> | undefined;
  if (!found) {
    found = { quick: unworded(schema), worded: schema.prefs(REFUSAL_PREFS) };
    compiled.set(schema, found);
  }
  return found;
}

function run<T>(schema: Joi.Schema<T>, value: unknown): Outcome<T> {
  const { quick, worded } = compile(schema);
  const given = value ?? {};
  // The quick check stops at the first problem; a refusal is checked again, worded, to list them all.
  const first = quick?.validate(given);
  const result = first && !first.error ? first : worded.validate(given);
  const errors = result.error ? validationErrors(result.error) : (Object.create(null) as Record<string, string>);
  if (value && typeof value === 'object') {
    for (const key of HIDDEN_KEYS) if (Object.hasOwn(value, key)) errors[key] = MESSAGES.fieldUnknown;
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: result.value as T };
}

function refuse(errors: Record<string, string>): never {
  throw ValidationError(errors, Object.values(errors)[0]);
}

export function check<T>(schema: Joi.Schema<T>, value: unknown): T {
  const outcome = run(schema, value);
  if (outcome.errors) refuse(outcome.errors);
  return outcome.value;
}

export interface RequestSchemas {
  params?: Joi.ObjectSchema<unknown>;
  query?: Joi.ObjectSchema<unknown>;
  body?: Joi.ObjectSchema<unknown>;
}

/**
 * What one part's schema gives. An untyped schema (`Joi.object()` is `ObjectSchema<any>`) gives
 * `never`, whose fields cannot be read: every schema must say what it produces.
 */
type PartOutput<S> = S extends Joi.ObjectSchema<infer T> ? (0 extends 1 & T ? never : T) : unknown;

/** The validated input of a route checked with `schemas`: its parts merged. */
export type Input<S extends RequestSchemas> = PartOutput<S['params']> & PartOutput<S['query']> & PartOutput<S['body']>;

/**
 * Validates every part given. A bad path parameter is a bad address, not a
 * form field: 400 with its message alone ('Identificador inválido'), before
 * the query and body are looked at; their problems are reported together.
 */
export function validate<S extends RequestSchemas>(schemas: S) {
  const parts = (['query', 'body'] as const).filter((part) => schemas[part]);
  const read = (ctx: InputContext<unknown>, part: (typeof parts)[number]): unknown => (part === 'query' ? ctx.query : ctx.request.body);
  const middleware = async (ctx: InputContext<Input<S>>, next: Next) => {
    const errors: Record<string, string> = Object.create(null) as Record<string, string>;
    const input: Record<string, unknown> = {};
    if (schemas.params) {
      const outcome = run(schemas.params, ctx.params);
      if (outcome.errors) throw BadRequestError(Object.values(outcome.errors)[0]);
      Object.assign(input, outcome.value);
    }
    for (const part of parts) {
      const outcome = run(schemas[part]!, read(ctx, part));
      if (outcome.errors) Object.assign(errors, outcome.errors);
      else Object.assign(input, outcome.value);
    }
    if (Object.keys(errors).length > 0) refuse(errors);
    // The one place the merged value meets its type: each part is what its schema (of that type) gave.
    ctx.state.input = input as Input<S>;
    await next();
  };
  // The API contract (openapi/document.ts) reads the route's inputs from here: one copy of the rules.
  return Object.assign(middleware, { [OPENAPI_INPUT]: schemas });
}
