/**
 * Turns the shared field rules of `common/src/rules.ts` into Joi, so the
 * server refuses exactly what the browser's forms refuse, with the same
 * Portuguese message for every way a field can be wrong (missing, wrong
 * type, too short...). backend/test/rules.test.ts holds both to one table.
 */
import Joi from 'joi';
import mongoose from 'mongoose';
import {
  BODY_INVALID,
  DAY_PATTERN,
  ID_PARAM_RULE,
  MESSAGES,
  NO_FILTER,
  PROFILE_MESSAGES,
  UNSAFE_TEXT_MESSAGE,
  checkField,
  hasUnsafeCharacters,
  type ChoicesRule,
  type DayRule,
  type FieldRule,
  type FilterRule,
  type InputOf,
  type PageNumberRule,
  type Rules,
  type TextRule,
} from '@conecta/common';

/** Every Joi failure code a rule can raise; each shows the rule's one message (`string.max` aside). */
const CODES = [
  'any.required',
  'any.only',
  'any.invalid',
  'string.base',
  'string.empty',
  'string.min',
  'string.max',
  'string.pattern.base',
  'boolean.base',
  'array.base',
  'array.unique',
  'number.base',
  'number.integer',
  'number.min',
  'number.max',
  'number.unsafe',
  'number.infinity',
];

/** Every code of `codes` shows `message`. */
export function every(codes: string[], message: string): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, message]));
}

function messages(message: string, maxMessage?: string): Record<string, string> {
  const all = every(CODES, message);
  if (maxMessage) all['string.max'] = maxMessage;
  all['string.unsafe'] = UNSAFE_TEXT_MESSAGE;
  return all;
}

function textSchema(rule: TextRule): Joi.StringSchema {
  let schema = Joi.string();
  if (rule.trim) schema = schema.trim();
  if (rule.lowercase) schema = schema.lowercase();
  // First of the rules, as in the browser's check: a control character is named as such, not as "too short".
  schema = schema.custom((value: string, helpers) => (hasUnsafeCharacters(value, rule.multiline) ? helpers.error('string.unsafe') : value));
  if (rule.min === 0) schema = schema.allow('');
  else if (rule.min !== undefined) schema = schema.min(rule.min);
  if (rule.max !== undefined) schema = schema.max(rule.max);
  if (rule.pattern) schema = schema.pattern(rule.pattern);
  // Last, in the browser's order; each with its own message (set in joiField).
  const { notBlankMessage, refused } = rule;
  if (notBlankMessage) schema = schema.custom((value: string, helpers) => (value.trim() === '' ? helpers.error('string.blank') : value));
  if (refused) schema = schema.custom((value: string, helpers) => (refused.values.has(value.toLowerCase()) ? helpers.error('string.refused') : value));
  if (rule.blankIsAbsent) schema = schema.allow('', null).empty(['', null]);
  // Kept as given ('' after trimming, or null): the service stores null (`blankToNull`).
  if (rule.clearable) schema = schema.allow('', null);
  return schema;
}

/**
 * Lists, whole numbers and dates are checked by the browser's own function: one implementation, so
 * the two sides cannot drift (an item's trimming, ISO parsing, "in the future").
 */
function sharedCheckSchema(rule: FieldRule): Joi.Schema {
  return Joi.any()
    .custom((value: unknown, helpers) => {
      const outcome = checkField(rule, value);
      if (typeof outcome !== 'object') return undefined;
      // The browser's message itself: a list reports its item's own (too long, unsafe...) or its count's.
      if ('error' in outcome) return helpers.message({ custom: outcome.error });
      return outcome.value;
    })
    // As the browser's check: an optional field sent blank is not given (a list only when null).
    .empty(rule.kind === 'list' ? null : ['', null]);
}

/** The shared check in a Joi rule, after Joi's own (they stay Joi's for the API contract: types, patterns, bounds). */
function sharedCheck(rule: FieldRule) {
  return (value: unknown, helpers: Joi.CustomHelpers) => {
    const outcome = checkField(rule, value);
    return typeof outcome === 'object' && 'value' in outcome ? outcome.value : helpers.error('any.invalid');
  };
}

function choicesSchema(rule: ChoicesRule): Joi.Schema {
  return Joi.array()
    .items(Joi.string().valid(...rule.values).messages(messages(rule.message)))
    .unique();
}

function daySchema(rule: DayRule): Joi.Schema {
  let schema = Joi.string();
  if (rule.clearable) schema = schema.trim();
  schema = schema.pattern(DAY_PATTERN).custom(sharedCheck(rule));
  return rule.clearable ? schema.allow('', null) : schema;
}

function filterSchema(rule: FilterRule): Joi.Schema {
  const noFilter = rule.noFilter ?? NO_FILTER;
  let schema = Joi.string().trim();
  if (noFilter.length > 0) schema = schema.empty(noFilter);
  if (rule.max !== undefined) schema = schema.max(rule.max);
  if (rule.values && rule.several) return schema.custom(sharedCheck(rule));
  return rule.values ? schema.valid(...rule.values) : schema;
}

function pageNumberSchema(rule: PageNumberRule): Joi.Schema {
  return Joi.number().integer().min(rule.min).max(rule.max);
}

/** One field's Joi schema. */
export function joiField(rule: FieldRule): Joi.Schema {
  let schema: Joi.Schema;
  if (rule.kind === 'text') schema = textSchema(rule);
  else if (rule.kind === 'choice') {
    schema = Joi.string().valid(...rule.values);
    if (rule.blankIsAbsent) schema = schema.allow('', null).empty(['', null]);
    if (rule.clearable) schema = schema.allow('', null);
  } else if (rule.kind === 'flag') schema = rule.accepted ? Joi.boolean().strict().valid(true) : Joi.boolean().strict();
  else if (rule.kind === 'choices') schema = choicesSchema(rule);
  else if (rule.kind === 'day') schema = daySchema(rule);
  else if (rule.kind === 'filter') schema = filterSchema(rule);
  else if (rule.kind === 'page') schema = pageNumberSchema(rule);
  else schema = sharedCheckSchema(rule);
  schema = schema.messages(messages(rule.message, rule.kind === 'text' ? rule.maxMessage : undefined));
  if (rule.kind === 'text' && rule.notBlankMessage) schema = schema.messages({ 'string.blank': rule.notBlankMessage });
  if (rule.kind === 'text' && rule.refused) schema = schema.messages({ 'string.refused': rule.refused.message });
  if (rule.required) schema = schema.required();
  if ('default' in rule && rule.default !== undefined) schema = schema.default(rule.default);
  return schema;
}

/**
 * Each strict object's twin without its own messages (`unworded`). Joi caches a field's merged
 * preferences only when its parent brings none: under a parent with messages (or options passed to
 * `validate()`) every field of the schema merges its ~20 messages again on every call, about three
 * quarters of a list query's validation (decision 0031). The twin accepts and gives exactly what the
 * worded schema does, since messages only word a refusal: middleware/validate.ts checks a request
 * against the twin and asks the worded schema only to explain a refusal.
 */
const UNWORDED = new WeakMap<Joi.Schema, Joi.Schema>();

/** The twin of a schema made here (strictObject), or undefined for any other. */
export function unworded<T>(schema: Joi.Schema<T>): Joi.Schema<T> | undefined {
  return UNWORDED.get(schema) as Joi.Schema<T> | undefined;
}

/** Refuses unknown keys with a Portuguese message. */
function strictObject(keys: Joi.SchemaMap) {
  const bare = Joi.object(keys).unknown(false);
  const worded = bare.messages({ 'object.unknown': MESSAGES.fieldUnknown, 'object.base': BODY_INVALID });
  UNWORDED.set(worded, bare);
  return worded;
}

/**
 * An object schema of the shared rules; unknown keys are refused ('Campo não permitido'). `T` is
 * what it gives once validated (`Joi.ObjectSchema<T>`): the type a route's handler reads
 * (middleware/validate.ts), so each schema names the contract type of its input (common JobInput,
 * ProfileUpdatePayload...). Without one it is `never` and a handler cannot read it.
 */
export function joiRules<T = never>(rules: Rules, extra: Joi.PartialSchemaMap<NoInfer<T>> = {}): Joi.ObjectSchema<T> {
  return strictObject({ ...Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, joiField(rule)])), ...extra });
}

/** A query string's schema of the shared rules, typed by them: its values are what its rules give. */
export function queryRules<R extends Rules>(rules: R): Joi.ObjectSchema<InputOf<R>> {
  return joiRules<InputOf<R>>(rules);
}

/** Object schema that refuses unknown keys with a Portuguese message; `T` as for joiRules. */
export function body<T = never>(keys: Joi.PartialSchemaMap<NoInfer<T>>): Joi.ObjectSchema<T> {
  return strictObject(keys);
}

/** A path parameter naming a document: 400 'Identificador inválido', else the ObjectId the handler reads. */
export const objectIdParam = () =>
  joiField(ID_PARAM_RULE).custom((value: string) => new mongoose.Types.ObjectId(value));

/** Path parameters that all name documents (`idParams('id')`, `idParams('userId')`), each read as an ObjectId. */
export function idParams<N extends string>(...names: N[]): Joi.ObjectSchema<Record<N, mongoose.Types.ObjectId>> {
  return strictObject(Object.fromEntries(names.map((name) => [name, objectIdParam()])));
}

/** For a partial update: a key left out stays out; a cleared text becomes null. */
export function blankToNull<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])) as T;
}

export const flag = () => Joi.boolean().strict().messages({ 'boolean.base': PROFILE_MESSAGES.booleanInvalid });

/** Fields a user may never write about themselves: present at all → 400 with `privilegedField`. */
export function forbiddenFields(names: readonly string[]): Joi.PartialSchemaMap {
  return Object.fromEntries(names.map((name) => [name, Joi.any().forbidden().messages({ 'any.unknown': PROFILE_MESSAGES.privilegedField })]));
}
