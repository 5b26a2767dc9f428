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

export function contactConfirmationMail(data: ContactEmailData): Mail {
  return {
    to: data.email,
    subject: `Recebemos sua mensagem: ${data.subject}`,
    text: [
      `Olá, ${data.name}!`,
      ``,
      `Recebemos sua mensagem e entraremos em contato em breve.`,
      ``,
      `Assunto: ${data.subject}`,
      ``,
      `Equipe Conecta Energia`,
    ].join('\n'),
  };
}
