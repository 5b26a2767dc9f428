/**
 * Joi building blocks that carry the spec's Portuguese messages for every
 * way a field can be wrong (missing, wrong type, too short...).
 */
import Joi from 'joi';
import { LIMITS, MESSAGES, EMAIL_PATTERN } from '@conecta/common';

const STRING_CODES = ['any.required', 'string.base', 'string.empty', 'string.min', 'any.invalid', 'string.pattern.base', 'any.only'];

/** A string rule whose every failure shows `message`, with a separate message for `max`. */
export function text(min: number, max: number, message: string, maxMessage: string) {
  const messages: Record<string, string> = Object.fromEntries(STRING_CODES.map((c) => [c, message]));
  messages['string.max'] = maxMessage;
  return Joi.string().trim().min(min).max(max).messages(messages);
}

export const email = () =>
  Joi.string()
    .trim()
    .lowercase()
    .max(LIMITS.emailMax)
    .pattern(EMAIL_PATTERN)
    .messages(Object.fromEntries([...STRING_CODES, 'string.max'].map((c) => [c, MESSAGES.emailInvalid])));

export const password = () =>
  Joi.string()
    .min(LIMITS.passwordMin)
    .max(LIMITS.passwordMax)
    .messages({
      ...Object.fromEntries(STRING_CODES.map((c) => [c, MESSAGES.passwordMin])),
      'string.max': MESSAGES.passwordMax,
    });

/** An optional free-text field: empty string and null both mean "not given". */
export function optionalText(max: number, maxMessage: string) {
  return Joi.string()
    .trim()
    .max(max)
    .allow('', null)
    .empty(['', null])
    .messages({ 'string.base': MESSAGES.fieldInvalid, 'string.max': maxMessage });
}

export function oneOf<T extends string>(values: readonly T[], message: string) {
  return Joi.string()
    .valid(...values)
    .messages(Object.fromEntries(STRING_CODES.map((c) => [c, message])));
}

/** Object schema that refuses unknown keys with a Portuguese message. */
export function body(keys: Joi.PartialSchemaMap) {
  return Joi.object(keys)
    .unknown(false)
    .messages({ 'object.unknown': MESSAGES.fieldUnknown, 'object.base': 'Corpo da requisição inválido' });
}
