/**
 * The two edits a live review list takes from a push (moderation's pending items, the pending
 * registrations): an item entered or re-entered review, or left it. Recipes for an RTK Query
 * `updateQueryData` draft of a list kept oldest first, as the server sends it.
 */

/** Replaces the item in place, or inserts it where its age puts it (`waitingSince`: an ISO time). */
export function upsertByAge<T extends { id: string }>(draft: T[], item: T, waitingSince: (item: T) => string): void {
  const at = draft.findIndex((existing) => existing.id === item.id);
  if (at >= 0) {
    draft[at] = item;
    return;
  }
  const after = draft.findIndex((existing) => waitingSince(existing) > waitingSince(item));
  if (after < 0) draft.push(item);
  else draft.splice(after, 0, item);
}

export function removeById<T extends { id: string }>(draft: T[], id: string): void {
  const at = draft.findIndex((item) => item.id === id);
  if (at >= 0) draft.splice(at, 1);
}
