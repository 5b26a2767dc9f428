/**
 * Registrations an admin verifies (issue 24, common/verifications.ts): engineers' CREA (their
 * state's council), industrial technicians' CRT (their regional council), companies' CNPJ — in
 * every status, so the admins' 'Verificações' list has items waiting, the badges show on
 * profiles, cards and jobs, and a refused one shows its reason. Decided ones name the demo admin.
 * CNPJs are generated (a body from the PRNG, its check digits by cnpjCheckDigits), one company's
 * in the alphanumeric form issued since July 2026.
 */
import {
  cnpjCheckDigits,
  formatCnpj,
  registrationKey,
  type CRT_COUNCILS,
  type VerificationKind,
  type VerificationStatus,
} from '@conecta/common';
import type { VerificationFields } from '@conecta/backend/models/verification';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, cycle, int, notAfter, pick, seededUuid, stableId } from '../random';
import type { SeededUsers, UserSeed } from './users';

export type VerificationSeed = SeedDoc<VerificationFields>;

type CrtCouncil = (typeof CRT_COUNCILS)[number];

/**
 * The regional council of a technician's state, where common's list names it (CRT-03: PE, PB, AL,
 * SE; CRT-01: the Centre-West and the North until the 2026 split; CRT-05: MT, MS). A technician
 * living where it names none is registered where they trained (their school's state, IF<UF>).
 */
const CRT_BY_UF: Readonly<Partial<Record<string, CrtCouncil>>> = {
  SP: 'CRT-SP', BA: 'CRT-BA', RS: 'CRT-RS',
  PE: 'CRT-03', PB: 'CRT-03', AL: 'CRT-03', SE: 'CRT-03',
  DF: 'CRT-01', GO: 'CRT-01', TO: 'CRT-01', AC: 'CRT-01', AM: 'CRT-01', RO: 'CRT-01', RR: 'CRT-01',
  MT: 'CRT-05', MS: 'CRT-05',
};

/** Who registers what, read from the education line: engineers and meteorologists at the CREA, electrical and electromechanical technicians at the CRT. */
const CREA_EDUCATION = /^(Engenharia|Meteorologia)/;
const CRT_EDUCATION = /^(Curso )?Técnico em (Eletrotécnica|Eletromecânica|Sistemas de Energia)/;

/** Statuses in turn over the people who register (null: has not sent one): most verified. */
const CREA_CYCLE: readonly (VerificationStatus | null)[] = ['verified', 'pending', 'verified', 'rejected', 'verified', null, 'verified', 'pending'];
const CRT_CYCLE: readonly VerificationStatus[] = ['verified', 'pending', 'rejected'];

/** Companies by key (companies.ts): every one verified but these; one never sent its CNPJ. */
const CNPJ_STATUS: Readonly<Record<string, VerificationStatus | null>> = { biocana: 'pending', baiaGas: 'rejected', geraMais: null };
/** Companies founded after July 2026, with an alphanumeric CNPJ. */
const ALPHANUMERIC_CNPJ: ReadonlySet<string> = new Set(['caatinga']);

const REJECTION_REASONS: Record<VerificationKind, ReadonlyArray<(council: string) => string>> = {
  crea: [
    (uf) => `O número informado não consta no cadastro do CREA-${uf}. Confira o número na carteira profissional ou na certidão e envie novamente.`,
    (uf) => `Na consulta pública do CREA-${uf} o registro aparece como suspenso. Regularize a situação no conselho e envie novamente.`,
  ],
  crt: [(council) => `Não encontramos este registro na consulta do ${council}. Envie o número exatamente como consta na carteira do técnico.`],
  cnpj: [() => 'A razão social na consulta do CNPJ não corresponde ao nome da empresa no perfil. Corrija o nome da empresa ou envie o CNPJ correto.'],
};

const ufOf = (user: UserSeed): string | null => /- ([A-Z]{2})$/.exec(user.location ?? '')?.[1] ?? null;
const schoolUfOf = (user: UserSeed): string | null => /\bIF([A-Z]{2})\b/.exec(user.education ?? '')?.[1] ?? null;

function digits(ctx: SeedContext, count: number, alphabet = '0123456789'): string {
  return Array.from({ length: count }, () => alphabet[Math.floor(ctx.rng() * alphabet.length)]).join('');
}

/** A company's CNPJ: an 8-character root, branch 0001 (the head office), its two check digits. */
function cnpjFor(ctx: SeedContext, alphanumeric: boolean): string {
  for (;;) {
    const root = alphanumeric ? digits(ctx, 8, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') : `${int(ctx.rng, 1, 9)}${digits(ctx, 7)}`;
    if (alphanumeric && !/[A-Z].*[A-Z]/.test(root)) continue;
    const body = `${root}0001`;
    return `${body}${cnpjCheckDigits(body)}`;
  }
}

/** A CREA number as printed: the national number (10 digits) or the state's own (digits and the 'D' of a definitive registration). */
const creaNumber = (ctx: SeedContext): string => (ctx.rng() < 0.5 ? `${int(ctx.rng, 1, 2)}${digits(ctx, 9)}` : `${int(ctx.rng, 10000, 999999)}/D`);
const crtNumber = (ctx: SeedContext): string => `${int(ctx.rng, 1, 9)}${digits(ctx, 6)}`;

export function buildVerifications(ctx: SeedContext, users: SeededUsers): VerificationSeed[] {
  const rows: VerificationSeed[] = [];
  const taken = new Set<string>();
  let n = 0;

  const add = (user: UserSeed, kind: VerificationKind, status: VerificationStatus, council: string, makeNumber: () => string) => {
    let number = makeNumber();
    while (taken.has(`${kind}|${council}|${registrationKey(kind, number)}`)) number = makeNumber();
    const key = registrationKey(kind, number);
    taken.add(`${kind}|${council}|${key}`);
    const joined = (user.createdAt ?? ctx.now).getTime();
    // Pending ones arrived this week (the admins' list, oldest first); decided ones earlier, decided within two days.
    const daysAgo = status === 'pending' ? int(ctx.rng, 0, 6) : int(ctx.rng, 8, 120);
    const wanted = ctx.now.getTime() - daysAgo * DAY_MS - int(ctx.rng, 1, 10) * 3_600_000;
    const submittedAt = notAfter(ctx.now, new Date(Math.max(joined + int(ctx.rng, 1, 48) * 3_600_000, wanted)));
    const decidedAt = status === 'pending' ? null : notAfter(ctx.now, new Date(submittedAt.getTime() + int(ctx.rng, 2, 48) * 3_600_000));
    rows.push({
      _id: stableId('verification', ++n),
      userId: user._id,
      kind,
      key,
      number,
      council,
      status,
      rejectionReason: status === 'rejected' ? pick(ctx.rng, REJECTION_REASONS[kind])(council) : null,
      submissionId: seededUuid(ctx.rng),
      submittedAt,
      decidedBy: decidedAt ? users.admin._id : null,
      decidedAt,
      createdAt: submittedAt,
      // The admins' list reads `updatedAt` as the version they decide on.
      updatedAt: decidedAt ?? submittedAt,
    });
  };

  // CREA: the demo professional's is verified (his badge shows at once); the other engineers in turn.
  const engineers = users.professionals.filter((user) => CREA_EDUCATION.test(user.education ?? ''));
  const demoUf = ufOf(users.professional);
  if (demoUf) add(users.professional, 'crea', 'verified', demoUf, () => creaNumber(ctx));
  engineers.forEach((user, i) => {
    const status = cycle(CREA_CYCLE, i);
    const uf = ufOf(user);
    if (status && uf) add(user, 'crea', status, uf, () => creaNumber(ctx));
  });

  // CRT: technicians whose council common's list names.
  const technicians = users.professionals
    .filter((user) => CRT_EDUCATION.test(user.education ?? ''))
    .map((user) => ({ user, council: CRT_BY_UF[ufOf(user) ?? ''] ?? CRT_BY_UF[schoolUfOf(user) ?? ''] }))
    .filter((t): t is { user: UserSeed; council: CrtCouncil } => !!t.council);
  technicians.forEach(({ user, council }, i) => add(user, 'crt', cycle(CRT_CYCLE, i), council, () => crtNumber(ctx)));

  // CNPJ: typed formatted by some, bare by others (the key is the same 14 characters).
  for (const [key, { user }] of users.companies) {
    const status = key in CNPJ_STATUS ? (CNPJ_STATUS[key] ?? null) : 'verified';
    if (!status) continue;
    const alphanumeric = ALPHANUMERIC_CNPJ.has(key);
    add(user, 'cnpj', status, '', () => {
      const cnpj = cnpjFor(ctx, alphanumeric);
      return ctx.rng() < 0.7 ? formatCnpj(cnpj) : cnpj;
    });
  }
  return rows;
}
