import { expect } from 'chai';
import { MESSAGES, type ContactPayload } from '@conecta/common';
import { ContactMessage } from '../src/models/contactMessage';
import { deleteRedisKeys, startTestServer, type TestServer } from './support';

function buildContact(overrides: Partial<Record<keyof ContactPayload, unknown>> = {}) {
  return {
    name: 'João Pereira',
    email: 'joao.pereira@example.com',
    phone: '(85) 99876-5432',
    company: 'Ventos do Nordeste',
    contactType: 'parceria',
    subject: 'Parceria em eólica',
    message: 'Gostaríamos de conversar sobre uma parceria para o parque eólico.',
    ...overrides,
  };
}

describe('POST /api/contact', () => {
  let server: TestServer;
  /** The limiter's counters of this suite (lib/limits.ts names them `<prefix>rlf:<limit>`). */
  const freshQuota = () => deleteRedisKeys(`${server.config.redisPrefix}rlf:contact-address`);
  before(async () => {
    server = await startTestServer('contact', { CONTACT_MAX_PER_HOUR: '3' });
  });
  after(async () => {
    await server.stop();
  });
  beforeEach(async () => {
    // Each test starts with a fresh quota for 127.0.0.1.
    await freshQuota();
  });

  it('stores the message and queues both e-mails and the admin notification', async () => {
    const res = await server.client().post('/api/contact', buildContact());
    expect(res.status).to.equal(201);
    expect(res.body.message).to.equal('Recebemos sua mensagem e entraremos em contato em breve.');
    const stored = await ContactMessage.findById(res.body.id).lean();
    expect(stored).to.include({ name: 'João Pereira', contactType: 'parceria', subject: 'Parceria em eólica', status: 'new' });

    const { email, notifications } = server.runtime.producers;
    const received = await email.getJob(`contact-received-${res.body.id}`);
    const confirmation = await email.getJob(`contact-confirmation-${res.body.id}`);
    const notification = await notifications.getJob(`contact-received-${res.body.id}`);
    expect(received?.name).to.equal('contact-received');
    expect(received?.data).to.include({ email: 'joao.pereira@example.com', subject: 'Parceria em eólica' });
    expect(confirmation?.name).to.equal('contact-confirmation');
    expect(notification?.data).to.deep.equal({ contactMessageId: res.body.id, name: 'João Pereira', subject: 'Parceria em eólica' });
    expect(received?.opts.attempts).to.equal(5);
  });

  it('accepts the message without the optional phone and company', async () => {
    const res = await server.client().post('/api/contact', buildContact({ phone: '', company: undefined }));
    expect(res.status).to.equal(201);
    const stored = await ContactMessage.findById(res.body.id).lean();
    expect(stored?.phone).to.equal(null);
    expect(stored?.company).to.equal(null);
  });

  it('accepts every one of the seven contact types', async () => {
    const { CONTACT_TYPES } = await import('@conecta/common');
    expect(CONTACT_TYPES).to.have.length(7);
    for (const contactType of CONTACT_TYPES) {
      await freshQuota();
      const res = await server.client().post('/api/contact', buildContact({ contactType }));
      expect(res.status, contactType).to.equal(201);
    }
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short name', { name: 'J' }, 'name', MESSAGES.nameMin],
    ['an invalid e-mail', { email: 'joao@' }, 'email', MESSAGES.emailInvalid],
    ['no contact type', { contactType: '' }, 'contactType', MESSAGES.contactTypeRequired],
    ['an unknown contact type', { contactType: 'spam' }, 'contactType', MESSAGES.contactTypeRequired],
    ['a short subject', { subject: 'Oi' }, 'subject', MESSAGES.subjectMin],
    ['a short message', { message: 'Curta' }, 'message', MESSAGES.messageMin],
    ['a message made of spaces', { message: '            ' }, 'message', MESSAGES.messageMin],
    ['an object as message', { message: { $gt: '' } }, 'message', MESSAGES.messageMin],
    ['an unknown field', { status: 'answered' }, 'status', MESSAGES.fieldUnknown],
  ];
  for (const [label, override, field, message] of cases) {
    it(`responds 400 '${message}' for ${label} and stores nothing`, async () => {
      const before = await ContactMessage.countDocuments({});
      const res = await server.client().post('/api/contact', buildContact(override));
      expect(res.status).to.equal(400);
      expect(res.body.errors[field]).to.equal(message);
      expect(await ContactMessage.countDocuments({})).to.equal(before);
    });
  }

  it('answers 429 past the hourly limit for one address, and stores nothing more', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await server.client().post('/api/contact', buildContact())).status).to.equal(201);
    }
    const before = await ContactMessage.countDocuments({});
    const res = await server.client().post('/api/contact', buildContact());
    expect(res.status).to.equal(429);
    expect(res.body.message).to.equal('Você enviou muitas mensagens. Tente novamente mais tarde.');
    // The same limiter as every other limit: it says when to come back.
    expect(Number(res.headers.get('retry-after'))).to.be.within(1, 3600);
    expect(await ContactMessage.countDocuments({})).to.equal(before);
  });

  it('does not count invalid submissions against the limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await server.client().post('/api/contact', buildContact({ subject: 'x' }))).status).to.equal(400);
    }
    expect((await server.client().post('/api/contact', buildContact())).status).to.equal(201);
  });
});
