/**
 * Joi building blocks that carry the spec's Portuguese messages for every
 * way a field can be wrong (missing, wrong type, too short...).
 */
import Joi from 'joi';
import {
  EMAIL_PATTERN,
  HTTP_URL_PATTERN,
  LIMITS,
  MESSAGES,
  MULTI_LINE_TEXT_PATTERN,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SINGLE_LINE_TEXT_PATTERN,
} from '@conecta/common';

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

/**
 * Rules for text a user writes about themselves (profile, portfolio): trimmed,
 * bounded, control characters refused (multi-line fields keep line breaks and
 * tabs). Declarative: limits, patterns and messages all come from common/.
 */
export interface UserTextOptions {
  max: number;
  maxMessage: string;
  min?: number;
  minMessage?: string;
  multiline?: boolean;
}

/** A text that may be cleared: '' and null both store null. */
export function userText({ max, maxMessage, min = 0, minMessage = MESSAGES.fieldInvalid, multiline = false }: UserTextOptions) {
  return Joi.string()
    .trim()
    .min(min)
    .max(max)
    .pattern(multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN)
    .messages({
      'string.base': MESSAGES.fieldInvalid,
      'string.min': minMessage,
      'string.empty': minMessage,
      'string.max': maxMessage,
      'string.pattern.base': PROFILE_MESSAGES.controlCharacters,
    });
}

export const clearableText = (options: UserTextOptions) => userText(options).allow('', null);

/** For a partial update: a key left out stays out; a cleared text becomes null. */
export function blankToNull<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])) as T;
}

/** An http(s) link (website, project); '' or null clears it. */
export const httpUrl = () =>
  Joi.string()
    .trim()
    .max(PROFILE_LIMITS.urlMax)
    .pattern(HTTP_URL_PATTERN)
    .allow('', null)
    .messages({
      'string.base': PROFILE_MESSAGES.urlInvalid,
      'string.pattern.base': PROFILE_MESSAGES.urlInvalid,
      'string.max': PROFILE_MESSAGES.urlMax,
    });

/** A list of short texts: each trimmed, empties dropped, at most `maxItems`. */
export function textList(options: { maxItems: number; maxItemsMessage: string; item: Joi.StringSchema }) {
  return Joi.array()
    .items(options.item)
    .max(options.maxItems)
    .custom((values: string[]) => values.filter((value) => value.length > 0))
    .messages({ 'array.base': MESSAGES.fieldInvalid, 'array.max': options.maxItemsMessage });
}

export const flag = () => Joi.boolean().strict().messages({ 'boolean.base': PROFILE_MESSAGES.booleanInvalid });

/** Fields a user may never write about themselves: present at all → 400 with `privilegedField`. */
export function forbiddenFields(names: readonly string[]): Joi.PartialSchemaMap {
  return Object.fromEntries(names.map((name) => [name, Joi.any().forbidden().messages({ 'any.unknown': PROFILE_MESSAGES.privilegedField })]));
}
