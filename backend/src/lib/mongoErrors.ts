/** E11000: a unique index refused the write (MongoDB and FerretDB alike). */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/**
 * Runs an upsert of a one-per-key document, once more when it lost the race: two first saves at
 * once both miss the document, the unique key lets one insert and refuses the other, whose second
 * run finds the document and updates it.
 */
export async function upsertOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return write();
  }
}
