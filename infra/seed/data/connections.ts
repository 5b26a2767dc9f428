/**
 * Rede de Contatos (issue 26): contacts among the demo accounts and the seeded people, and pending
 * requests both ways for the demo student and professional — so /rede opens with contacts to
 * search, requests to accept and one to withdraw, and a profile shows contacts in common.
 * One document per pair (models/connection.ts): pairs planned twice are kept once.
 */
import type { ConnectionFields } from '@conecta/backend/models/connection';
import { connectionKey } from '@conecta/backend/models/connection';
import type { SeedContext, SeedDoc } from '../context';
import { DAY_MS, stableId } from '../random';
import type { SeededUsers, UserSeed } from './users';

export type ConnectionSeed = SeedDoc<ConnectionFields>;

const NOTES = [
  'Olá! Vi seu perfil e gostaria de trocar experiências sobre o setor.',
  'Trabalhamos em projetos parecidos, vamos nos conectar?',
  null,
  'Participei do mesmo evento que você, prazer em conhecer!',
] as const;

export function buildConnections(ctx: SeedContext, users: SeededUsers): ConnectionSeed[] {
  const rows: ConnectionSeed[] = [];
  const seen = new Set<string>();
  const demo = new Set([users.student._id.toString(), users.professional._id.toString(), users.company._id.toString(), users.admin._id.toString()]);
  const professionals = users.professionals.filter((u) => !demo.has(u._id.toString()));
  const students = users.students.filter((u) => !demo.has(u._id.toString()));

  const add = (from: UserSeed | undefined, to: UserSeed | undefined, accepted: boolean) => {
    if (!from || !to || from._id.equals(to._id)) return;
    const key = connectionKey(from._id, to._id);
    if (seen.has(key)) return;
    seen.add(key);
    const n = rows.length + 1;
    const requestedAt = new Date(ctx.now.getTime() - (40 - (n % 35)) * DAY_MS - n * 3_600_000);
    const connectedAt = accepted ? new Date(requestedAt.getTime() + ((n % 3) + 1) * DAY_MS) : null;
    rows.push({
      _id: stableId('connection', n),
      key,
      userIds: [from._id, to._id].sort((a, b) => a.toString().localeCompare(b.toString())),
      requesterId: from._id,
      recipientId: to._id,
      status: accepted ? 'accepted' : 'pending',
      message: NOTES[n % NOTES.length] ?? null,
      requestedAt,
      connectedAt,
      createdAt: requestedAt,
      updatedAt: connectedAt ?? requestedAt,
    } as ConnectionSeed);
  };

  // The demo accounts know each other.
  add(users.student, users.professional, true);
  add(users.professional, users.company, true);
  // The demo professional's network, and the demo student's (some in common with the professional).
  for (const person of professionals.slice(0, 7)) add(person, users.professional, true);
  for (const person of [...students.slice(0, 4), ...professionals.slice(0, 2)]) add(users.student, person, true);
  // Requests waiting both ways.
  add(professionals[8], users.professional, false);
  add(students[6], users.professional, false);
  add(users.professional, professionals[9], false);
  add(students[5], users.student, false);
  add(professionals[10], users.student, false);
  add(users.student, professionals[11], false);
  // The seeded people among themselves: colleagues in a row, students with a mentor.
  for (let i = 0; i + 1 < Math.min(professionals.length, 16); i += 1) add(professionals[i], professionals[i + 1], true);
  for (let i = 0; i < Math.min(students.length, professionals.length, 10); i += 1) add(students[i], professionals[i + 3], i % 4 !== 3);
  return rows;
}
