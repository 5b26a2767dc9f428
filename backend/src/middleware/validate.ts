/**
 * Joi validation. Each field's rule carries its Portuguese message (see
 * lib/rules.ts); the first problem per field is reported in `errors`.
 * Unknown fields are refused, which also shuts out `$`-operator smuggling
 * and privileged fields (userType admin, isAdmin, isVerified).
 */
import type Joi from 'joi';
import type { Next } from 'koa';
import { MESSAGES } from '@conecta/common';
import { ValidationError } from '../lib/errors';
import type { AppContext } from '../lib/context';

export function validationErrors(error: Joi.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of error.details) {
    const field = String(detail.path[0] ?? detail.context?.key ?? '_');
    if (errors[field]) continue;
    errors[field] = detail.type === 'object.unknown' ? MESSAGES.fieldUnknown : detail.message;
  }
  return errors;
}

export function check<T>(schema: Joi.Schema<T>, value: unknown): T {
  const result = schema.validate(value ?? {}, { abortEarly: false, errors: { wrap: { label: false } } });
  if (result.error) {
    const errors = validationErrors(result.error);
    throw ValidationError(errors, Object.values(errors)[0]);
  }
  return result.value;
}

export function validateBody(schema: Joi.Schema) {
  return async (ctx: AppContext, next: Next) => {
    ctx.state.input = check(schema, ctx.request.body);
    await next();
  };
}

export function validateQuery(schema: Joi.Schema) {
  return async (ctx: AppContext, next: Next) => {
    ctx.state.input = check(schema, ctx.query);
    await next();
  };
}
