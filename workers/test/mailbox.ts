/** What the workers' suites read back: MailDev's inbox, a condition polled until it holds, a job's end. */
import type { Queue } from 'bullmq';
import { MAILDEV_URL, waitFor } from '@conecta/backend/test/support';

// The suites' one polling loop lives with the backend's harness; the workers' suites read it from here too.
export { waitFor };

export interface MaildevEmail {
  subject: string;
  html: string;
  text: string;
  messageId: string;
  to: Array<{ address: string }>;
}

/** Every message MailDev holds for `address`. */
export async function mailsTo(address: string): Promise<MaildevEmail[]> {
  const all = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevEmail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/**
 * Waits until the queue job `jobId` (a cause's stable id) has completed — the workers did it — and
 * fails the test with the state it was left in otherwise.
 */
export async function jobCompleted(queue: Pick<Queue, 'getJob'>, jobId: string, timeoutMs = 20_000): Promise<void> {
  const state = async () => (await queue.getJob(jobId))?.getState();
  const last = await waitFor(state, (s) => s === 'completed', timeoutMs);
  if (last !== 'completed') throw new Error(`job ${jobId} is ${last ?? 'absent'}, not completed`);
  // An e-mail job that sent (processors/email.ts answers 'sent') is done when the SMTP server took
  // the message; MailDev lists it a moment later, once parsed. Its Message-ID names the job.
  if ((await queue.getJob(jobId))?.returnvalue === 'sent') {
    const listed = await waitFor(
      async () => ((await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevEmail[]).some((m) => m.messageId?.startsWith(`${jobId}@`)),
      (found) => found,
      timeoutMs,
    );
    if (!listed) throw new Error(`job ${jobId} sent its e-mail, which MailDev does not list`);
  }
}
