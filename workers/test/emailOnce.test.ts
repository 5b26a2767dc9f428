/**
 * An e-mail job run again after its worker died between the SMTP server's
 * acceptance and BullMQ's bookkeeping sends nothing the second time, and its
 * Message-ID is derived from the job, so any copy is the same message.
 */
import { expect } from 'chai';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { MAILDEV_URL, REDIS_URL, deleteRedisKeys, testConfig, uniqueId } from '@conecta/backend/test/support';
import { connectDatabase, type Database } from '@conecta/backend/lib/db';
import { createLogger } from '@conecta/backend/lib/logger';
import { emailProcessor } from '../src/processors/email';
import { createTransport } from '../src/mailer';

interface MaildevEmail {
  messageId: string;
  to: Array<{ address: string }>;
}

describe('email jobs run twice (processors/email.ts)', () => {
  const prefix = `test:emailonce:${uniqueId()}:`;
  const redis = new Redis(REDIS_URL);
  const transport = createTransport(process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025');
  // The send path asks whether the address is an account's still unconfirmed one (issue 22).
  let database: Database;
  before(async () => {
    database = await connectDatabase(testConfig('emailonce'), createLogger('silent', 'test'));
  });
  after(async () => {
    await mongoose.connection.db?.dropDatabase();
    await database.close();
    transport.close();
    redis.disconnect();
    await deleteRedisKeys(prefix);
  });

  it('sends once, with a Message-ID made from the job id', async () => {
    const process = emailProcessor({ transport, from: 'Conecta Energia <nao-responda@conectaenergia.com.br>', contactInbox: 'equipe@example.com', redis, redisPrefix: prefix, siteUrl: 'http://localhost:3000', secret: 'test-secret-for-links-0000' });
    const address = `uma-vez-${uniqueId()}@example.com`;
    const job = { id: `contact-confirmation-${uniqueId()}`, name: 'contact-confirmation', data: { email: address } } as unknown as Parameters<typeof process>[0];
    await process(job);
    await process(job); // the retry of a job whose first run was cut off after sending
    // Each run resolves after the SMTP server accepted (stored) what it sent: nothing is still on its way.
    const all = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevEmail[];
    const mine = all.filter((m) => m.to.some((t) => t.address === address));
    expect(mine).to.have.length(1);
    expect(mine[0]!.messageId).to.equal(`${job.id}@conectaenergia.com.br`);
  });
});
