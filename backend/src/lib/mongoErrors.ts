/** E11000: a unique index refused the write (MongoDB and FerretDB alike). */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
