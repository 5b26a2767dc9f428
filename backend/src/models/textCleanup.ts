/**
 * Data step of `npm run db:migrate` (issue 22): texts stored before the one text rule held for
 * every input (profiles, portfolio items and skills had their own Joi, which let bidi overrides,
 * zero-width characters and lone surrogates through) are cleaned by the same definition
 * (common `stripUnsafeCharacters`, what `hasUnsafeCharacters` refuses on input; and U+FFFD, what a
 * lone surrogate became on its way into the database).
 *
 * - Profiles, portfolio items, jobs, courses, events and partners: each text field cleaned in place;
 *   a list item left empty is dropped; an optional text left empty becomes null (what clearing it
 *   stores); a required one left empty gets `EMPTIED_TEXT`, so a later save through the model still
 *   validates.
 * - A profile's skills: cleaned, one per key (the first spelling wins, as `canonicalSkills` keeps
 *   them), `skillKeys` recomputed.
 * - The skills catalogue: a cleaned name is re-keyed (`nameKey` = `skillKey`); when another skill
 *   already holds that key the cleaned one is merged into it (deleted: the profiles name skills by
 *   text, and theirs were cleaned the same way, so they now match the survivor); a name left empty
 *   is deleted. The usage counts of the skills touched are recounted (what the skills queue's
 *   recount does).
 *
 * FerretDB v1 (the local stand-in for MongoDB) runs simple finds and `$set` by `_id`, so the work
 * is done here in JavaScript: every collection is read once through a cursor in batches of
 * `BATCH_SIZE`, and only a document that changes is written. Idempotent: a second run finds every
 * text clean and writes nothing.
 *
 * Raw collection writes, no domain event: db:migrate runs before the backends start (npm start's
 * order; compose's one-shot service the backends depend on), and a backend builds its search index
 * and lists from the database when it boots.
 */
import type mongoose from 'mongoose';
import { hasUnsafeCharacters, skillKey, stripUnsafeCharacters } from '@conecta/common';

/** Documents fetched per round trip of a cursor. */
export const BATCH_SIZE = 500;

/** What a required text that held nothing but unsafe characters becomes (a save through the model needs one). */
export const EMPTIED_TEXT = '(texto removido)';

interface TextField {
  name: string;
  multiline?: boolean;
  required?: boolean;
}

interface CollectionTexts {
  collection: string;
  texts: TextField[];
  /** Lists of one-line texts (a job's requirements, a portfolio item's technologies). */
  lists?: string[];
}

const oneLine = (...names: string[]): TextField[] => names.map((name) => ({ name }));
const required = (...names: string[]): TextField[] => names.map((name) => ({ name, required: true }));
const multiline = (...names: string[]): TextField[] => names.map((name) => ({ name, multiline: true }));
const requiredMultiline = (...names: string[]): TextField[] => names.map((name) => ({ name, multiline: true, required: true }));

/**
 * The texts people write, by collection (mongoose's names of the models User, PortfolioItem, Job,
 * Course, Event, Partner). A user's `skills` are cleaned apart (keys and catalogue).
 */
const COLLECTIONS: CollectionTexts[] = [
  {
    collection: 'users',
    texts: [...required('firstName', 'lastName'), ...oneLine('phone', 'location', 'jobTitle', 'companyName', 'website'), ...multiline('bio', 'education', 'experience')],
  },
  {
    collection: 'portfolioitems',
    texts: [...required('title'), ...oneLine('location', 'projectUrl', 'documentName'), ...multiline('description')],
    lists: ['technologies', 'skills', 'achievements'],
  },
  {
    collection: 'jobs',
    texts: [...required('title', 'company', 'location'), ...requiredMultiline('description'), ...multiline('rejectionReason')],
    lists: ['requirements'],
  },
  {
    collection: 'courses',
    texts: [...required('title', 'instructor'), ...oneLine('duration', 'imageUrl'), ...requiredMultiline('description'), ...multiline('rejectionReason')],
  },
  {
    collection: 'events',
    texts: [...required('title', 'organizer', 'location'), ...oneLine('imageUrl'), ...requiredMultiline('description'), ...multiline('rejectionReason')],
  },
  {
    collection: 'partners',
    texts: [...required('name'), ...oneLine('website'), ...multiline('description')],
  },
];

type Doc = Record<string, unknown> & { _id: mongoose.mongo.ObjectId };

/**
 * A lone surrogate never reaches the database as such: the driver encodes strings as UTF-8, which
 * has no form for half a character, and writes U+FFFD (the replacement character) in its place.
 * That is the trace the old routes left of the lone surrogates they took, so the clean-up removes
 * it too; nobody types one, it only appears where a text was already broken.
 */
const REPLACEMENT_CHARACTER = /\uFFFD/g;

function isUnsafe(value: string, multiline = false): boolean {
  return hasUnsafeCharacters(value, multiline) || value.includes('\uFFFD');
}

function stripUnsafe(value: string, multiline = false): string {
  return stripUnsafeCharacters(value.replace(REPLACEMENT_CHARACTER, ''), multiline);
}

function cleanText(value: unknown, field: TextField): unknown {
  if (typeof value !== 'string' || !isUnsafe(value, field.multiline)) return value;
  const clean = stripUnsafe(value, field.multiline);
  if (clean !== '') return clean;
  return field.required ? EMPTIED_TEXT : null;
}

function cleanList(value: unknown): unknown {
  if (!Array.isArray(value) || !value.some((item) => typeof item === 'string' && isUnsafe(item))) return value;
  return value.map((item) => (typeof item === 'string' ? stripUnsafe(item) : item)).filter((item) => item !== '');
}

/** A profile's skills cleaned, one per key (the first spelling wins); null when nothing changes. */
function cleanSkills(value: unknown): string[] | null {
  if (!Array.isArray(value) || !value.some((name) => typeof name === 'string' && isUnsafe(name))) return null;
  const byKey = new Map<string, string>();
  for (const name of value) {
    if (typeof name !== 'string') continue;
    const clean = stripUnsafe(name).replace(/\s+/g, ' ');
    const key = skillKey(clean);
    if (key && !byKey.has(key)) byKey.set(key, clean);
  }
  return [...byKey.values()];
}

/** The `$set` that makes one document's texts clean, or null when they already are. */
function changesOf(doc: Doc, spec: CollectionTexts, touchedKeys: Set<string>): Record<string, unknown> | null {
  const set: Record<string, unknown> = {};
  for (const field of spec.texts) {
    const clean = cleanText(doc[field.name], field);
    if (clean !== doc[field.name]) set[field.name] = clean;
  }
  for (const name of spec.lists ?? []) {
    const clean = cleanList(doc[name]);
    if (clean !== doc[name]) set[name] = clean;
  }
  if (spec.collection === 'users') {
    const skills = cleanSkills(doc.skills);
    if (skills) {
      const keys = [...new Set(skills.map(skillKey))];
      set.skills = skills;
      set.skillKeys = keys;
      for (const key of keys) touchedKeys.add(key);
    }
  }
  return Object.keys(set).length > 0 ? set : null;
}

async function cleanCollection(db: mongoose.mongo.Db, spec: CollectionTexts, touchedKeys: Set<string>): Promise<number> {
  const projection: Record<string, 1> = Object.fromEntries([...spec.texts.map((f) => f.name), ...(spec.lists ?? []), ...(spec.collection === 'users' ? ['skills'] : [])].map((name) => [name, 1]));
  const collection = db.collection<Doc>(spec.collection);
  let cleaned = 0;
  for await (const doc of collection.find({}, { projection, batchSize: BATCH_SIZE })) {
    const set = changesOf(doc, spec, touchedKeys);
    if (!set) continue;
    await collection.updateOne({ _id: doc._id }, { $set: set });
    cleaned += 1;
  }
  return cleaned;
}

interface CatalogueCleanup {
  renamed: number;
  merged: number;
  removed: number;
}

async function cleanCatalogue(db: mongoose.mongo.Db, touchedKeys: Set<string>): Promise<CatalogueCleanup> {
  const skills = db.collection<Doc>('skills');
  const dirty: Doc[] = [];
  for await (const skill of skills.find({}, { projection: { name: 1 }, batchSize: BATCH_SIZE })) {
    if (typeof skill.name === 'string' && isUnsafe(skill.name)) dirty.push(skill);
  }
  const result: CatalogueCleanup = { renamed: 0, merged: 0, removed: 0 };
  // One at a time, oldest first: two dirty spellings of one skill meet at the key the first one took.
  dirty.sort((a, b) => String(a._id).localeCompare(String(b._id)));
  for (const skill of dirty) {
    const name = stripUnsafe(String(skill.name)).replace(/\s+/g, ' ');
    const nameKey = skillKey(name);
    if (!nameKey) {
      await skills.deleteOne({ _id: skill._id });
      result.removed += 1;
      continue;
    }
    touchedKeys.add(nameKey);
    const holder = await skills.findOne({ nameKey }, { projection: { _id: 1 } });
    if (holder && String(holder._id) !== String(skill._id)) {
      await skills.deleteOne({ _id: skill._id });
      result.merged += 1;
      continue;
    }
    await skills.updateOne({ _id: skill._id }, { $set: { name, nameKey } });
    result.renamed += 1;
  }
  return result;
}

/** Cleans every stored text people wrote; returns the log line of `npm run db:migrate`. */
export async function cleanStoredTexts(connection: mongoose.Connection): Promise<string[]> {
  const db = connection.db;
  if (!db) throw new Error('cleanStoredTexts: the connection is not open');
  const touchedKeys = new Set<string>();
  const counts: string[] = [];
  for (const spec of COLLECTIONS) counts.push(`${spec.collection} ${await cleanCollection(db, spec, touchedKeys)}`);
  const catalogue = await cleanCatalogue(db, touchedKeys);

  // What the skills queue's recount does, for the skills whose profiles or name changed here.
  const skills = db.collection<Doc>('skills');
  const users = db.collection<Doc>('users');
  let recounted = 0;
  for (const nameKey of touchedKeys) {
    const skill = await skills.findOne({ nameKey }, { projection: { _id: 1 } });
    if (!skill) continue;
    await skills.updateOne({ _id: skill._id }, { $set: { usageCount: await users.countDocuments({ skillKeys: nameKey }) } });
    recounted += 1;
  }

  return [
    `unsafe characters cleaned from stored texts: ${counts.join(', ')} documents; skills catalogue ${catalogue.renamed} renamed, ` +
      `${catalogue.merged} merged into an existing skill, ${catalogue.removed} removed (nothing left), ${recounted} usage counts recounted`,
  ];
}
