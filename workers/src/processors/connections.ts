/**
 * Issue 26, Rede de Contatos: a connection request told to its recipient, an acceptance told to
 * whoever asked — a bell entry, pushed live (the tab shows it as a toast). The pair is read as it is
 * now: a request withdrawn or already answered before the job ran tells nobody; the dedupe key names
 * the request (or the acceptance) by its time, so a request withdrawn and sent again tells again,
 * while a rerun of one job tells once (../notify.ts).
 */
import type { NotificationJobs } from '@conecta/common';
import { Connection } from '@conecta/backend/models/connection';
import { User } from '@conecta/backend/models/user';
import { notifyUser, type NotifyDeps } from '../notify';

async function nameOf(userId: string): Promise<string | null> {
  const user = await User.findById(userId).select({ firstName: 1, lastName: 1, companyName: 1, userType: 1 }).lean();
  if (!user) return null;
  return (user.userType === 'company' && user.companyName) || `${user.firstName} ${user.lastName}`.trim();
}

export async function notifyConnectionRequest(deps: NotifyDeps, { connectionId, requestedAt }: NotificationJobs['connection-request']): Promise<void> {
  const pair = await Connection.findById(connectionId).lean();
  if (!pair || pair.status !== 'pending' || pair.requestedAt.toISOString() !== requestedAt) return;
  const name = await nameOf(pair.requesterId.toString());
  if (!name) return;
  await notifyUser(deps, {
    dedupeKey: `connection-request:${connectionId}:${pair.requestedAt.getTime()}`,
    userId: pair.recipientId.toString(),
    kind: 'connection-request',
    title: 'Nova solicitação de conexão',
    body: pair.message ? `${name} quer se conectar com você: "${pair.message.slice(0, 120)}"` : `${name} quer se conectar com você.`,
    link: '/rede?aba=recebidas',
  });
}

export async function notifyConnectionAccepted(deps: NotifyDeps, { connectionId, connectedAt }: NotificationJobs['connection-accepted']): Promise<void> {
  const pair = await Connection.findById(connectionId).lean();
  if (!pair || pair.status !== 'accepted' || pair.connectedAt?.toISOString() !== connectedAt) return;
  const name = await nameOf(pair.recipientId.toString());
  if (!name) return;
  await notifyUser(deps, {
    dedupeKey: `connection-accepted:${connectionId}:${pair.connectedAt.getTime()}`,
    userId: pair.requesterId.toString(),
    kind: 'connection-accepted',
    title: 'Solicitação de conexão aceita',
    body: `${name} aceitou sua solicitação. Agora vocês estão conectados.`,
    link: `/profissionais/${pair.recipientId.toString()}`,
  });
}
