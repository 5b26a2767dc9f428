/**
 * The rule engine both sides read (spec §5): what a field rule is, how a value is checked against
 * one (`checkField`, `fieldError`, `validateInput`), and the rules of the catalogue's own
 * parameters (a search term, a document id). The forms' rule sets are in rules.ts.
 *
 * Its own module, light on imports: the visitor home's search box needs a rule and `fieldError`,
 * and with them came every form's rules and the limits of profiles, messages and publishing (~4 KB
 * brotli of its first load, issue 14).
 */
import { MESSAGES } from './validation';
import { CATALOGUE_MESSAGES, MAX_OFFSET, PAGE_LIMITS } from './catalogue';

/** An ObjectId as 24 hex characters (what the API and the session carry). */
/** Without a flag: the API contract carries the pattern as JSON Schema, where regex flags do not exist. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export interface TextRule {
  kind: 'text';
  required?: boolean;
  /** Leading and trailing whitespace is dropped before any check (passwords keep theirs). */
  trim?: boolean;
  lowercase?: boolean;
  /** 0 accepts the empty string; a required text has at least 1. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** An optional field left blank (or null) counts as not given. */
  blankIsAbsent?: boolean;
  /**
   * A partial update may clear the field: '' (after trimming) and null are accepted as given, and
   * the service stores null (`blankToNull`). Unlike `blankIsAbsent`, the key stays in the value
   * (typed `string` by `Validated`: a null is for the server's services, not for a form's draft).
   */
  clearable?: boolean;
  /** Line breaks and tabs allowed (a message, a letter); a single-line field refuses them. */
  multiline?: boolean;
  /** Every failure but `max` and unsafe characters. */
  message: string;
  maxMessage?: string;
  default?: string;
  /** For an untrimmed field (a new password): a value of whitespace alone is refused with this message. */
  notBlankMessage?: string;
  /** Values refused whatever their letter case (the most common passwords), with their own message. */
  refused?: { values: ReadonlySet<string>; message: string };
}

export interface ChoiceRule {
  kind: 'choice';
  values: readonly string[];
  required?: boolean;
  /** An optional choice sent as null or '' counts as not given (a select left on 'none'). */
  blankIsAbsent?: boolean;
  /** As a text's: a partial update may clear it with '' or null, kept as given and stored as null (`blankToNull`). */
  clearable?: boolean;
  message: string;
  default?: string;
}

/** A list of short texts (a job's requirements, a profile's skills): each item trimmed, blank items dropped. */
export interface ListRule {
  kind: 'list';
  /** An item refused reports the item rule's own message (its `message`, `maxMessage` or the unsafe one). */
  item: TextRule;
  maxItems: number;
  /** At least this many items once the blank ones are dropped (with `minItemsMessage`, else `message`). */
  minItems?: number;
  required?: boolean;
  /** Not a list (and too many items without `maxItemsMessage`). */
  message: string;
  maxItemsMessage?: string;
  minItemsMessage?: string;
}

/** A whole number in a range (an event's seats); null or '' count as not given when optional. */
export interface IntegerRule {
  kind: 'integer';
  min: number;
  max: number;
  required?: boolean;
  message: string;
}

/** A date-time as an ISO 8601 string, kept as its ISO form; `future` refuses anything not after now. */
export interface DateRule {
  kind: 'date';
  future?: boolean;
  required?: boolean;
  message: string;
}

export interface FlagRule {
  kind: 'flag';
  required?: boolean;
  /** Only `true` passes: a consent box that must be ticked (the sign-up's terms, issue 26). */
  accepted?: boolean;
  message: string;
}

/** Several of fixed values, each at most once (a profile's energy areas); an empty list is a choice too. */
export interface ChoicesRule {
  kind: 'choices';
  values: readonly string[];
  required?: boolean;
  /** Not a list, an unknown value, a repeated one. */
  message: string;
}

/**
 * A calendar day 'YYYY-MM-DD' that exists ('2025-02-30' is refused), kept as written. With
 * `clearable`, trimmed first, and '' or null are kept as given, to be stored as null.
 */
export interface DayRule {
  kind: 'day';
  clearable?: boolean;
  required?: boolean;
  message: string;
}

/**
 * A list's query-string filter, a string trimmed: one of `values` (with `several`, some of them
 * comma-separated, given as the distinct ones: `jobType=emprego,freelance`), or without `values`
 * a free text up to `max`. A value of `noFilter` (by default what the UI's 'Todas' or an emptied
 * select sends) is no filter, or `default`. A free-text filter keeps what a form's text refuses:
 * it is looked up, never stored or shown.
 */
export interface FilterRule {
  kind: 'filter';
  values?: readonly string[];
  several?: boolean;
  max?: number;
  noFilter?: readonly string[];
  default?: string;
  required?: false;
  message: string;
}

/**
 * A whole number in a query string (a page's `limit`, `offset`), read as Joi reads a number: digits
 * with an optional sign, zero decimals or exponent, around white space; never more precise than a
 * double holds ('10.0000000000000000001' is refused, not rounded).
 */
export interface PageNumberRule {
  kind: 'page';
  min: number;
  max: number;
  default: number;
  required?: false;
  message: string;
}

export type FieldRule = TextRule | ChoiceRule | ChoicesRule | FlagRule | ListRule | IntegerRule | DateRule | DayRule | FilterRule | PageNumberRule;
export type Rules = Readonly<Record<string, FieldRule>>;

export const UNSAFE_TEXT_MESSAGE = 'O texto contém caracteres não permitidos (caracteres de controle ou invisíveis).';

/**
 * What "unsafe" means, decided once for every text a person writes (sign-up, profile, portfolio,
 * skills, messages, publishing, admin), refused by `checkField` on both sides and removed from
 * stored texts by `stripUnsafeCharacters` (the db:migrate clean-up):
 * - C0 and C1 controls and DEL: a NUL cannot even be stored by PostgreSQL, an ESC paints terminals;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): text that reads
 *   differently than it is ("cv\u202Efdp.exe" shows as "cvexe.pdf");
 * - zero-width characters U+200B, U+200C, U+2060, U+FEFF, and U+200D (zero-width joiner) except
 *   between emoji: there it is what makes woman + U+200D + laptop one picture (a technologist) or a
 *   family of three one, which people do type in a bio or a message, and it cannot make a word pass
 *   for another; between letters it makes "Pyt\u200Dhon" look like "Python" under another catalogue key;
 * - lone surrogates: half a UTF-16 character, not text at all (a broken client, a fuzzer);
 * - in a single-line field also line breaks, tabs and U+2028/U+2029; a multi-line one keeps \n, \t
 *   and the \r of a \r\n (what a non-browser client sends as a line end).
 * Regexes with the `u` flag: a surrogate pair is one code point there, so `[\uD800-\uDFFF]` only
 * ever matches half a character, and `\p{...}` names the emoji.
 */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const BIDI = '\\u202A-\\u202E\\u2066-\\u2069';
const INVISIBLE = '\\u200B\\u200C\\u2060\\uFEFF';
const LONE_SURROGATE = '\\uD800-\\uDFFF';
const LINE_BREAKS = '\\t\\n\\r\\u2028\\u2029';
/** A joiner not between two emoji (an emoji, a skin tone or an emoji's variation selector before; an emoji after). */
const STRAY_JOINER = '(?<![\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D|\\u200D(?!\\p{Extended_Pictographic})';
const UNSAFE_ANYWHERE = `[${CONTROLS}${BIDI}${INVISIBLE}${LONE_SURROGATE}]|${STRAY_JOINER}`;
const UNSAFE_MULTILINE = new RegExp(`${UNSAFE_ANYWHERE}|\\r(?!\\n)`, 'u');
const UNSAFE_SINGLE_LINE = new RegExp(`${UNSAFE_ANYWHERE}|[${LINE_BREAKS}]`, 'u');

export function hasUnsafeCharacters(value: string, multiline = false): boolean {
  return (multiline ? UNSAFE_MULTILINE : UNSAFE_SINGLE_LINE).test(value);
}

const REMOVED_ANYWHERE = new RegExp(UNSAFE_ANYWHERE, 'gu');
const LINE_BREAK_RUNS = new RegExp(`[${LINE_BREAKS}]+`, 'gu');
const BARE_CARRIAGE_RETURN = /\r(?!\n)/g;

/**
 * A stored text made safe by the same definition (the db:migrate clean-up of texts saved before
 * the rule held everywhere): unsafe characters removed; in a single-line text a run of line breaks
 * or tabs becomes one space ("Ana\nSouza" → "Ana Souza", not "AnaSouza"), in a multi-line one a lone
 * \r becomes \n; trimmed, as the rule trims what it accepts. `hasUnsafeCharacters` is false on the result.
 */
export function stripUnsafeCharacters(value: string, multiline = false): string {
  const lines = multiline ? value.replace(BARE_CARRIAGE_RETURN, '\n') : value.replace(LINE_BREAK_RUNS, ' ');
  return lines.replace(REMOVED_ANYWHERE, '').trim();
}

/** Building blocks with the defaults every text field shares (trimmed, required unless said). */
/** A number field's text as an `integer` rule reads it: blank is not given, anything else a number (NaN is refused). */
export const numberFromText = (raw: string): number | null => (raw.trim() === '' ? null : Number(raw.trim()));

export const text = (rule: Omit<TextRule, 'kind'>): TextRule => ({ kind: 'text', trim: true, required: true, ...rule });
export const choice = <V extends string>(
  values: readonly V[],
  message: string,
  rest: Partial<Omit<ChoiceRule, 'values'>> = {},
): ChoiceRule & { values: readonly V[] } => ({
  kind: 'choice',
  values,
  message,
  required: true,
  ...rest,
});

/** A box that must be ticked: required, and only `true` passes. */
export const flagAccepted = (message: string): FlagRule & { accepted: true; required: true } => ({ kind: 'flag', accepted: true, required: true, message });

/** What the UI's 'Todas' / an emptied select may send: no filter. */
export const NO_FILTER: readonly string[] = ['', 'Todas', 'todas', 'Todos', 'todos', 'all'];

/** One of `values` as a list's filter; '' or 'Todas' mean none. */
export const enumFilter = <V extends string>(values: readonly V[], message: string) => ({ kind: 'filter', values, message }) as const satisfies FilterRule;

/** Some of `values`, comma-separated; '' or 'Todas' mean none. */
export const enumListFilter = <V extends string>(values: readonly V[], message: string) =>
  ({ kind: 'filter', values, several: true, message }) as const satisfies FilterRule;

/** A free text (a search phrase, a select's exact value) up to `max`; '' or 'Todas' mean none. */
export const textFilter = (max: number, message: string) => ({ kind: 'filter', max, message }) as const satisfies FilterRule;

/** A page's size: 1..`max` (every list's maximum unless said), `size` when not given. */
export const pageLimit = (size: number = PAGE_LIMITS.defaultLimit, message: string = CATALOGUE_MESSAGES.limitInvalid, max: number = PAGE_LIMITS.maxLimit) =>
  ({ kind: 'page', min: 1, max, default: size, message }) as const satisfies PageNumberRule;

/** How many results the page skips; 0 when not given. */
export const PAGE_OFFSET_RULE = { kind: 'page', min: 0, max: MAX_OFFSET, default: 0, message: CATALOGUE_MESSAGES.offsetInvalid } as const satisfies PageNumberRule;

/** The same rules with every field optional and no defaults: a partial update (PATCH). */
export function partialRules<R extends Rules>(rules: R): R {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => {
      const { default: _dropped, ...rest } = rule as FieldRule & { default?: unknown };
      return [name, { ...rest, required: false }];
    }),
  ) as unknown as R;
}

export const SEARCH_MESSAGES = {
  termRequired: 'Informe um termo de busca',
  typeInvalid: 'Tipo de busca inválido',
  tooMany: 'Muitas buscas em pouco tempo. Aguarde um instante e tente novamente.',
} as const;

/** The search term (spec §5: a search is made only with a non-empty trimmed term). */
export const SEARCH_TERM_RULE = text({
  max: PAGE_LIMITS.maxQueryLength,
  message: SEARCH_MESSAGES.termRequired,
  maxMessage: CATALOGUE_MESSAGES.searchInvalid,
});

/** A path parameter naming a document (`:id`, `:userId`). */
export const ID_PARAM_RULE = text({ trim: false, pattern: OBJECT_ID_PATTERN, message: CATALOGUE_MESSAGES.idInvalid });

export const BODY_INVALID = 'Corpo da requisição inválido';

/** What `validateInput` gives: the cleaned values (trimmed, defaults filled) or the first message per field. */
export type Validated<R extends Rules> =
  | { ok: true; value: { [K in keyof R]: ValueOf<R[K]> }; errors: Record<string, never> }
  | { ok: false; value: undefined; errors: Partial<Record<keyof R | '_', string>> };

/**
 * A validated input of `R` as a server reads it: a field that is always there (required, or with a
 * default) is typed so, the others optional. A query string's type is this (backend `queryRules`).
 */
export type InputOf<R extends Rules> = { [K in keyof R as AlwaysGiven<R[K]> extends true ? K : never]: ValueOf<R[K]> } & {
  [K in keyof R as AlwaysGiven<R[K]> extends true ? never : K]?: ValueOf<R[K]>;
};

type AlwaysGiven<F> = F extends { required: true } ? true : F extends { default: string | number } ? true : false;

type ValueOf<F extends FieldRule> = F extends FlagRule
  ? boolean
  : F extends ChoiceRule
    ? F['values'][number]
    : F extends ChoicesRule
      ? F['values'][number][]
      : F extends FilterRule & { several: true; values: readonly string[] }
        ? F['values'][number][]
        : F extends FilterRule & { values: readonly string[] }
          ? F['values'][number]
          : F extends ListRule
            ? string[]
            : F extends IntegerRule | PageNumberRule
              ? number
              : string;

const ABSENT = Symbol('absent');
type Outcome = { error: string } | { value: unknown };

function checkText(rule: TextRule, raw: unknown): Outcome | typeof ABSENT {
  if (rule.blankIsAbsent && (raw === null || (typeof raw === 'string' && raw.trim() === ''))) return ABSENT;
  if (rule.clearable && raw === null) return { value: null };
  if (typeof raw !== 'string') return { error: rule.message };
  let value = rule.trim ? raw.trim() : raw;
  if (rule.lowercase) value = value.toLowerCase();
  if (hasUnsafeCharacters(value, rule.multiline)) return { error: UNSAFE_TEXT_MESSAGE };
  if (rule.clearable && value === '') return { value };
  if (value === '' && rule.min !== 0) return { error: rule.message };
  if (rule.min !== undefined && value.length < rule.min) return { error: rule.message };
  if (rule.max !== undefined && value.length > rule.max) return { error: rule.maxMessage ?? rule.message };
  if (rule.pattern && !rule.pattern.test(value)) return { error: rule.message };
  if (rule.notBlankMessage && value.trim() === '') return { error: rule.notBlankMessage };
  if (rule.refused?.values.has(value.toLowerCase())) return { error: rule.refused.message };
  return { value };
}

/** One field's verdict: `ABSENT` when an optional field was not given. */
export function checkField(rule: FieldRule, raw: unknown): Outcome | typeof ABSENT {
  if (raw === undefined) {
    if (rule.required) return { error: rule.message };
    return 'default' in rule && rule.default !== undefined ? { value: rule.default } : ABSENT;
  }
  switch (rule.kind) {
    case 'text':
      return checkText(rule, raw);
    case 'choice':
      if (rule.blankIsAbsent && (raw === null || raw === '')) return ABSENT;
      if (rule.clearable && (raw === null || raw === '')) return { value: raw };
      return typeof raw === 'string' && rule.values.includes(raw) ? { value: raw } : { error: rule.message };
    case 'flag':
      if (rule.accepted) return raw === true ? { value: raw } : { error: rule.message };
      return typeof raw === 'boolean' ? { value: raw } : { error: rule.message };
    case 'list':
      return checkList(rule, raw);
    case 'integer':
      if (raw === null || raw === '') return rule.required ? { error: rule.message } : ABSENT;
      return typeof raw === 'number' && Number.isInteger(raw) && raw >= rule.min && raw <= rule.max ? { value: raw } : { error: rule.message };
    case 'date':
      return checkDate(rule, raw);
    case 'choices':
      return checkChoices(rule, raw);
    case 'day':
      return checkDay(rule, raw);
    case 'filter':
      return checkFilter(rule, raw);
    case 'page':
      return checkPageNumber(rule, raw);
  }
}

function checkChoices(rule: ChoicesRule, raw: unknown): Outcome {
  if (!Array.isArray(raw)) return { error: rule.message };
  const known = raw.every((entry) => typeof entry === 'string' && rule.values.includes(entry));
  return known && new Set(raw).size === raw.length ? { value: [...raw] } : { error: rule.message };
}

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(rule: DayRule, raw: unknown): Outcome {
  if (rule.clearable && raw === null) return { value: null };
  if (typeof raw !== 'string') return { error: rule.message };
  const value = rule.clearable ? raw.trim() : raw;
  if (rule.clearable && value === '') return { value };
  // Date.parse rolls '2025-02-30' over to March: the day must come back as written.
  const date = new Date(`${value}T00:00:00Z`);
  return DAY_PATTERN.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? { value } : { error: rule.message };
}

function checkFilter(rule: FilterRule, raw: unknown): Outcome | typeof ABSENT {
  if (typeof raw !== 'string') return { error: rule.message };
  const value = raw.trim();
  if ((rule.noFilter ?? NO_FILTER).includes(value)) return rule.default === undefined ? ABSENT : { value: rule.default };
  if (value === '' || (rule.max !== undefined && value.length > rule.max)) return { error: rule.message };
  const { values } = rule;
  if (!values) return { value };
  if (!rule.several) return values.includes(value) ? { value } : { error: rule.message };
  const chosen = [...new Set(value.split(',').map((entry) => entry.trim()))];
  return chosen.every((entry) => values.includes(entry)) ? { value: chosen } : { error: rule.message };
}

/** A number as Joi's conversion reads one (`Joi.number()` on a query string). */
const NUMBER_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;
/** A whole number written without an exponent: digits, then nothing but zeros after a point. */
const WHOLE_TEXT = /^[+-]?\d+(?:\.0*)?$/;
/** The digits that count: no sign, point, exponent, nor zeros at either end. */
const significantDigits = (text: string) => text.replace(/e.*$/i, '').replace('.', '').replace(/^[+-]?0*/, '').replace(/0+$/, '');

function checkPageNumber(rule: PageNumberRule, raw: unknown): Outcome {
  let value = raw;
  if (typeof raw === 'string' && NUMBER_TEXT.test(raw)) {
    const written = raw.trim();
    // 0 rather than -0 ('-0' is the first page too).
    const number = Number.parseFloat(written) || 0;
    const exact = /e/i.test(written) ? significantDigits(written) === significantDigits(String(number)) : WHOLE_TEXT.test(written);
    if (!exact) return { error: rule.message };
    value = number;
  }
  return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max ? { value } : { error: rule.message };
}

function checkList(rule: ListRule, raw: unknown): Outcome | typeof ABSENT {
  if (raw === null && !rule.required) return ABSENT;
  if (!Array.isArray(raw)) return { error: rule.message };
  const items: string[] = [];
  for (const entry of raw) {
    if (typeof entry === 'string' && entry.trim() === '') continue;
    const outcome = checkText(rule.item, entry);
    if (outcome === ABSENT) continue;
    if ('error' in outcome) return outcome;
    items.push(outcome.value as string);
  }
  if (items.length > rule.maxItems) return { error: rule.maxItemsMessage ?? rule.message };
  if (items.length < (rule.minItems ?? 0)) return { error: rule.minItemsMessage ?? rule.message };
  return { value: items };
}

/** Date and time with an explicit offset or Z, as `Date.toISOString()` writes it (a browser's local time converted first). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function checkDate(rule: DateRule, raw: unknown): Outcome | typeof ABSENT {
  if ((raw === null || raw === '') && !rule.required) return ABSENT;
  if (typeof raw !== 'string' || !ISO_DATE_TIME.test(raw)) return { error: rule.message };
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return { error: rule.message };
  if (rule.future && time <= Date.now()) return { error: rule.message };
  return { value: new Date(time).toISOString() };
}

/** The first problem of one value, or undefined (a search box, a single input). */
export function fieldError(rule: FieldRule, raw: unknown): string | undefined {
  const outcome = checkField(rule, raw);
  return outcome !== ABSENT && 'error' in outcome ? outcome.error : undefined;
}

/** Validates a whole input: unknown fields are refused, every field reports its first problem. */
export function validateInput<R extends Rules>(rules: R, input: unknown): Validated<R> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, value: undefined, errors: { _: BODY_INVALID } as Partial<Record<keyof R | '_', string>> };
  }
  // No prototype: an input key named `__proto__` must land in the errors, not change their prototype.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  const value: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const outcome = checkField(rule, (input as Record<string, unknown>)[name]);
    if (outcome === ABSENT) continue;
    if ('error' in outcome) errors[name] = outcome.error;
    else value[name] = outcome.value;
  }
  for (const name of Object.keys(input)) {
    if (!Object.hasOwn(rules, name) && !errors[name]) errors[name] = MESSAGES.fieldUnknown;
  }
  if (Object.keys(errors).length > 0) return { ok: false, value: undefined, errors: errors as Partial<Record<keyof R | '_', string>> };
  return { ok: true, value: value as { [K in keyof R]: ValueOf<R[K]> }, errors: {} };
}
