import { OBJECT_ID_PATTERN } from '@conecta/common';

/** An ObjectId as 24 hex characters (what the API and the session carry); path parameters go through lib/rules `idParams`. */
export function isObjectIdHex(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
