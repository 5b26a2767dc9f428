/**
 * The contract phase of `npm test` (issue 15): Schemathesis over the operations of
 * GET /api/openapi.json, anonymously and with a signed-in session of each role — each caller over
 * the operations it can reach (the others' 401 and 403 are the authorization matrix's), each
 * operation's coverage phase once (`plan`) — against a running app. It checks that nothing answers
 * 5xx, that every answer's status is documented, and that every body and content type match the
 * document. Prints, per caller and in total, the operations, the requests and the failures, then
 * the line `contract: N runs, N failed`.
 *
 *   node --import tsx infra/contract/contract.ts --base=http://127.0.0.1:3100 --mongo=mongodb://.../db
 *     [--st=.data/venv/bin/st] [--max-examples=8] [--roles=anonymous,student,...] [--parallel=2]
 *
 * Two callers run at a time (`--parallel`): one Schemathesis process leaves a core idle while it
 * generates the next case and the app waits, or the other way round; each is its own process, so
 * Hypothesis' in-process caches are never shared (see `--workers 1` below). A run's output is
 * printed whole when it ends, not interleaved with the other's.
 *
 * The signed-in callers are accounts this script creates in the app's database (one per role,
 * fresh e-mails), then signs in through POST /api/login. Sign-out, sign-up and sign-in are left to
 * the anonymous run: a signed-in run calling them would lose or replace its own session halfway.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { User } from '@conecta/backend/models/user';
import { hashPassword } from '@conecta/backend/auth/password';
import { benchArgs } from '../bench/args';

const args = benchArgs();
const BASE = args.get('base') ?? 'http://127.0.0.1:3100';
const MONGO = args.get('mongo') ?? 'mongodb://127.0.0.1:27017/conecta_e2e';
const ROOT = new URL('../..', import.meta.url).pathname;
const ST = args.get('st') ?? join(ROOT, '.data/venv/bin/st');
const MAX_EXAMPLES = args.get('max-examples') ?? '8';
const REPORTS = join(ROOT, '.data/test-logs/contract');
const ROLES = (args.get('roles') ?? 'anonymous,student,professional,company,general,admin').split(',') as Role[];
const PARALLEL = Math.max(1, Number(args.get('parallel') ?? '2'));
const CHECKS = ['not_a_server_error', 'status_code_conformance', 'response_schema_conformance', 'content_type_conformance'];

/**
 * Calls that end or replace the caller's session (sign-out; a sign-up or sign-in starts a new one; a
 * password change renews it, and each wrong current password counts as a failed sign-in from this
 * address, which would refuse the next role's sign-in): tested by the anonymous run only, or a
 * signed-in run would continue as someone else, or no one. Deleting one's account (issue 26) ends
 * the account itself, its wrong passwords counted as the password change's are.
 */
const SESSION_ENDING = ['/api/logout', '/api/register', '/api/login', '/api/auth/password', '/api/account/delete'];
/**
 * Ending one of one's sessions by its handle: GET /api/auth/sessions lists this very session, and
 * Schemathesis reuses the handles it reads there, so a signed-in run ended its own session early
 * in its coverage phase and spent the rest of it — the whole fuzzing phase — on 401s (about 17,000
 * of 41,000 requests). Left to the anonymous run (its 401) and to the mocha and e2e session tests.
 */
const SESSION_ENDING_OPERATIONS = ['DELETE /api/auth/sessions/{id}'];
/**
 * The admin panel's operations, for the callers who are not admins: each answers them 403 before
 * reading its input (requireAdmin first), which the authorization matrix proves for every route and
 * role (backend/test/authorizationMatrix.test.ts). Fuzzing them again per role generated a quarter
 * of each run's cases for that one answer (decision 0035).
 */
const ADMIN_ONLY = '^/api/admin/';

/** What the document says of each operation: who may call it (operationIds, `METHOD /path`). */
interface Operations {
  /** Need a session (`security`, from the route's guards): an anonymous caller is answered 401 before its input is read. */
  signedInOnly: string[];
  /** `x-callers`: the admin's alone (requireAdmin). */
  adminOwned: string[];
  /** `x-callers`: the companies' (and admins'; requireCompany). */
  companyOwned: string[];
}

/**
 * Every one answers the callers it does not name (`security`, `x-callers`) before reading its input,
 * as the authorization matrix proves per route and role (backend/test/authorizationMatrix.test.ts).
 * The anonymous run keeps the public operations — sign-up, sign-in, the public reads — and was the
 * longest of the six (~200 s) spending most of its cases on that one answer.
 */
async function operations(): Promise<Operations> {
  const res = await fetch(`${BASE}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const document = (await res.json()) as { paths: Record<string, Record<string, { security?: unknown[]; 'x-callers'?: string[] }>> };
  const all = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
  const callers = (op: { 'x-callers'?: string[] }) => op['x-callers']?.join(',');
  return {
    signedInOnly: all.filter(({ op }) => (op.security?.length ?? 0) > 0).map(({ name }) => name),
    adminOwned: all.filter(({ op }) => callers(op) === 'admin').map(({ name }) => name),
    companyOwned: all.filter(({ op }) => callers(op) === 'company,admin').map(({ name }) => name),
  };
}

type Role = 'anonymous' | 'student' | 'professional' | 'company' | 'general' | 'admin';

/**
 * The one operation that ends other callers' sessions: the admin's fuzzing suspends accounts
 * GET /api/admin/users lists (one, 200, in a fresh-clone run), and a signed-in caller's would lose
 * its session mid-run. It is a short run of its own once every other has ended; the admin's other
 * operations run beside the rest (the whole admin run, last and beside the anonymous one only, had
 * been alone on the machine for its last minute: decision 0036).
 */
const SUSPEND = 'POST /api/admin/users/{userId}/suspend';

/** One Schemathesis run: as `role`, over what `filter` (Schemathesis' options) leaves; reported as `name`. */
interface Caller {
  name: string;
  role: Role;
  cookie: string | null;
  /** The coverage phase too (each parameter's boundaries and each kind of wrong input, deterministic), or fuzzing alone. */
  coverage: boolean;
  seed: number;
  filter: string[];
}

const SEED = 20261125;
const include = (names: string[]) => names.flatMap((name) => ['--include-name', name]);
const exclude = (names: string[]) => names.flatMap((name) => ['--exclude-name', name]);

/**
 * Each operation's coverage phase runs once, as a caller its guards let through: the professional
 * for every operation a signed-in person may call, the company for the companies' own (`x-callers`),
 * the admin for the admin's own, the anonymous caller for the public ones. With one seed the
 * coverage phase sends any caller the very same requests, so the same phase as the company and the
 * admin over the operations every account may call repeated the professional's 4,000 (decisions
 * 0036, 0037); what differs by role there is what the authorization matrix proves per route. The
 * other runs fuzz, each with a seed of its own, so every role still sends every operation it may
 * call inputs of its own.
 */
function plan(role: Role, cookie: string | null, ops: Operations): Caller[] {
  const base = { role, cookie };
  switch (role) {
    case 'anonymous':
      return [{ ...base, name: role, coverage: true, seed: SEED, filter: exclude(ops.signedInOnly) }];
    case 'professional':
      return [{ ...base, name: role, coverage: true, seed: SEED, filter: [] }];
    case 'student':
      return [{ ...base, name: role, coverage: false, seed: SEED + 1, filter: [] }];
    case 'general':
      return [{ ...base, name: role, coverage: false, seed: SEED + 2, filter: [] }];
    case 'company':
      return [
        { ...base, name: 'company', coverage: true, seed: SEED, filter: include(ops.companyOwned) },
        { ...base, name: 'company-shared', coverage: false, seed: SEED + 3, filter: exclude(ops.companyOwned) },
      ];
    case 'admin':
      return [
        { ...base, name: 'admin', coverage: true, seed: SEED, filter: include(ops.adminOwned.filter((name) => name !== SUSPEND)) },
        { ...base, name: 'admin-shared', coverage: false, seed: SEED + 4, filter: exclude(ops.adminOwned) },
        { ...base, name: 'admin-suspend', coverage: true, seed: SEED, filter: include([SUSPEND]) },
      ];
  }
}

/** The longest runs first, so that with two at a time the short ones fill in beside them; the suspension after all. */
const RUN_ORDER = ['professional', 'admin', 'admin-shared', 'company-shared', 'student', 'general', 'company', 'anonymous', 'admin-suspend'];
/** How the summary lists them. */
const REPORT_ORDER = ['anonymous', 'student', 'professional', 'company', 'company-shared', 'general', 'admin', 'admin-shared', 'admin-suspend'];

interface RunCounts {
  name: string;
  operations: number;
  requests: number;
  failures: number;
  errors: number;
  exitCode: number;
}

/** Creates an account of `role` and returns its session cookie. */
async function sessionOf(role: Exclude<Role, 'anonymous'>): Promise<string> {
  const email = `contrato.${role}.${randomBytes(4).toString('hex')}@example.com`;
  const password = `senha-${randomBytes(6).toString('hex')}`;
  await User.create({
    firstName: 'Contrato',
    lastName: role,
    email,
    passwordHash: await hashPassword(password),
    userType: role,
    isAdmin: role === 'admin',
    companyName: role === 'company' ? 'Contrato Energia' : null,
  });
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of the ${role} account answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Counts from the JUnit report Schemathesis writes: one testcase per operation. */
function junitCounts(dir: string): { operations: number; failures: number; errors: number } {
  const file = readdirSync(dir).find((name) => name.endsWith('.xml'));
  if (!file) return { operations: 0, failures: 0, errors: 0 };
  const xml = readFileSync(join(dir, file), 'utf8');
  const attr = (name: string) => [...xml.matchAll(new RegExp(`<testsuite\\b[^>]*\\b${name}="(\\d+)"`, 'g'))].reduce((sum, m) => sum + Number(m[1]), 0);
  return { operations: attr('tests'), failures: attr('failures'), errors: attr('errors') };
}

function run({ name, role, cookie, coverage, seed, filter }: Caller): Promise<RunCounts> {
  const dir = join(REPORTS, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const argv = [
    'run',
    `${BASE}/api/openapi.json`,
    '--checks',
    CHECKS.join(','),
    '--phases',
    coverage ? 'examples,coverage,fuzzing' : 'examples,fuzzing',
    '--max-examples',
    MAX_EXAMPLES,
    // One worker: with two, Hypothesis' lambda-source cache raced in CPython's compile()
    // ("AST constructor recursion depth mismatch"), a tool error counted as a failed run.
    '--workers',
    '1',
    '--seed',
    String(seed),
    '--report',
    'junit',
    '--report-dir',
    dir,
    '--no-color',
    '-H',
    `Origin: ${BASE}`,
    ...(cookie
      ? [
          '-H',
          `Cookie: ${cookie}`,
          ...SESSION_ENDING.flatMap((path) => ['--exclude-path', path]),
          ...exclude(SESSION_ENDING_OPERATIONS),
          ...(role === 'admin' ? [] : ['--exclude-path-regex', ADMIN_ONLY]),
        ]
      : []),
    ...filter,
  ];
  return new Promise((resolve, reject) => {
    // Schemathesis keeps its cache of found failures (.schemathesis/) in its working directory:
    // the caller's own, as two run at once.
    const child = spawn(ST, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => void (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      console.log(`\n== contract: ${name}`);
      process.stdout.write(output);
      const counts = junitCounts(dir);
      const generated = /(\d+) generated/.exec(output);
      resolve({ name, ...counts, requests: generated ? Number(generated[1]) : 0, exitCode: code ?? 1 });
    });
  });
}

async function main() {
  const connection = await mongoose.connect(MONGO, { serverSelectionTimeoutMS: 10_000 });
  const results: RunCounts[] = [];
  try {
    // Every session first: the anonymous run's wrong passwords count against this address's sign-ins.
    const sessions = new Map<Role, string | null>();
    for (const role of ROLES) sessions.set(role, role === 'anonymous' ? null : await sessionOf(role));
    const ops = await operations();
    const planned = ROLES.flatMap((role) => plan(role, sessions.get(role) ?? null, ops)).sort((a, b) => RUN_ORDER.indexOf(a.name) - RUN_ORDER.indexOf(b.name));
    const last = planned.filter((caller) => caller.name === 'admin-suspend');
    const callers = planned.filter((caller) => caller.name !== 'admin-suspend');
    const worker = async () => {
      for (let next = callers.shift(); next; next = callers.shift()) results.push(await run(next));
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    for (const caller of last) results.push(await run(caller));
    results.sort((a, b) => REPORT_ORDER.indexOf(a.name) - REPORT_ORDER.indexOf(b.name));
  } finally {
    await connection.disconnect();
  }
  console.log('\nSchemathesis (checks: ' + CHECKS.join(', ') + ')');
  console.log(['caller'.padEnd(14), 'operations', 'requests', 'failures', 'errors'].join(' | '));
  for (const r of results) {
    console.log([r.name.padEnd(14), String(r.operations).padStart(10), String(r.requests).padStart(8), String(r.failures).padStart(8), String(r.errors).padStart(6)].join(' | '));
  }
  const total = (key: 'operations' | 'requests' | 'failures' | 'errors') => results.reduce((sum, r) => sum + r[key], 0);
  console.log(['total'.padEnd(14), String(total('operations')).padStart(10), String(total('requests')).padStart(8), String(total('failures')).padStart(8), String(total('errors')).padStart(6)].join(' | '));
  const failed = results.filter((r) => r.exitCode !== 0 || r.failures > 0 || r.errors > 0).length;
  console.log(`contract: ${results.length} runs, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(`contract: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
