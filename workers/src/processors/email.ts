/**
 * The `email` queue: one processor switching on the job name.
 *
 * Once per cause, as far as SMTP allows: a worker killed after the server took
 * a mail but before BullMQ recorded the job done runs it again. Two things
 * keep that from becoming a second message: the job's id (stable per cause,
 * `contact-received-<id>`) is marked sent in Redis right after the server
 * accepts, and a retry finding the mark sends nothing; and the Message-ID is
 * derived from the job id, so a copy sent in the instant before the mark is
 * the same message to the receiving mailbox, which keeps one (npm run chaos
 * counts messages by Message-ID and reports such copies apart).
 */
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { ContactMessage } from '@conecta/backend/models/contactMessage';
import { Notification } from '@conecta/backend/models/notification';
import { User } from '@conecta/backend/models/user';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import { emailVerificationLink, emailVerificationToken, isEmailVerified } from '@conecta/backend/services/emailVerification';
import { LOGIN_LINK_TTL_SECONDS, loginLinkToken, loginLinkUrl } from '@conecta/backend/services/loginLinks';
import type { ContactEmailData, EmailJobName, EmailJobs } from '@conecta/common';
import { adminDigestMail, contactConfirmationMail, contactReceivedMail, emailVerificationMail, loginLinkMail, notificationMail, passwordChangedMail, type DigestLine, type Mail } from '../mailer';
import { closeAdminDigest } from '../digest';
import { handleByName } from '../jobHandlers';
import { KIND_LABELS, digestItemOf, readItem } from './moderationNotifications';
import { jobAlertConfirmationMailOf, jobAlertMailOf } from './jobAlerts';

export interface EmailDeps {
  transport: Transporter;
  from: string;
  contactInbox: string;
  /** Where sent marks live (with the queues' prefix), one week each. */
  redis: Redis;
  redisPrefix: string;
  /** The site's address, for the links in notification e-mails. */
  siteUrl: string;
  /** The server's secret (SESSION_SECRET): the mailed links' tokens derive from it (services/linkTokens.ts). */
  secret: string;
}

const SENT_MARK_SECONDS = 7 * 24 * 3600;

/** Whether the contact message a job is about is still stored (services/contactSubmitter.ts removes a failed one). */
export async function contactMessageExists(data: { contactMessageId?: string }): Promise<boolean> {
  if (!data.contactMessageId) return true;
  if (!isObjectIdHex(data.contactMessageId)) return false;
  return (await ContactMessage.exists({ _id: data.contactMessageId })) !== null;
}

/** A contact job outliving its message (the request failed and removed it) has nothing to send. */
async function whileContactStored(data: ContactEmailData, mail: () => Mail): Promise<Mail | null> {
  return (await contactMessageExists(data)) ? mail() : null;
}

/** The domain of the sender address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'conectaenergia.com.br';
}

/** What an e-mail job did: handed a message to the SMTP server, or had nothing to send. */
export type EmailOutcome = 'sent' | 'skipped';

export function emailProcessor(deps: EmailDeps) {
  const domain = domainOf(deps.from);
  // What each job sends, or null when there is nothing to send (its cause gone or moved on).
  const mailOf = handleByName<EmailJobs, Mail | null>('email', {
    'contact-received': (job) => whileContactStored(job.data, () => contactReceivedMail(job.data, deps.contactInbox)),
    'contact-confirmation': (job) => whileContactStored(job.data, () => contactConfirmationMail(job.data)),
    notification: (job) => notificationMailOf(job.data, deps.siteUrl),
    'password-changed': (job) => passwordChangedMailOf(job.data, deps.siteUrl),
    'email-verification': (job) => emailVerificationMailOf(job.data, deps),
    'login-link': (job) => loginLinkMailOf(job, deps),
    'admin-digest': (job) => adminDigestMailOf(job.data, deps),
    'job-alert': (job) => jobAlertMailOf(job, deps),
    'job-alert-confirmation': (job) => jobAlertConfirmationMailOf(job.data, deps),
  });
  // Answers what it did (the job's return value): whoever waits on the job knows whether a message
  // reached the SMTP server, and so whether one is to be found in the inbox (workers/test/mailbox.ts).
  return async (job: Job<EmailJobs[EmailJobName], EmailOutcome, EmailJobName>): Promise<EmailOutcome> => {
    const mark = `${deps.redisPrefix}mail-sent:${job.id}`;
    if (await deps.redis.exists(mark)) return 'sent'; // an earlier attempt sent it and was cut off after
    const mail = await mailOf(job);
    if (!mail) return 'skipped';
    if (!(await addressMayReceive(mail.to, job.name))) return 'skipped';
    await deps.transport.sendMail({ from: deps.from, ...mail, messageId: `<${job.id}@${domain}>` });
    await deps.redis.set(mark, '1', 'EX', SENT_MARK_SECONDS);
    return 'sent';
  };
}

/**
 * The one gate of issue 22, on the send path of every mail: an address that belongs to an account
 * still waiting for its confirmation gets the confirmation link and nothing else — no notice, no
 * password-changed mail, no contact acknowledgement, nor any mail added later. Keyed on the
 * address the mail goes to rather than on the job, so a new kind of mail cannot forget it. The
 * bell notification is another matter: it stays, in the app, for whoever is signed in. Addresses
 * of no account (the team inbox, a visitor of the contact form) are not accounts' to confirm.
 */
async function addressMayReceive(address: string, jobName: EmailJobName): Promise<boolean> {
  if (jobName === 'email-verification') return true;
  const account = await User.findOne({ email: address.trim().toLowerCase() }).select({ emailVerified: 1 }).lean();
  return !account || isEmailVerified(account);
}

/** The e-mail of a stored notification, or null when it or its user is gone (nothing to send). */
async function notificationMailOf({ notificationId }: EmailJobs['notification'], siteUrl: string): Promise<Mail | null> {
  if (!isObjectIdHex(notificationId)) return null;
  const notification = await Notification.findById(notificationId).lean();
  if (!notification) return null;
  const user = await User.findById(notification.userId).select({ email: 1, firstName: 1 }).lean();
  if (!user) return null;
  return notificationMail({ title: notification.title, body: notification.body ?? '', link: notification.link ?? null }, user, siteUrl);
}

/** The notice of a password change, or null when the account is gone (nothing to send). */
async function passwordChangedMailOf({ userId }: EmailJobs['password-changed'], siteUrl: string): Promise<Mail | null> {
  if (!isObjectIdHex(userId)) return null;
  const user = await User.findById(userId).select({ email: 1 }).lean();
  return user ? passwordChangedMail(user, siteUrl) : null;
}

/** The confirmation link, or null when the account is gone or already confirmed (nothing to send). */
async function emailVerificationMailOf({ userId, tokenId }: EmailJobs['email-verification'], deps: EmailDeps): Promise<Mail | null> {
  if (!isObjectIdHex(userId)) return null;
  const user = await User.findById(userId).select({ email: 1, emailVerified: 1 }).lean();
  if (!user || isEmailVerified(user)) return null;
  const link = emailVerificationLink(deps.siteUrl, emailVerificationToken(deps.secret, userId, tokenId));
  return emailVerificationMail(user, link, deps.siteUrl);
}

/**
 * A sign-in link, or null when there is nothing worth sending: the account is gone, suspended or
 * unconfirmed since (the send-path gate would stop the last anyway), or the link has expired
 * while the job waited for its retries — a mail whose link says 'Link inválido' helps nobody.
 */
async function loginLinkMailOf(job: Job<EmailJobs['login-link']>, deps: EmailDeps): Promise<Mail | null> {
  const { userId, tokenId } = job.data;
  if (!isObjectIdHex(userId)) return null;
  if (Date.now() - job.timestamp >= LOGIN_LINK_TTL_SECONDS * 1000) return null;
  const user = await User.findById(userId).select({ email: 1, emailVerified: 1, isSuspended: 1 }).lean();
  if (!user || user.isSuspended || !isEmailVerified(user)) return null;
  return loginLinkMail(user, loginLinkUrl(deps.siteUrl, loginLinkToken(deps.secret, userId, tokenId)), deps.siteUrl);
}

/**
 * One admin's digest of a closed window (../digest.ts), or null when there is nothing to tell: the
 * account is gone or no longer an admin, or every item has moved on since it was submitted
 * (decided, withdrawn, sent back as a newer submission with a notice of its own). Only what still
 * awaits moderation is listed — an admin who already decided an item needs no e-mail about it.
 */
async function adminDigestMailOf({ adminId, windowStart }: EmailJobs['admin-digest'], deps: EmailDeps): Promise<Mail | null> {
  if (!isObjectIdHex(adminId)) return null;
  // Closed first, whatever follows: a submission arriving from now on opens the next window.
  const items = await closeAdminDigest(deps.redis, deps.redisPrefix, adminId, windowStart);
  const admin = await User.findById(adminId).select({ email: 1, firstName: 1, userType: 1, isAdmin: 1 }).lean();
  if (!admin || !(admin.userType === 'admin' || admin.isAdmin)) return null;
  const lines: DigestLine[] = [];
  const submitters = new Map<string, string>();
  for (const entry of items) {
    const ref = digestItemOf(entry);
    if (!ref || !isObjectIdHex(ref.id)) continue;
    const item = await readItem(ref.kind, ref.id);
    if (!item || item.status !== 'pending' || item.submissionId !== ref.submissionId) continue;
    lines.push({ kind: KIND_LABELS[ref.kind], title: item.title, submitter: await submitterName(item.submittedBy?.toString() ?? null, submitters) });
  }
  return lines.length ? adminDigestMail(lines, admin, deps.siteUrl) : null;
}

/** 'Empresa (Nome Sobrenome)', or the name alone; read once per digest. */
async function submitterName(userId: string | null, known: Map<string, string>): Promise<string> {
  if (!userId || !isObjectIdHex(userId)) return 'conta removida';
  const cached = known.get(userId);
  if (cached) return cached;
  const user = await User.findById(userId).select({ firstName: 1, lastName: 1, companyName: 1 }).lean();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'conta removida';
  const label = user?.companyName ? `${user.companyName} (${name})` : name;
  known.set(userId, label);
  return label;
}
