/**
 * The demo seed's issue-24 data (infra/seed/data/credentials.ts, verifications.ts): credentials in
 * every state on the seed's day and every one acceptable to the API's rules, registrations of each
 * kind in each status with every field the model requires, CNPJs with valid check digits, jobs that
 * require them. The
 * builders are checked over two years of "todays" (their dates hang on the day); the whole seed
 * runs once into a database of its own.
 */
import { expect } from 'chai';
import mongoose from 'mongoose';
import {
  CREDENTIAL_CATALOGUE,
  VERIFICATION_STATUSES,
  credentialDaysLeft,
  credentialErrors,
  credentialValidUntil,
  isValidCnpj,
  registrationKey,
  type CredentialCode,
  type CredentialFacts,
} from '@conecta/common';
import { testConfig } from '@conecta/backend/test/support';
import { buildCredentials, type CredentialSeed } from '../seed/data/credentials';
import { buildUsers } from '../seed/data/users';
import { buildVerifications, type VerificationSeed } from '../seed/data/verifications';
import { createRng, DAY_MS } from '../seed/random';
import { PRNG_SEED, TRUST_PRNG_SEED, seedDatabase } from '../seed/seedDatabase';

const day = (date: Date) => date.toISOString().slice(0, 10);

function build(now: Date) {
  const users = buildUsers({ now, rng: createRng(PRNG_SEED), passwordHash: 'x' });
  const ctx = () => ({ now, rng: createRng(TRUST_PRNG_SEED), passwordHash: 'x' });
  return { users, credentials: buildCredentials(ctx(), users), verifications: buildVerifications(ctx(), users) };
}

type Row = Pick<CredentialSeed, 'userId' | 'code' | 'trainedOn' | 'hours' | 'validUntil' | 'institution'>;

/** Credentials by state on `now`: valid (past 60 days or no refresher), expiring within 60 / 30 / today, expired. */
function states(rows: readonly Row[], now: Date) {
  const s = { valid: 0, within60: 0, within30: 0, today: 0, expired: 0, permanent: 0 };
  for (const row of rows) {
    if (!row.validUntil) {
      s.permanent++;
      continue;
    }
    const left = credentialDaysLeft(row.validUntil, now);
    if (left < 0) s.expired++;
    else if (left > 60) s.valid++;
    else {
      s.within60++;
      if (left <= 30) s.within30++;
      if (left === 0) s.today++;
    }
  }
  return s;
}

/** Every record as the API judges it against its owner's others, on the seed's day. */
function ruleErrors(rows: readonly Row[], now: Date): string[] {
  const facts = (row: Row): CredentialFacts => ({ code: row.code as CredentialCode, trainedOn: day(row.trainedOn!), hours: row.hours! });
  const problems: string[] = [];
  for (const row of rows) {
    const others = rows.filter((other) => other !== row && String(other.userId) === String(row.userId)).map(facts);
    const errors = credentialErrors(facts(row), others, now);
    if (Object.keys(errors).length) problems.push(`${row.code} of ${String(row.userId)} on ${day(row.trainedOn!)}: ${JSON.stringify(errors)}`);
    const expected = credentialValidUntil(row.code as CredentialCode, row.trainedOn!);
    if ((row.validUntil?.getTime() ?? null) !== (expected?.getTime() ?? null)) problems.push(`${row.code}: validUntil ${String(row.validUntil)} ≠ ${String(expected)}`);
    if (row.trainedOn!.getTime() % DAY_MS !== 0) problems.push(`${row.code}: trainedOn ${row.trainedOn!.toISOString()} is not a UTC midnight`);
    if (!row.institution?.trim()) problems.push(`${row.code}: no institution`);
  }
  return problems;
}

function checkVerifications(rows: readonly VerificationSeed[], adminId: string): void {
  const seen = new Set<string>();
  for (const v of rows) {
    expect(v.userId && v.kind && v.key && v.number && v.submissionId && v.submittedAt, `${String(v._id)} lacks a required field`).to.be.ok;
    expect(v.key).to.equal(registrationKey(v.kind!, v.number!));
    const unique = `${v.kind}|${v.council}|${v.key}`;
    expect(seen.has(unique), `${unique} twice`).to.equal(false);
    seen.add(unique);
    if (v.kind === 'cnpj') {
      expect(isValidCnpj(v.number!), v.number!).to.equal(true);
      expect(v.council).to.equal('');
    } else expect(v.council).to.match(/^(CRT-)?[A-Z0-9]{2}$/);
    if (v.status === 'pending') {
      expect(v.decidedAt ?? null).to.equal(null);
      expect(v.decidedBy ?? null).to.equal(null);
      expect(v.rejectionReason ?? null).to.equal(null);
    } else {
      expect(String(v.decidedBy)).to.equal(adminId);
      expect(v.decidedAt!.getTime()).to.be.at.least(v.submittedAt!.getTime());
      if (v.status === 'rejected') expect(v.rejectionReason).to.be.a('string').and.not.equal('');
      else expect(v.rejectionReason ?? null).to.equal(null);
    }
  }
}

describe('demo seed: credentials and registrations (issue 24)', function () {
  this.timeout(120_000);

  it('builds every state on any day of two years, each credential acceptable to the API, the same data for the same day', () => {
    const start = Date.UTC(2026, 0, 1, 12);
    // Every 9th day, plus the days a month's end or a leap year moves a last valid day.
    const days = Array.from({ length: 82 }, (_, i) => new Date(start + i * 9 * DAY_MS));
    days.push(new Date('2028-02-28T10:00:00Z'), new Date('2028-02-29T23:30:00Z'), new Date('2027-03-01T00:10:00Z'), new Date('2026-12-31T22:00:00Z'));
    for (const now of days) {
      const { credentials, verifications, users } = build(now);
      const s = states(credentials, now);
      const when = `on ${now.toISOString()}`;
      expect(s.valid, when).to.be.at.least(10);
      expect(s.within60, when).to.be.at.least(5);
      expect(s.within30, when).to.be.at.least(2);
      expect(s.expired, when).to.be.at.least(4);
      expect(s.permanent, when).to.be.at.least(1);
      // The one expiring today: on 28 February of a leap year no 12- or 24-month training ends that day; it ends tomorrow.
      const leapEdge = day(now) === '2028-02-28';
      expect(credentials.some((c) => c.validUntil && credentialDaysLeft(c.validUntil, now) === (leapEdge ? 1 : 0)), when).to.equal(true);
      expect(ruleErrors(credentials, now), when).to.deep.equal([]);
      for (const c of credentials) expect(c.trainedOn!.getTime(), when).to.be.at.most(now.getTime());
      checkVerifications(verifications, String(users.admin._id));
    }
    const now = new Date('2026-11-26T20:00:00Z');
    expect(build(now)).to.deep.equal(build(now));
  });

  describe('seeded into its own database', () => {
    let connection: mongoose.Connection;
    const now = new Date();
    let details: string[] = [];

    before(async () => {
      connection = await mongoose.createConnection(testConfig('seedcredentials').mongodbUri).asPromise();
      ({ details } = await seedDatabase(connection, { reset: true, now }));
    });
    after(async () => {
      await connection?.dropDatabase();
      await connection?.close();
    });

    it('stores credentials in every state, for students and professionals, valid by the rules; the log counts them', async () => {
      const rows = await connection.db!.collection('credentials').find({}).toArray();
      const holders = await connection.db!.collection('users').find({ _id: { $in: [...new Set(rows.map((r) => String(r.userId)))].map((id) => new mongoose.Types.ObjectId(id)) } }).toArray();
      expect(new Set(holders.map((u) => u.userType))).to.deep.equal(new Set(['professional', 'student']));
      const s = states(rows as unknown as Row[], now);
      expect(s.valid).to.be.at.least(10);
      expect(s.within60).to.be.at.least(5);
      expect(s.within30).to.be.at.least(2);
      expect(s.expired).to.be.at.least(4);
      expect(ruleErrors(rows as unknown as Row[], now)).to.deep.equal([]);
      for (const row of rows) {
        expect(row.hours).to.be.at.least(CREDENTIAL_CATALOGUE[row.code as CredentialCode].minHours);
        expect([row.certificateKey, row.certificateUrl, row.certificateName]).to.deep.equal([null, null, null]);
      }
      const codes = new Set(rows.map((r) => r.code as string));
      for (const code of ['nr10-basico', 'nr10-sep', 'nr35', 'nr33-trabalhador', 'nr33-supervisor', 'nr12', 'nr20-basico']) expect(codes.has(code), code).to.equal(true);
      expect(details[0]).to.equal(
        `credenciais: ${s.valid} válidas, ${s.within60} vencem em até 60 dias (${s.within30} em até 30, ${s.today} hoje), ${s.expired} vencidas, ${s.permanent} sem prazo`,
      );
    });

    it('stores CREA, CRT and CNPJ registrations in each status, complete, decided by the demo admin, CNPJs with valid check digits', async () => {
      const rows = (await connection.db!.collection('verifications').find({}).toArray()) as unknown as VerificationSeed[];
      const admin = await connection.db!.collection('users').findOne({ userType: 'admin' });
      checkVerifications(rows, String(admin!._id));
      for (const kind of ['crea', 'crt', 'cnpj'] as const) {
        for (const status of VERIFICATION_STATUSES) {
          expect(rows.filter((v) => v.kind === kind && v.status === status).length, `${kind} ${status}`).to.be.at.least(1);
        }
      }
      const cnpjs = rows.filter((v) => v.kind === 'cnpj');
      expect(cnpjs.filter((v) => v.status === 'verified').length).to.be.greaterThan(cnpjs.length / 2);
      expect(cnpjs.filter((v) => v.status === 'pending')).to.have.length(1);
      expect(cnpjs.filter((v) => v.status === 'rejected')).to.have.length(1);
      expect(cnpjs.some((v) => /[A-Z]/.test(v.key!)), 'an alphanumeric CNPJ').to.equal(true);
      // Who holds what: a CNPJ a company's, a CREA or CRT a person's.
      const owners = new Map((await connection.db!.collection('users').find({}).toArray()).map((u) => [String(u._id), u.userType as string]));
      for (const v of rows) expect(owners.get(String(v.userId)), `${v.kind} of ${String(v.userId)}`).to.equal(v.kind === 'cnpj' ? 'company' : 'professional');
      // Each decision is in the audit log, as decideVerification records it.
      const audited = await connection.db!.collection('auditlogs').countDocuments({ targetType: 'verification' });
      expect(audited).to.equal(rows.filter((v) => v.status !== 'pending').length);
    });

    it('publishes jobs that require credentials and a registration, so /vagas shows the feature at once; internships require none', async () => {
      const jobs = await connection.db!.collection('jobs').find({ status: 'approved' }).toArray();
      const requiring = jobs.filter((job) => (job.requiredCredentials as string[]).length > 0);
      expect(requiring.length).to.be.at.least(5);
      expect(jobs.filter((job) => job.requiredRegistration === 'crea').length).to.be.at.least(2);
      expect(requiring.some((job) => (job.requiredCredentials as string[]).includes('nr35'))).to.equal(true);
      for (const job of jobs) {
        for (const code of job.requiredCredentials as string[]) expect(code in CREDENTIAL_CATALOGUE, code).to.equal(true);
        if (job.jobType === 'estágio') expect([job.requiredCredentials, job.requiredRegistration], String(job.title)).to.deep.equal([[], null]);
      }
    });

    it('gives each account the public trust summary its records make', async () => {
      const users = await connection.db!.collection('users').find({}).toArray();
      const verified = await connection.db!.collection('verifications').find({ status: 'verified' }).toArray();
      const credentials = await connection.db!.collection('credentials').find({}).toArray();
      for (const user of users) {
        const id = String(user._id);
        expect(user.verifiedRegistrations, id).to.deep.equal([...new Set(verified.filter((v) => String(v.userId) === id).map((v) => v.kind as string))].sort());
        expect(user.credentialSummary, id).to.deep.equal(credentials.filter((c) => String(c.userId) === id).map((c) => ({ code: c.code, validUntil: c.validUntil })));
      }
    });

    it("marks the jobs of companies with a verified CNPJ 'Empresa verificada', and no other job", async () => {
      const verifiedCompanies = new Set(
        (await connection.db!.collection('verifications').find({ kind: 'cnpj', status: 'verified' }).toArray()).map((v) => String(v.userId)),
      );
      const jobs = await connection.db!.collection('jobs').find({}).toArray();
      for (const job of jobs) expect(job.companyVerified, String(job.title)).to.equal(job.companyId != null && verifiedCompanies.has(String(job.companyId)));
      expect(jobs.filter((job) => job.companyVerified).length, 'some jobs show the badge').to.be.at.least(1);
      expect(jobs.filter((job) => !job.companyVerified).length, 'and some do not').to.be.at.least(1);
    });
  });
});
