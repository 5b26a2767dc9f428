/** Outgoing mail over SMTP (MailDev locally, a real relay in production). */
import nodemailer, { type Transporter } from 'nodemailer';
import { CONTACT_TYPE_LABELS, type ContactEmailData } from '@conecta/common';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

export function contactReceivedMail(data: ContactEmailData, inbox: string): Mail {
  return {
    to: inbox,
    replyTo: data.email,
    subject: `[Contato - ${CONTACT_TYPE_LABELS[data.contactType]}] ${data.subject}`,
    text: [
      `Nova mensagem de contato recebida pelo site.`,
      ``,
      `Nome: ${data.name}`,
      `Email: ${data.email}`,
      `Telefone: ${data.phone ?? '-'}`,
      `Empresa: ${data.company ?? '-'}`,
      `Tipo: ${CONTACT_TYPE_LABELS[data.contactType]}`,
      `Assunto: ${data.subject}`,
      ``,
      data.message,
    ].join('\n'),
  };
}

/** The subject and text of the acknowledgement to whoever used the contact form. */
export const CONTACT_CONFIRMATION = {
  subject: 'Recebemos sua mensagem - Conecta Energia',
  text: [
    'Olá!',
    '',
    'Recebemos sua mensagem pelo formulário de contato da Conecta Energia e entraremos em contato em breve.',
    '',
    'Se você não enviou nenhuma mensagem, ignore este e-mail.',
    '',
    'Equipe Conecta Energia',
  ].join('\n'),
};

/**
 * The acknowledgement repeats nothing the visitor typed (name, subject, message): the address is
 * not verified, so echoing text would let anyone send their words from our address to anyone.
 */
export function contactConfirmationMail(data: Pick<ContactEmailData, 'email'>): Mail {
  return { to: data.email, ...CONTACT_CONFIRMATION };
}
