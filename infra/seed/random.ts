/**
 * Deterministic helpers for the demo data: a seeded PRNG (mulberry32), stable
 * ObjectIds and small SVG data-URI images, so the seed needs no network and
 * produces the same content on every run.
 */
import mongoose from 'mongoose';

export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** `count` distinct items, in a random (seeded) order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

/** Item i of a list, cycling; used to spread values evenly over enums. */
export function cycle<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}

/**
 * Stable ObjectIds: a fixed timestamp (2025-01-01), one byte per collection
 * kind and a counter, so demo URLs (/vagas/<id>) stay the same across reseeds.
 */
const ID_EPOCH_HEX = (Date.UTC(2025, 0, 1) / 1000).toString(16).padStart(8, '0');
export const ID_KINDS = {
  user: 1,
  job: 2,
  course: 3,
  event: 4,
  partner: 5,
  application: 6,
  enrollment: 7,
  registration: 8,
  portfolio: 9,
  skill: 10,
  conversation: 11,
  message: 12,
  landing: 13,
  audit: 14,
  credential: 15,
  verification: 16,
  jobAlert: 18,
  favorite: 20,
  connection: 22,
  service: 24,
} as const;

export function stableId(kind: keyof typeof ID_KINDS, n: number): mongoose.Types.ObjectId {
  const hex = ID_EPOCH_HEX + ID_KINDS[kind].toString(16).padStart(2, '0') + n.toString(16).padStart(14, '0');
  return new mongoose.Types.ObjectId(hex);
}

/** A UUID-shaped id (version 4 layout) drawn from the PRNG: a submission id that reads like the API's own. */
export function seededUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` before (negative) or after `base`, at `hour`:`minute` local time. */
export function dayOffset(base: Date, days: number, hour = 9, minute = 0): Date {
  const d = new Date(base.getTime() + days * DAY_MS);
  d.setHours(hour, minute, 0, 0);
  return d;
}

/** The UTC calendar day of `date` (midnight UTC), as training dates are stored. */
export function utcDayOf(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `date`, or `limit` if `date` is later: seeded history never lies in the future. */
export function notAfter(limit: Date, date: Date): Date {
  return date.getTime() > limit.getTime() ? new Date(limit) : date;
}

export function initials(name: string): string {
  const words = name
    .replace(/\b(de|da|do|dos|das|e|S\.?A\.?|Ltda\.?)\b/gi, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

const PALETTE = ['#F59E0B', '#0EA5E9', '#10B981', '#6366F1', '#EF4444', '#14B8A6', '#84CC16', '#8B5CF6', '#F97316', '#0F766E'];

function colourFor(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A square logo with the name's initials. */
export function logoFor(name: string): string {
  const bg = colourFor(name);
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
      `<rect width="120" height="120" rx="20" fill="${bg}"/>` +
      `<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="48" font-weight="700" fill="#fff">${initials(name)}</text>` +
      `</svg>`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A 16:9 banner with a gradient and a short label (courses, events, landing). */
export function bannerFor(label: string, seedText = label): string {
  const a = colourFor(seedText);
  const b = colourFor(`${seedText}#`);
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<text x="320" y="180" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(label)}</text>` +
      `</svg>`,
  );
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
