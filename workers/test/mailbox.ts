/** What the workers' suites read back: MailDev's inbox, and a condition polled until it holds. */
import { MAILDEV_URL } from '@conecta/backend/test/support';

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

/** Reads until `done` holds or `timeoutMs` passes, and returns the last read (the caller asserts on it). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
