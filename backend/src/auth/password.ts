/**
 * Password hashing with argon2id (OWASP-recommended parameters).
 *
 * Why @node-rs/argon2 and not `argon2`: the latter's prebuilt linux-x64
 * binary segfaults on our machines, and npm 11 does not run its build script
 * by default; @node-rs/argon2 ships per-platform binaries as optional
 * dependencies, so a plain `npm ci` gives a working module.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (not importable as a value under isolatedModules).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a 500.
    return false;
  }
}
