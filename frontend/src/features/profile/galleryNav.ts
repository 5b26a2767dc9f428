/**
 * What the gallery viewer (GalleryViewer.tsx) and the gallery editor (PortfolioDialog.tsx) decide,
 * apart from React and the DOM so it is tested as plain functions (frontend/test/galleryNav.test.ts):
 * which image a key or a swipe shows next, the 'n de N' label, and a move in the owner's order.
 */

/** What a key does in the viewer: show image `index`, close it, or nothing (the key goes on). */
export type ViewerStep = { kind: 'show'; index: number } | { kind: 'close' } | null;

/** The viewer's answer to a key while it shows image `index` of `count`: arrows step and stop at the ends, Home/End jump, Esc closes. */
export function viewerKeyStep(key: string, index: number, count: number): ViewerStep {
  if (count <= 0) return key === 'Escape' ? { kind: 'close' } : null;
  switch (key) {
    case 'ArrowRight':
      return index < count - 1 ? { kind: 'show', index: index + 1 } : null;
    case 'ArrowLeft':
      return index > 0 ? { kind: 'show', index: index - 1 } : null;
    case 'Home':
      return index !== 0 ? { kind: 'show', index: 0 } : null;
    case 'End':
      return index !== count - 1 ? { kind: 'show', index: count - 1 } : null;
    case 'Escape':
      return { kind: 'close' };
    default:
      return null;
  }
}

/** A horizontal travel shorter than this (CSS pixels) is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a finger's travel from pointerdown to pointerup makes: right to left shows the next
 * image (+1), left to right the previous (-1); mostly vertical travel (a scroll) or a short one, 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The index `step` away from `index`, kept within the gallery. */
export const stepWithin = (index: number, step: number, count: number) => Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));

/** 'n de N', what the viewer shows and announces. */
export const positionLabel = (index: number, count: number) => `${index + 1} de ${count}`;

/** `ids` with the one at `index` moved `delta` places (-1 left, +1 right); null when it would leave the list. */
export function movedOrder<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
