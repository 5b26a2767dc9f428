/** Outgoing mail over SMTP (MailDev locally, a real relay in production). */
import nodemailer, { type Transporter } from 'nodemailer';
import { CONTACT_TYPE_LABELS, type ContactEmailData } from '@conecta/common';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; every piece of user text in it went through `escapeHtml`. */
  html?: string;
  replyTo?: string;
  /** Extra headers (a job alert's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** Every HTML mail's frame, signature and button: one look for every message the platform sends. */
const HTML_START = '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1a1a1a">';
const HTML_SIGNATURE = '<p style="color:#555">Equipe Conecta Energia</p>';
const HTML_END = '</body></html>';
/** A whole HTML mail: the frame around `parts` (each already escaped where it holds people's text) and the signature. */
const htmlDocument = (...parts: string[]) => [HTML_START, ...parts, HTML_SIGNATURE, HTML_END].join('');
const actionButton = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="background:#0b3d91;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * The e-mail twin of a bell notification (workers/src/notify.ts): its title as the subject, its
 * body, and a link to where it leads on the site. Title and body may carry user text (a job
 * title, a name, a rejection reason), so the HTML escapes them.
 */
export function notificationMail(
  notice: { title: string; body: string; link: string | null },
  recipient: { email: string; firstName: string },
  siteUrl: string,
): Mail {
  const url = notice.link ? `${siteUrl}${notice.link.startsWith('/') ? notice.link : `/${notice.link}`}` : siteUrl;
  const greeting = `Olá, ${recipient.firstName}!`;
  const text = [greeting, '', notice.title, notice.body, '', `Acesse: ${url}`, '', 'Equipe Conecta Energia'].join('\n');
  const paragraphs = notice.body
    .split('\n')
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');
  const html = htmlDocument(
    `<p>${escapeHtml(greeting)}</p>`,
    `<h1 style="font-size:18px">${escapeHtml(notice.title)}</h1>`,
    paragraphs,
    actionButton(url, 'Abrir no Conecta Energia'),
  );
  return { to: recipient.email, subject: `${notice.title} - Conecta Energia`, text, html };
}

export interface DigestLine {
  /** 'Vaga', 'Curso', 'Evento'. */
  kind: string;
  /** User text: escaped in the HTML, as typed in the plain text. */
  title: string;
  submitter: string;
}

/**
 * The admins' moderation digest (workers/src/digest.ts): what was submitted in one window, each
 * item's kind, title and submitter, and the way to the moderation panel. Titles and names are
 * people's text: the HTML escapes every piece; the plain-text part carries them as typed.
 */
export function adminDigestMail(items: DigestLine[], recipient: { email: string; firstName: string }, siteUrl: string): Mail {
  const url = `${siteUrl}/admin`;
  const greeting = `Olá, ${recipient.firstName}!`;
  const headline = items.length === 1 ? '1 novo item aguarda moderação' : `${items.length} novos itens aguardam moderação`;
  const text = [
    greeting,
    '',
    `${headline}:`,
    '',
    ...items.map((item) => `- ${item.kind}: ${item.title} — enviado por ${item.submitter}`),
    '',
    `Revise no painel de administração: ${url}`,
    '',
    'Equipe Conecta Energia',
  ].join('\n');
  const html = htmlDocument(
    `<p>${escapeHtml(greeting)}</p>`,
    `<h1 style="font-size:18px">${escapeHtml(headline)}</h1>`,
    '<ul>',
    ...items.map((item) => `<li style="margin:0 0 8px"><strong>${escapeHtml(item.kind)}:</strong> ${escapeHtml(item.title)} — enviado por ${escapeHtml(item.submitter)}</li>`),
    '</ul>',
    actionButton(url, 'Abrir a moderação'),
  );
  return { to: recipient.email, subject: `${headline} - Conecta Energia`, text, html };
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

/**
 * The greeting of the mails that may reach an address nobody confirmed (issue 22): fixed, never the
 * account's name. A name is 80 characters of the sign-up form's choosing (a URL, an ad), and
 * repeating it would make us a relay for whoever typed someone else's address.
 */
export const FIXED_GREETING = 'Olá!';

/**
 * The notice after a password change, to the account's own address. Nothing comes from the
 * account but the address; the only link is the contact page, for whoever did not change it.
 */
export function passwordChangedMail(recipient: { email: string }, siteUrl: string): Mail {
  const greeting = FIXED_GREETING;
  const contact = `${siteUrl}/contato`;
  const lines = [
    'A senha da sua conta na Conecta Energia foi alterada. As outras sessões abertas com a sua conta foram encerradas.',
    'Se foi você, nada mais a fazer.',
    `Se não foi você, fale conosco imediatamente: ${contact}`,
  ];
  const text = [greeting, '', ...lines, '', 'Equipe Conecta Energia'].join('\n');
  const html = htmlDocument(
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>Se não foi você, <a href="${escapeHtml(contact)}">fale conosco</a> imediatamente.</p>`,
  );
  return { to: recipient.email, subject: 'Sua senha foi alterada - Conecta Energia', text, html };
}

/**
 * The mails that may reach an address nobody confirmed (issue 22) are a fixed text around our own
 * link: the fixed greeting, set lines, the link as a button and written out, and what to do if it
 * was not asked for. Nothing the person typed anywhere.
 */
function fixedLinkMail(
  recipient: { email: string },
  link: string,
  siteUrl: string,
  words: { subject: string; lines: readonly string[]; button: string; ignore: string },
): Mail {
  const { lines, ignore } = words;
  const text = [FIXED_GREETING, '', ...lines, link, '', ignore, '', 'Equipe Conecta Energia', siteUrl].join('\n');
  const html = htmlDocument(
    `<p>${FIXED_GREETING}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    actionButton(link, words.button),
    `<p style="color:#555;word-break:break-all">Ou copie este endereço no navegador: ${escapeHtml(link)}</p>`,
    `<p style="color:#555">${escapeHtml(ignore)}</p>`,
  );
  return { to: recipient.email, subject: words.subject, text, html };
}

/** The link that confirms a new account's address (issue 22): the one mail an unconfirmed address gets. */
export function emailVerificationMail(recipient: { email: string }, link: string, siteUrl: string): Mail {
  return fixedLinkMail(recipient, link, siteUrl, {
    subject: 'Confirme seu e-mail - Conecta Energia',
    lines: [
      'Recebemos um cadastro na Conecta Energia com este endereço de e-mail.',
      'Para confirmar que ele é seu e passar a receber os avisos da plataforma, abra o link abaixo (válido por 48 horas):',
    ],
    button: 'Confirmar e-mail',
    ignore: 'Se você não criou uma conta, ignore este e-mail: sem a confirmação, não enviaremos mais nada a este endereço.',
  });
}

/**
 * A sign-in link (issue 22), asked for on the sign-in form with this address. Only confirmed
 * addresses get one (backend services/loginLinks.ts), yet it is as fixed as the confirmation, so
 * asking for it mails no one words of the asker's choosing.
 */
export function loginLinkMail(recipient: { email: string }, link: string, siteUrl: string): Mail {
  return fixedLinkMail(recipient, link, siteUrl, {
    subject: 'Seu link de acesso - Conecta Energia',
    lines: [
      'Recebemos um pedido de link de acesso à sua conta na Conecta Energia.',
      'Para entrar sem a senha, abra o link abaixo. Ele vale por 15 minutos e funciona uma única vez:',
    ],
    button: 'Entrar na Conecta Energia',
    ignore: 'Se você não pediu este link, ignore este e-mail: sem abri-lo, ninguém entra na sua conta.',
  });
}

export interface AlertJobLine {
  /** People's text (a title, a company's name): escaped in the HTML, as typed in the plain text. */
  title: string;
  company: string;
  location: string;
  url: string;
}

/**
 * A job alert's e-mail (issue 26): one job at once or the day's digest, the search it answers, a
 * link to that search, and the one-click unsubscribe link, also in the headers (RFC 2369 and 8058:
 * a mail client's 'Cancelar inscrição' posts to it without opening the site).
 */
export function jobAlertMail(
  jobs: AlertJobLine[],
  alert: { summary: string; searchUrl: string; unsubscribePage: string; unsubscribeOneClick: string; digest: boolean },
  recipient: { email: string; firstName: string },
): Mail {
  // A visitor's alert knows an address, not a name.
  const greeting = recipient.firstName ? `Olá, ${recipient.firstName}!` : 'Olá!';
  const headline = jobs.length === 1 ? `Nova vaga para o seu alerta: ${jobs[0]!.title}` : `${jobs.length} novas vagas para o seu alerta`;
  const intro = alert.digest ? `Vagas publicadas no último dia para a busca "${alert.summary}":` : `Uma vaga publicada agora combina com a busca "${alert.summary}":`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...jobs.map((job) => `- ${job.title} — ${job.company}, ${job.location}\n  ${job.url}`),
    '',
    `Ver todas as vagas desta busca: ${alert.searchUrl}`,
    '',
    `Não quer mais receber este alerta? Cancele: ${alert.unsubscribePage}`,
    '',
    'Equipe Conecta Energia',
  ].join('\n');
  const html = htmlDocument(
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...jobs.map((job) => `<li style="margin:0 0 8px"><a href="${escapeHtml(job.url)}"><strong>${escapeHtml(job.title)}</strong></a> — ${escapeHtml(job.company)}, ${escapeHtml(job.location)}</li>`),
    '</ul>',
    actionButton(alert.searchUrl, 'Ver todas as vagas desta busca'),
    `<p style="color:#555;font-size:13px">Não quer mais receber este alerta? <a href="${escapeHtml(alert.unsubscribePage)}">Cancelar este alerta</a></p>`,
  );
  return {
    to: recipient.email,
    subject: `${headline} - Conecta Energia`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${alert.unsubscribeOneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * A visitor's job alert waits for this link (issue 26, double opt-in): the search it will follow,
 * the button that confirms it, and that ignoring the mail is enough to never hear from us again.
 */
export function jobAlertConfirmationMail(summary: string, link: string, to: string): Mail {
  const text = [
    'Olá!',
    '',
    `Recebemos um pedido de alerta de vagas para a busca "${summary}" com este e-mail.`,
    '',
    `Para começar a receber as vagas, confirme: ${link}`,
    '',
    'Se não foi você, ignore esta mensagem: nada será enviado sem a confirmação.',
    '',
    'Equipe Conecta Energia',
  ].join('\n');
  const html = htmlDocument(
    '<p>Olá!</p>',
    `<p>Recebemos um pedido de alerta de vagas para a busca "<strong>${escapeHtml(summary)}</strong>" com este e-mail.</p>`,
    actionButton(link, 'Confirmar alerta'),
    '<p style="color:#555">Se não foi você, ignore esta mensagem: nada será enviado sem a confirmação.</p>',
  );
  return { to, subject: 'Confirme seu alerta de vagas - Conecta Energia', text, html };
}
