/**
 * Password hashing with argon2id (OWASP-recommended parameters).
 *
 * Why @node-rs/argon2 and not `argon2`: the latter's prebuilt linux-x64
 * binary segfaults on our machines, and npm 11 does not run its build script
 * by default; @node-rs/argon2 ships per-platform binaries as optional
 * dependencies, so a plain `npm ci` gives a working module.
 */
import type * as Argon2 from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/**
 * Loaded on the first hash or check, not at boot: with sharp's lazy load (uploads/imageProcessing.ts)
 * 10-12 MB less RSS for a process until someone signs in or uploads (decision 0039). The first
 * sign-in after a start waits for the load once (a few ms).
 */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

// Algorithm.Argon2id is an ambient const enum (not importable as a value under isolatedModules).
const ARGON2ID = 2 as Algorithm;
const PRODUCTION = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/**
 * Under NODE_ENV=test (the suites and the processes `npm test` starts; the same switch as the
 * browser tests' factories, routes/testing/testWorld.ts), argon2id at its smallest cost: every
 * test makes and signs in its own accounts, at 14 ms of CPU a hash here against 0.5 ms, in a run
 * whose two cores are already full (decision 0036). The code path is the same — argon2id hash and verify —
 * and `verify` reads the parameters from the stored hash, so either kind of hash verifies.
 */
const TEST = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const OPTIONS = process.env.NODE_ENV === 'test' ? TEST : PRODUCTION;

export async function hashPassword(plain: string): Promise<string> {
  return (await loadArgon2()).hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a 500.
    return false;
  }
}
