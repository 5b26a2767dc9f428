/**
 * One definition per validation rule (issue 11 §4): the server's validation
 * (the routes' Joi schemas, built from common/src/rules.ts) and the browser's
 * (common `validateInput`, what the forms run) are fed one table of inputs
 * and must give the same verdict, the same Portuguese message per field, and
 * for valid inputs the same cleaned values (trimmed, lower-cased, defaults).
 */
import { expect } from 'chai';
import type Joi from 'joi';
import {
  ADMIN_MESSAGES as A,
  APPLY_RULES,
  LANDING_CONTENT_RULES,
  HOME_STATS_RULES,
  PARTNER_RULES,
  PARTNER_UPDATE_RULES,
  SITE_SETTINGS_RULES,
  SUSPEND_RULES,
  BODY_INVALID,
  CATALOGUE_MESSAGES as C,
  CONTACT_RULES,
  ID_PARAM_RULE,
  LOGIN_RULES,
  PASSWORD_CHANGE_RULES,
  PASSWORD_MESSAGES as PW,
  MESSAGE_MESSAGES as MM,
  MESSAGE_SAFETY_MESSAGES as S,
  MESSAGE_SETTINGS_RULES,
  MESSAGES as M,
  REGISTER_API_RULES,
  PRIVACY_MESSAGES,
  REPORT_RULES,
  SEARCH_MESSAGES,
  SEARCH_TERM_RULE,
  SEND_MESSAGE_RULES,
  UNSAFE_TEXT_MESSAGE,
  APPLICATION_STATUS_RULES,
  EVENT_INPUT_RULES,
  JOB_INPUT_RULES,
  PUBLISHING_MESSAGES as P,
  ADMIN_LOGS_QUERY_RULES,
  ADMIN_USERS_QUERY_RULES,
  ANALYTICS_QUERY_RULES,
  COURSE_LIST_QUERY_RULES,
  DIRECTORY_MESSAGES as D,
  DIRECTORY_QUERY_RULES,
  EVENT_LIST_QUERY_RULES,
  JOB_LIST_QUERY_RULES,
  MESSAGE_PAGE_QUERY_RULES,
  PROFESSIONALS_QUERY_RULES,
  RECOMMENDED_JOBS_QUERY_RULES,
  SEARCH_QUERY_RULES,
  PORTFOLIO_ITEM_RULES,
  PORTFOLIO_MESSAGES as PF,
  PORTFOLIO_UPDATE_RULES,
  PROFILE_MESSAGES as PR,
  PROFILE_RULES,
  SKILL_CREATE_RULES,
  SKILL_MESSAGES as SK,
  SKILL_QUERY_RULES,
  CREDENTIAL_MESSAGES as CR,
  CREDENTIAL_RULES,
  CREDENTIAL_UPDATE_RULES,
  partialRules,
  validateInput,
  type Rules,
} from '@conecta/common';
import { HttpError } from '../src/lib/errors';
import { check } from '../src/middleware/validate';
import { idParams, joiRules } from '../src/lib/rules';
import { loginSchema, passwordChangeSchema, registerSchema } from '../src/routes/auth/schema';
import { contactSchema } from '../src/routes/contact/schema';
import { sendMessageSchema } from '../src/routes/messages/schema';
import { messageSettingsSchema, reportSchema } from '../src/routes/messages/safety';
import { applySchema } from '../src/routes/jobs/schema';
import { searchQuerySchema } from '../src/routes/search/schema';
import { jobInputSchema, jobListSchema, jobPatchSchema, recommendedSchema } from '../src/routes/jobs/schema';
import { eventInputSchema, eventListSchema } from '../src/routes/events/schema';
import { courseListSchema } from '../src/routes/courses/schema';
import { professionalsQuerySchema, usersQuerySchema } from '../src/routes/directory/schema';
import { messagePageSchema } from '../src/routes/messages/schema';
import { analyticsQuerySchema, logsQuerySchema, usersQuerySchema as adminUsersQuerySchema } from '../src/routes/admin/siteSchema';
import { applicationStatusSchema } from '../src/routes/applications/schema';
import { profileUpdateSchema } from '../src/routes/profile/schema';
import { portfolioCreateSchema, portfolioUpdateSchema } from '../src/routes/portfolio/schema';
import { skillCreateSchema, skillQuerySchema } from '../src/routes/skills/schema';
import { credentialCreateSchema, credentialUpdateSchema } from '../src/routes/credentials/schema';

/** `expected`: the cleaned value when valid, or the first message of each refused field. */
type Row = [name: string, input: unknown, expected: { value: Record<string, unknown> } | { errors: Record<string, string> }];

interface Verdict {
  errors: Record<string, string>;
  /** The one line a form's toast or an API client shows: the first field's message. */
  message?: string;
  value?: Record<string, unknown>;
}

function server(schema: Joi.Schema, input: unknown): Verdict {
  try {
    const value = check(schema, input) as Record<string, unknown>;
    return { errors: {}, value: JSON.parse(JSON.stringify(value)) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return { errors: error.errors ?? {}, message: error.message };
  }
}

function browser(rules: Rules, input: unknown): Verdict {
  const result = validateInput(rules, input);
  if (result.ok) return { errors: {}, value: result.value };
  const errors = result.errors as Record<string, string>;
  return { errors, message: Object.values(errors)[0] };
}

const long = (n: number, char = 'a') => char.repeat(n);
const ID = '64b7f0c2a1b2c3d4e5f60718';
const U = UNSAFE_TEXT_MESSAGE;
/** Emoji made of several joined by zero-width joiners: a technologist, a family, a rainbow flag, a construction worker. */
const EMOJI = '👩\u200D💻 👨\u200D👩\u200D👧 🏳️\u200D🌈 👷\u200D♀️';

const TABLES: Array<{ form: string; schema: Joi.Schema; rules: Rules; rows: Row[] }> = [
  {
    form: 'login',
    schema: loginSchema,
    rules: LOGIN_RULES,
    rows: [
      ['valid, e-mail trimmed and lower-cased', { email: '  Ana@Example.COM ', password: 'segredo1' }, { value: { email: 'ana@example.com', password: 'segredo1' } }],
      ['password kept as typed (spaces count)', { email: 'a@b.co', password: '      ' }, { value: { email: 'a@b.co', password: '      ' } }],
      // Signing in checks the stored hash only: an account made before the list existed still signs in.
      ['a common password still signs in', { email: 'a@b.co', password: '123456' }, { value: { email: 'a@b.co', password: '123456' } }],
      ['nothing given', {}, { errors: { email: M.emailInvalid, password: M.passwordMin } }],
      ['e-mail without domain', { email: 'ana@', password: 'segredo1' }, { errors: { email: M.emailInvalid } }],
      ['e-mail whitespace only', { email: '   ', password: 'segredo1' }, { errors: { email: M.emailInvalid } }],
      ['e-mail too long', { email: `${long(250)}@x.com`, password: 'segredo1' }, { errors: { email: M.emailInvalid } }],
      ['password of 5', { email: 'a@b.co', password: '12345' }, { errors: { password: M.passwordMin } }],
      ['password of 129', { email: 'a@b.co', password: long(129) }, { errors: { password: M.passwordMax } }],
      ['wrong types', { email: ['a@b.co'], password: 123456 }, { errors: { email: M.emailInvalid, password: M.passwordMin } }],
      ['null password', { email: 'a@b.co', password: null }, { errors: { password: M.passwordMin } }],
      ['unknown field', { email: 'a@b.co', password: 'segredo1', isAdmin: true }, { errors: { isAdmin: M.fieldUnknown } }],
      ['operator smuggled as an object', { email: { $ne: '' }, password: 'segredo1' }, { errors: { email: M.emailInvalid } }],
      ['a NUL byte in the e-mail', { email: 'a\u0000@b.co', password: 'segredo1' }, { errors: { email: UNSAFE_TEXT_MESSAGE } }],
      [
        'a key named __proto__ is reported, not swallowed',
        JSON.parse('{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "segredo1"}') as unknown,
        { errors: { ['__proto__']: M.fieldUnknown } },
      ],
      ['not an object', ['a@b.co', 'segredo1'], { errors: { _: BODY_INVALID } }],
    ],
  },
  {
    form: 'password change',
    schema: passwordChangeSchema,
    rules: PASSWORD_CHANGE_RULES,
    rows: [
      ['valid, both kept as typed', { currentPassword: ' abc ', newPassword: ' nova123 ' }, { value: { currentPassword: ' abc ', newPassword: ' nova123 ' } }],
      ['a short current password is for the server to judge', { currentPassword: '1', newPassword: 'nova123' }, { value: { currentPassword: '1', newPassword: 'nova123' } }],
      ['nothing given', {}, { errors: { currentPassword: PW.currentRequired, newPassword: M.passwordMin } }],
      ['empty current', { currentPassword: '', newPassword: 'nova123' }, { errors: { currentPassword: PW.currentRequired } }],
      ['new of 5', { currentPassword: 'segredo1', newPassword: '12345' }, { errors: { newPassword: M.passwordMin } }],
      ['new of 129', { currentPassword: 'segredo1', newPassword: long(129) }, { errors: { newPassword: M.passwordMax } }],
      ['new of spaces only (a no-break space too)', { currentPassword: 'segredo1', newPassword: '   \u00A0   ' }, { errors: { newPassword: M.passwordBlank } }],
      ['new among the most common', { currentPassword: 'segredo1', newPassword: 'QWERTY123' }, { errors: { newPassword: M.passwordCommon } }],
      ['a common current password is for the server to judge', { currentPassword: '123456', newPassword: 'nova123' }, { value: { currentPassword: '123456', newPassword: 'nova123' } }],
      ['current of 129', { currentPassword: long(129), newPassword: 'nova123' }, { errors: { currentPassword: M.passwordMax } }],
      ['a control character in the new one', { currentPassword: 'segredo1', newPassword: 'nova\u0007senha' }, { errors: { newPassword: UNSAFE_TEXT_MESSAGE } }],
      ['a bidi override in the current one', { currentPassword: 'seg\u202Eredo1', newPassword: 'nova123' }, { errors: { currentPassword: UNSAFE_TEXT_MESSAGE } }],
      ['unknown field', { currentPassword: 'segredo1', newPassword: 'nova123', confirmPassword: 'nova123' }, { errors: { confirmPassword: M.fieldUnknown } }],
    ],
  },
  {
    form: 'register',
    schema: registerSchema,
    rules: REGISTER_API_RULES,
    rows: [
      [
        'valid, userType defaults to professional',
        { firstName: ' Ana ', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', acceptTerms: true },
        { value: { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', userType: 'professional', acceptTerms: true } },
      ],
      [
        'admin passes the rule (the route answers 403)',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', userType: 'admin', acceptTerms: true },
        { value: { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', userType: 'admin', acceptTerms: true } },
      ],
      [
        'general is not a type the sign-up offers',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', userType: 'general', acceptTerms: true },
        { errors: { userType: M.userTypeInvalid } },
      ],
      [
        'a password of spaces only',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: '       ', acceptTerms: true },
        { errors: { password: M.passwordBlank } },
      ],
      [
        'a password among the most common (any letter case)',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'Senha1234', acceptTerms: true },
        { errors: { password: M.passwordCommon } },
      ],
      [
        'names of one letter after trimming',
        { firstName: ' A ', lastName: 'B', email: 'ana@x.com', password: 'segredo1', acceptTerms: true },
        { errors: { firstName: M.firstNameMin, lastName: M.lastNameMin } },
      ],
      [
        'names too long',
        { firstName: long(81), lastName: long(81), email: 'ana@x.com', password: 'segredo1', acceptTerms: true },
        { errors: { firstName: M.nameMax, lastName: M.nameMax } },
      ],
      [
        'everything wrong at once',
        { firstName: '', lastName: null, email: 'x', password: '1', userType: 'hacker', acceptTerms: true },
        { errors: { firstName: M.firstNameMin, lastName: M.lastNameMin, email: M.emailInvalid, password: M.passwordMin, userType: M.userTypeInvalid } },
      ],
      [
        'control, bidi-override and zero-width characters in names',
        { firstName: 'Ana\u0000', lastName: 'Souza\u202E', email: 'ana@x.com', password: 'segredo1', acceptTerms: true },
        { errors: { firstName: UNSAFE_TEXT_MESSAGE, lastName: UNSAFE_TEXT_MESSAGE } },
      ],
      [
        'a zero-width space and a lone surrogate in names',
        { firstName: 'Equipe\u200bConecta', lastName: 'Souza\ud800', email: 'ana@x.com', password: 'segredo1', acceptTerms: true },
        { errors: { firstName: UNSAFE_TEXT_MESSAGE, lastName: UNSAFE_TEXT_MESSAGE } },
      ],
      [
        'the consent box not ticked (issue 26): only true passes',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', acceptTerms: false },
        { errors: { acceptTerms: PRIVACY_MESSAGES.consentRequired } },
      ],
      [
        'the consent sent as text',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', acceptTerms: 'true' },
        { errors: { acceptTerms: PRIVACY_MESSAGES.consentRequired } },
      ],
      [
        'privileged fields',
        { firstName: 'Ana', lastName: 'Souza', email: 'ana@x.com', password: 'segredo1', isAdmin: true, isVerified: true, acceptTerms: true },
        { errors: { isAdmin: M.fieldUnknown, isVerified: M.fieldUnknown } },
      ],
    ],
  },
  {
    form: 'contact',
    schema: contactSchema,
    rules: CONTACT_RULES,
    rows: [
      [
        'valid, all trimmed',
        { name: ' João ', email: 'J@X.com ', phone: ' (85) 9999 ', company: ' Ventos ', contactType: 'parceria', subject: ' Parceria eólica ', message: ' Uma mensagem longa. ' },
        { value: { name: 'João', email: 'j@x.com', phone: '(85) 9999', company: 'Ventos', contactType: 'parceria', subject: 'Parceria eólica', message: 'Uma mensagem longa.' } },
      ],
      [
        'a line break in the subject (one line) is refused, in the message it is kept',
        { name: 'João', email: 'j@x.com', contactType: 'outros', subject: 'Assunto\ncom quebra', message: 'Linha um\nLinha dois' },
        { errors: { subject: UNSAFE_TEXT_MESSAGE } },
      ],
      [
        'a lone surrogate or a NUL in the message',
        { name: 'João', email: 'j@x.com', contactType: 'outros', subject: 'Assunto', message: 'Mensagem \udc00 quebrada \u0000' },
        { errors: { message: UNSAFE_TEXT_MESSAGE } },
      ],
      [
        'blank optional fields are not given',
        { name: 'João', email: 'j@x.com', phone: '   ', company: null, contactType: 'outros', subject: 'Assunto', message: 'Mensagem de dez' },
        { value: { name: 'João', email: 'j@x.com', contactType: 'outros', subject: 'Assunto', message: 'Mensagem de dez' } },
      ],
      [
        'optional fields too long or of the wrong type',
        { name: 'João', email: 'j@x.com', phone: long(41, '9'), company: 42, contactType: 'duvida', subject: 'Assunto', message: 'Mensagem de dez' },
        { errors: { phone: M.phoneMax, company: M.fieldInvalid } },
      ],
      [
        'company too long',
        { name: 'João', email: 'j@x.com', company: long(121), contactType: 'duvida', subject: 'Assunto', message: 'Mensagem de dez' },
        { errors: { company: M.companyMax } },
      ],
      [
        'nothing chosen, too short after trimming',
        { name: ' J ', email: 'j@x', phone: '', company: '', contactType: '', subject: '  abcd  ', message: '          ' },
        { errors: { name: M.nameMin, email: M.emailInvalid, contactType: M.contactTypeRequired, subject: M.subjectMin, message: M.messageMin } },
      ],
      [
        'unknown contact type, texts too long',
        { name: long(81), email: 'j@x.com', contactType: 'spam', subject: long(201), message: long(5001) },
        { errors: { name: M.nameMax, contactType: M.contactTypeRequired, subject: M.subjectMax, message: M.messageMax } },
      ],
      ['nothing given', {}, { errors: { name: M.nameMin, email: M.emailInvalid, contactType: M.contactTypeRequired, subject: M.subjectMin, message: M.messageMin } }],
    ],
  },
  {
    form: 'message send',
    schema: sendMessageSchema,
    rules: SEND_MESSAGE_RULES,
    rows: [
      ['valid, content trimmed', { receiverId: ID, content: '  Olá!  ', clientId: 'abc_123-XYZ' }, { value: { receiverId: ID, content: 'Olá!', clientId: 'abc_123-XYZ' } }],
      ['clientId is optional', { receiverId: ID, content: 'Olá' }, { value: { receiverId: ID, content: 'Olá' } }],
      ['content whitespace only', { receiverId: ID, content: ' \n\t ' }, { errors: { content: MM.contentEmpty } }],
      ['lines, tabs and an emoji family (zero-width joiners) are text', { receiverId: ID, content: 'Oi\n\tTudo bem? 👨\u200d👩\u200d👧' }, { value: { receiverId: ID, content: 'Oi\n\tTudo bem? 👨\u200d👩\u200d👧' } }],
      ['a NUL byte in the content', { receiverId: ID, content: 'Oi\u0000' }, { errors: { content: UNSAFE_TEXT_MESSAGE } }],
      ['a right-to-left override in the content', { receiverId: ID, content: 'arquivo\u202Efdp.exe' }, { errors: { content: UNSAFE_TEXT_MESSAGE } }],
      ['content of 2001', { receiverId: ID, content: long(2001) }, { errors: { content: MM.contentMax } }],
      ['content of 2000 after trimming', { receiverId: ID, content: ` ${long(2000)} ` }, { value: { receiverId: ID, content: long(2000) } }],
      ['receiver not an id', { receiverId: 'xyz', content: 'Olá' }, { errors: { receiverId: MM.receiverInvalid } }],
      ['receiver and content missing', {}, { errors: { receiverId: MM.receiverInvalid, content: MM.contentEmpty } }],
      ['clientId with a space', { receiverId: ID, content: 'Olá', clientId: 'a b' }, { errors: { clientId: MM.clientIdInvalid } }],
      ['clientId empty', { receiverId: ID, content: 'Olá', clientId: '' }, { errors: { clientId: MM.clientIdInvalid } }],
      ['clientId of 65', { receiverId: ID, content: 'Olá', clientId: long(65) }, { errors: { clientId: MM.clientIdInvalid } }],
      ['senderId is not the client’s to say', { receiverId: ID, content: 'Olá', senderId: ID }, { errors: { senderId: M.fieldUnknown } }],
    ],
  },
  {
    form: 'report a conversation',
    schema: reportSchema,
    rules: REPORT_RULES,
    rows: [
      ['valid, trimmed', { reason: '  Mensagens ofensivas  ' }, { value: { reason: 'Mensagens ofensivas' } }],
      ['9 after trimming', { reason: '  123456789  ' }, { errors: { reason: S.reasonMin } }],
      ['1001', { reason: long(1001) }, { errors: { reason: S.reasonMax } }],
      ['a number', { reason: 1234567890 }, { errors: { reason: S.reasonMin } }],
    ],
  },
  {
    form: 'read receipts',
    schema: messageSettingsSchema,
    rules: MESSAGE_SETTINGS_RULES,
    rows: [
      ['false', { readReceipts: false }, { value: { readReceipts: false } }],
      ['the string "true"', { readReceipts: 'true' }, { errors: { readReceipts: S.readReceiptsInvalid } }],
      ['missing', {}, { errors: { readReceipts: S.readReceiptsInvalid } }],
    ],
  },
  {
    form: 'apply (cover letter)',
    schema: applySchema,
    rules: APPLY_RULES,
    rows: [
      ['no body field: empty letter', {}, { value: { coverLetter: '' } }],
      ['empty letter as the UI sends it', { coverLetter: '' }, { value: { coverLetter: '' } }],
      ['letter trimmed', { coverLetter: '  Tenho experiência.  ' }, { value: { coverLetter: 'Tenho experiência.' } }],
      ['letter of 5001', { coverLetter: long(5001) }, { errors: { coverLetter: C.coverLetterMax } }],
      ['letter null', { coverLetter: null }, { errors: { coverLetter: M.fieldInvalid } }],
      ['unknown field', { coverLetter: '', status: 'accepted' }, { errors: { status: M.fieldUnknown } }],
    ],
  },
  {
    form: 'job (POST /api/vagas)',
    schema: jobInputSchema,
    rules: JOB_INPUT_RULES,
    rows: [
      ['valid, trimmed, blank optionals not given', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, company: ' ', jobFunction: null, salaryMin: '' }, { value: { title: 'Técnico Solar', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) } }],
      ['requirements trimmed, blank lines dropped', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, requirements: [' NR-10 ', '', '  '] }, { value: { title: 'Técnico Solar', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30), requirements: ['NR-10'] } }],
      ['nothing given', {}, { errors: { title: P.titleInvalid, location: P.locationRequired, jobType: P.jobTypeRequired, energyArea: P.energyAreaRequired, workType: P.workTypeRequired, description: P.descriptionInvalid } }],
      ['bad salary, too many requirements, unknown function', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, salaryMax: '4.500,00', requirements: Array.from({ length: 21 }, () => 'x'), jobFunction: 'Piloto' }, { errors: { salaryMax: P.salaryInvalid, requirements: P.requirementsInvalid, jobFunction: P.jobFunctionInvalid } }],
      ['requirements not a list', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, requirements: 'NR-10' }, { errors: { requirements: P.requirementsInvalid } }],
      ['a control character in a requirement', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, requirements: ['NR\u000010'] }, { errors: { requirements: UNSAFE_TEXT_MESSAGE } }],
      ['description too long', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, description: long(10001) }, { errors: { description: P.descriptionMax } }],
      ['privileged field', { ...{ title: ' Técnico Solar ', location: 'Natal - RN', jobType: 'emprego', energyArea: 'solar', workType: 'remoto', description: long(30) }, status: 'approved' }, { errors: { status: M.fieldUnknown } }],
    ],
  },
  {
    form: 'job edit (PATCH /api/vagas/:id)',
    schema: jobPatchSchema,
    rules: partialRules(JOB_INPUT_RULES),
    rows: [
      ['any subset', { title: 'Novo título' }, { value: { title: 'Novo título' } }],
      ['nothing', {}, { value: {} }],
      ['a blank required field is still refused', { location: ' ' }, { errors: { location: P.locationRequired } }],
    ],
  },
  {
    form: 'event (POST /api/eventos)',
    schema: eventInputSchema,
    rules: EVENT_INPUT_RULES,
    rows: [
      [
        'valid, the date normalised to ISO, seats blank',
        { title: 'Fórum Solar', organizer: 'ABSOLAR', description: long(30), eventType: 'online', energyArea: 'solar', eventDate: '2099-05-01T10:00-03:00', location: 'Online', maxAttendees: null },
        { value: { title: 'Fórum Solar', organizer: 'ABSOLAR', description: long(30), eventType: 'online', energyArea: 'solar', eventDate: '2099-05-01T13:00:00.000Z', location: 'Online' } },
      ],
      [
        'past date, fractional seats',
        { title: 'Fórum Solar', organizer: 'ABSOLAR', description: long(30), eventType: 'online', energyArea: 'solar', eventDate: '2001-05-01T10:00:00Z', location: 'Online', maxAttendees: 2.5 },
        { errors: { eventDate: P.eventDateInvalid, maxAttendees: P.maxAttendeesInvalid } },
      ],
      [
        'a date without a time zone, seats as text',
        { title: 'Fórum Solar', organizer: 'ABSOLAR', description: long(30), eventType: 'online', energyArea: 'solar', eventDate: '2099-05-01 10:00', location: 'Online', maxAttendees: '10' },
        { errors: { eventDate: P.eventDateInvalid, maxAttendees: P.maxAttendeesInvalid } },
      ],
    ],
  },
  {
    form: 'application status (PATCH /api/applications/:id)',
    schema: applicationStatusSchema,
    rules: APPLICATION_STATUS_RULES,
    rows: [
      ['valid, feedback trimmed', { status: 'interview', feedback: ' Quinta, 10h ' }, { value: { status: 'interview', feedback: 'Quinta, 10h' } }],
      ['blank feedback is not given', { status: 'accepted', feedback: '' }, { value: { status: 'accepted' } }],
      ['unknown status, feedback too long', { status: 'hired', feedback: long(1001) }, { errors: { status: P.applicationStatusInvalid, feedback: P.feedbackMax } }],
    ],
  },
  // Issue 22: profile, portfolio and skills had hand-written Joi that let bidi overrides, zero-width
  // characters and lone surrogates through; now the one text rule, the same table on both sides.
  {
    form: 'profile (PATCH /api/users/profile)',
    schema: profileUpdateSchema,
    rules: PROFILE_RULES,
    rows: [
      [
        'valid, trimmed; blank or null texts kept to be cleared; blank skills dropped',
        { firstName: ' Ana ', phone: '  ', bio: ' Linha 1\n\tLinha 2 ', website: null, skills: [' SCADA ', ''], showEmail: true },
        { value: { firstName: 'Ana', phone: '', bio: 'Linha 1\n\tLinha 2', website: null, skills: ['SCADA'], showEmail: true } },
      ],
      ['nothing given changes nothing', {}, { value: {} }],
      ['emoji joined by zero-width joiners are text', { jobTitle: `Dev ${EMOJI}`, bio: EMOJI }, { value: { jobTitle: `Dev ${EMOJI}`, bio: EMOJI } }],
      ['a Windows line end in the bio is text', { bio: 'a\r\nb' }, { value: { bio: 'a\r\nb' } }],
      // JavaScript's trim (Joi's too) counts a byte-order mark as white space: at either end it goes with the spaces.
      ['a byte-order mark at the start is trimmed away', { experience: '\uFEFFtexto' }, { value: { experience: 'texto' } }],
      [
        'a bidi override, a zero-width space, a lone surrogate, a joiner between letters, an isolate, a NUL, a BOM',
        { firstName: '\u202Eabc', lastName: 'a\u200Bb', phone: '\uD800', location: 'Pyt\u200Dhon', jobTitle: 'a\u2066b', bio: 'Olá\u0000', experience: 'tex\uFEFFto' },
        { errors: { firstName: U, lastName: U, phone: U, location: U, jobTitle: U, bio: U, experience: U } },
      ],
      [
        'a trail surrogate alone, a word joiner, a zero-width non-joiner, a C1 control',
        { education: 'a\uDC00b', companyName: 'a\u2060b', firstName: 'Jo\u200Cana', lastName: 'Souza\u0085' },
        { errors: { education: U, companyName: U, firstName: U, lastName: U } },
      ],
      ['a line break in a one-line field, a lone carriage return in the bio', { location: 'Natal\nRN', bio: 'a\rb' }, { errors: { location: U, bio: U } }],
      ['a joiner that joins no emoji, in the bio', { bio: '👩\u200D texto' }, { errors: { bio: U } }],
      ['a bidi override in the website', { website: 'https://example.com/\u202Efdp.exe' }, { errors: { website: U } }],
      ['a skill with a bidi override', { skills: ['SCADA', '\u202EPython'] }, { errors: { skills: U } }],
      ['a skill with a zero-width space', { skills: ['Pyt\u200Bhon'] }, { errors: { skills: U } }],
      ['a skill of one letter', { skills: ['SCADA', 'a'] }, { errors: { skills: PR.skillName } }],
      ['51 skills', { skills: Array.from({ length: 51 }, (_, i) => `Competência ${i}`) }, { errors: { skills: PR.skillsMax } }],
      ['skills not a list', { skills: 'SCADA' }, { errors: { skills: M.fieldInvalid } }],
      ['names of one letter or null', { firstName: 'A', lastName: null }, { errors: { firstName: PR.firstNameMin, lastName: PR.lastNameMin } }],
      ['texts too long', { lastName: long(81), bio: long(2001), jobTitle: long(121) }, { errors: { lastName: PR.lastNameMax, bio: PR.bioMax, jobTitle: PR.jobTitleMax } }],
      ['a website without http(s), a flag as text', { website: 'ftp://x.example.com', showPhone: 'sim' }, { errors: { website: PR.urlInvalid, showPhone: PR.booleanInvalid } }],
      ['a website too long', { website: `https://${long(293)}` }, { errors: { website: PR.urlMax } }],
      ['energy areas, none is a choice too', { energyAreas: ['solar', 'eólica'], showEmail: false }, { value: { energyAreas: ['solar', 'eólica'], showEmail: false } }],
      ['no energy area', { energyAreas: [] }, { value: { energyAreas: [] } }],
      ['an energy area twice', { energyAreas: ['solar', 'solar'] }, { errors: { energyAreas: PR.energyAreaInvalid } }],
      ['a job-only energy area', { energyAreas: ['solar', 'nuclear'] }, { errors: { energyAreas: PR.energyAreaInvalid } }],
      ['an energy area with spaces', { energyAreas: [' solar'] }, { errors: { energyAreas: PR.energyAreaInvalid } }],
      ['energy areas not a list', { energyAreas: 'solar' }, { errors: { energyAreas: PR.energyAreaInvalid } }],
      ['energy areas null', { energyAreas: null }, { errors: { energyAreas: PR.energyAreaInvalid } }],
      ['an energy area not a text', { energyAreas: [1] }, { errors: { energyAreas: PR.energyAreaInvalid } }],
    ],
  },
  {
    form: 'portfolio item (POST /api/portfolio)',
    schema: portfolioCreateSchema,
    rules: PORTFOLIO_ITEM_RULES,
    rows: [
      [
        'valid, trimmed, blank list items dropped, category by default',
        { title: ' Usina Solar ', technologies: [' PVsyst ', '', 'AutoCAD'], achievements: ['50 MWp'], description: `Entrega no prazo\n${EMOJI}` },
        { value: { title: 'Usina Solar', category: 'project', technologies: ['PVsyst', 'AutoCAD'], achievements: ['50 MWp'], description: `Entrega no prazo\n${EMOJI}` } },
      ],
      [
        'blank or null texts kept to be cleared',
        { title: 'Usina', description: '', location: null, projectUrl: ' ' },
        { value: { title: 'Usina', category: 'project', description: '', location: null, projectUrl: '' } },
      ],
      [
        'a bidi override, a zero-width space, a lone surrogate, a joiner between letters, an isolate, a control',
        { title: '\u202Eabc', description: 'a\u200Bb', location: '\uD800', technologies: ['SCADA', 'PV\u200Dsyst'], skills: ['\u2066x'], achievements: ['ok\u0007'] },
        { errors: { title: U, description: U, location: U, technologies: U, skills: U, achievements: U } },
      ],
      ['a bidi override in the link', { title: 'Usina', projectUrl: 'https://example.com/\u202Efdp.exe' }, { errors: { projectUrl: U } }],
      ['a line break in a list item', { title: 'Usina', achievements: ['linha\noutra'] }, { errors: { achievements: U } }],
      [
        'an item too long, too many items, not a list',
        { title: 'Usina', technologies: [long(201)], achievements: Array.from({ length: 31 }, (_, i) => `Item ${i}`), skills: 'SCADA' },
        { errors: { technologies: PF.listItemMax, achievements: PF.listMax, skills: M.fieldInvalid } },
      ],
      ['no title, an unknown category', { category: 'hobby' }, { errors: { title: PF.titleRequired, category: PF.categoryInvalid } }],
      ['a title too long, a description too long', { title: long(151), description: long(5001) }, { errors: { title: PF.titleMax, description: PF.descriptionMax } }],
      ['a pasted image URL', { title: 'Usina', imageUrl: 'https://example.com/a.png' }, { errors: { imageUrl: M.fieldUnknown } }],
      ['dates kept as written, trimmed', { title: 'Usina', startDate: ' 2024-02-29 ', endDate: '2025-01-31' }, { value: { title: 'Usina', category: 'project', startDate: '2024-02-29', endDate: '2025-01-31' } }],
      ['dates cleared by blank or null', { title: 'Usina', startDate: ' ', endDate: null }, { value: { title: 'Usina', category: 'project', startDate: '', endDate: null } }],
      ['a day that does not exist, a month 13', { title: 'Usina', startDate: '2025-02-29', endDate: '2025-13-01' }, { errors: { startDate: PF.dateInvalid, endDate: PF.dateInvalid } }],
      ['a date with a time, a Brazilian date', { title: 'Usina', startDate: '2025-01-01T00:00:00Z', endDate: '31/01/2025' }, { errors: { startDate: PF.dateInvalid, endDate: PF.dateInvalid } }],
      ['a date as a number, as an object', { title: 'Usina', startDate: 20250101, endDate: { $gt: '' } }, { errors: { startDate: PF.dateInvalid, endDate: PF.dateInvalid } }],
    ],
  },
  {
    form: 'portfolio item edit (PATCH /api/portfolio/:id)',
    schema: portfolioUpdateSchema,
    rules: PORTFOLIO_UPDATE_RULES,
    rows: [
      ['any subset, no default category', { description: 'Nova descrição' }, { value: { description: 'Nova descrição' } }],
      ['a zero-width space in the title', { title: 'Usi\u200Bna' }, { errors: { title: U } }],
      ['a blank title is still refused', { title: ' ' }, { errors: { title: PF.titleRequired } }],
    ],
  },
  {
    form: 'credential (POST /api/users/credentials)',
    schema: credentialCreateSchema,
    rules: CREDENTIAL_RULES,
    rows: [
      [
        'valid, institution trimmed, notes on several lines',
        { code: 'nr10-basico', trainedOn: '2024-02-29', hours: 40, institution: ' SENAI Natal ', notes: `Turma 3\nReciclagem ${EMOJI}` },
        { value: { code: 'nr10-basico', trainedOn: '2024-02-29', hours: 40, institution: 'SENAI Natal', notes: `Turma 3\nReciclagem ${EMOJI}` } },
      ],
      ['notes blank or null kept to be cleared', { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: 'SESI', notes: null }, { value: { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: 'SESI', notes: null } }],
      [
        'nothing given',
        {},
        { errors: { code: CR.codeInvalid, trainedOn: CR.trainedOnInvalid, hours: CR.hoursInvalid, institution: CR.institutionRequired } },
      ],
      ['a norm not in the catalogue, its name instead of its code', { code: 'NR-10', trainedOn: '2025-01-10', hours: 40, institution: 'SENAI' }, { errors: { code: CR.codeInvalid } }],
      [
        'a day that does not exist',
        { code: 'nr35', trainedOn: '2025-02-29', hours: 8, institution: 'SESI' },
        { errors: { trainedOn: CR.trainedOnInvalid } },
      ],
      ['a Brazilian date', { code: 'nr35', trainedOn: '10/01/2025', hours: 8, institution: 'SESI' }, { errors: { trainedOn: CR.trainedOnInvalid } }],
      ['a date with a time', { code: 'nr35', trainedOn: '2025-01-10T00:00:00Z', hours: 8, institution: 'SESI' }, { errors: { trainedOn: CR.trainedOnInvalid } }],
      ['hours: zero', { code: 'nr35', trainedOn: '2025-01-10', hours: 0, institution: 'SESI' }, { errors: { hours: CR.hoursInvalid } }],
      ['hours: 2001', { code: 'nr35', trainedOn: '2025-01-10', hours: 2001, institution: 'SESI' }, { errors: { hours: CR.hoursInvalid } }],
      ['hours: a fraction', { code: 'nr35', trainedOn: '2025-01-10', hours: 8.5, institution: 'SESI' }, { errors: { hours: CR.hoursInvalid } }],
      ['hours: as text', { code: 'nr35', trainedOn: '2025-01-10', hours: '8', institution: 'SESI' }, { errors: { hours: CR.hoursInvalid } }],
      ['hours: 2000 at most', { code: 'nr35', trainedOn: '2025-01-10', hours: 2000, institution: 'SESI' }, { value: { code: 'nr35', trainedOn: '2025-01-10', hours: 2000, institution: 'SESI' } }],
      [
        'an institution blank, notes too long',
        { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: '   ', notes: long(1001) },
        { errors: { institution: CR.institutionRequired, notes: CR.notesMax } },
      ],
      ['an institution too long', { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: long(121) }, { errors: { institution: CR.institutionMax } }],
      [
        'a line break in the institution, a bidi override in the notes',
        { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: 'SESI\nNatal', notes: '\u202Eabc' },
        { errors: { institution: U, notes: U } },
      ],
      ['a stored field sent', { code: 'nr35', trainedOn: '2025-01-10', hours: 8, institution: 'SESI', validUntil: '2030-01-01' }, { errors: { validUntil: M.fieldUnknown } }],
    ],
  },
  {
    form: 'credential edit (PATCH /api/users/credentials/:id)',
    schema: credentialUpdateSchema,
    rules: CREDENTIAL_UPDATE_RULES,
    rows: [
      ['any subset', { hours: 16 }, { value: { hours: 16 } }],
      ['notes cleared', { notes: '' }, { value: { notes: '' } }],
      ['a blank institution is still refused', { institution: ' ' }, { errors: { institution: CR.institutionRequired } }],
      ['a null date, a null norm', { trainedOn: null, code: null }, { errors: { trainedOn: CR.trainedOnInvalid, code: CR.codeInvalid } }],
    ],
  },
  {
    form: 'skill (POST /api/skills)',
    schema: skillCreateSchema,
    rules: SKILL_CREATE_RULES,
    rows: [
      ['valid, trimmed, technical by default', { name: ' Python ' }, { value: { name: 'Python', category: 'technical' } }],
      ['a bidi override (the reversed skill of the catalogue)', { name: '\u202Eabc' }, { errors: { name: U } }],
      ['a zero-width space', { name: 'a\u200Bb' }, { errors: { name: U } }],
      ['a lone surrogate', { name: '\uD800' }, { errors: { name: U } }],
      ['a joiner between letters', { name: 'Pyt\u200Dhon' }, { errors: { name: U } }],
      ['a tab', { name: 'Py\tthon' }, { errors: { name: U } }],
      ['too short, an unknown category', { name: 'a', category: 'hobby' }, { errors: { name: SK.name, category: SK.categoryInvalid } }],
      ['nothing given', {}, { errors: { name: SK.name } }],
    ],
  },
  {
    form: 'skill suggestions (GET /api/skills?q=)',
    schema: skillQuerySchema,
    rules: SKILL_QUERY_RULES,
    rows: [
      ['valid, trimmed', { q: ' sol ' }, { value: { q: 'sol' } }],
      ['a bidi override', { q: '\u202Esolar' }, { errors: { q: U } }],
      ['two letters', { q: 'so' }, { errors: { q: SK.queryMin } }],
      ['61 letters', { q: long(61) }, { errors: { q: SK.queryMax } }],
    ],
  },
  // The admin panel's partner dialog, settings and flags, and the landing editor (issues 13 and 23).
  {
    form: 'partner (admin panel)',
    schema: joiRules(PARTNER_RULES),
    rules: PARTNER_RULES,
    rows: [
      [
        'valid, e-mail lower-cased, blanks left out',
        { name: ' Solar Sertão ', description: '', website: 'https://solar.example.com', contactEmail: 'Oi@Solar.COM', sponsorshipLevel: 'gold', isActive: true },
        { value: { name: 'Solar Sertão', website: 'https://solar.example.com', contactEmail: 'oi@solar.com', sponsorshipLevel: 'gold', isActive: true } },
      ],
      [
        'everything wrong',
        { name: '', website: 'ftp://x.example.com', contactEmail: 'x', sponsorshipLevel: 'diamante', isFeatured: 'sim' },
        { errors: { name: A.partnerNameRequired, website: A.websiteInvalid, contactEmail: A.partnerEmailInvalid, sponsorshipLevel: A.sponsorshipInvalid, isFeatured: M.fieldInvalid } },
      ],
      ['name too long', { name: long(121), sponsorshipLevel: 'bronze' }, { errors: { name: A.partnerNameMax } }],
      ['a description keeps its lines', { name: 'X', sponsorshipLevel: 'bronze', description: 'a\nb' }, { value: { name: 'X', sponsorshipLevel: 'bronze', description: 'a\nb' } }],
      ['a place in the list, 0 to 9999', { name: 'X', sponsorshipLevel: 'bronze', displayOrder: 9999 }, { value: { name: 'X', sponsorshipLevel: 'bronze', displayOrder: 9999 } }],
      ['a place past 9999', { name: 'X', sponsorshipLevel: 'bronze', displayOrder: 10000 }, { errors: { displayOrder: A.displayOrderInvalid } }],
      ['a negative place', { name: 'X', sponsorshipLevel: 'bronze', displayOrder: -1 }, { errors: { displayOrder: A.displayOrderInvalid } }],
      ['a place as text', { name: 'X', sponsorshipLevel: 'bronze', displayOrder: '3' }, { errors: { displayOrder: A.displayOrderInvalid } }],
      ['a fractional place', { name: 'X', sponsorshipLevel: 'bronze', displayOrder: 1.5 }, { errors: { displayOrder: A.displayOrderInvalid } }],
    ],
  },
  {
    form: 'partner edit (PATCH /api/admin/partners/:id)',
    schema: joiRules(PARTNER_UPDATE_RULES),
    rules: PARTNER_UPDATE_RULES,
    rows: [
      ['one field', { displayOrder: 2 }, { value: { displayOrder: 2 } }],
      ['texts cleared with null or blank', { description: null, website: '', contactEmail: null }, { value: { description: null, website: '', contactEmail: null } }],
      ['a cleared name is refused', { name: '' }, { errors: { name: A.partnerNameRequired } }],
      ['a wrong link still refused', { website: 'ftp://x.example.com' }, { errors: { website: A.websiteInvalid } }],
    ],
  },
  {
    form: 'site settings (PUT /api/admin/settings)',
    schema: joiRules(SITE_SETTINGS_RULES),
    rules: SITE_SETTINGS_RULES,
    rows: [
      ['opening hours trimmed, blank lines dropped', { contactHours: [' Seg a Sex: 8h-18h ', '', '  '] }, { value: { contactHours: ['Seg a Sex: 8h-18h'] } }],
      ['opening hours all blank', { contactHours: ['', ' '] }, { errors: { contactHours: A.settingsTextRequired } }],
      ['seven lines of hours', { contactHours: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, { errors: { contactHours: A.settingsInvalid } }],
      ['hours not a list', { contactHours: 'Seg a Sex' }, { errors: { contactHours: A.settingsInvalid } }],
      ['a line of hours too long', { contactHours: [long(201)] }, { errors: { contactHours: A.settingsTextMax } }],
      ['an e-mail lower-cased, a flag', { contactEmail: ' Contato@Conecta.COM ', registrationsOpen: false }, { value: { contactEmail: 'contato@conecta.com', registrationsOpen: false } }],
    ],
  },
  {
    form: "the home's figures (homeStats of PUT /api/admin/settings)",
    schema: joiRules(HOME_STATS_RULES),
    rules: HOME_STATS_RULES,
    rows: [
      ['four whole numbers', { professionals: 0, companies: 10, jobs: 10000000, events: 3 }, { value: { professionals: 0, companies: 10, jobs: 10000000, events: 3 } }],
      ['one missing', { professionals: 1, companies: 1, jobs: 1 }, { errors: { events: A.homeStatInvalid } }],
      ['too big, negative, text', { professionals: 10000001, companies: -1, jobs: '5', events: 1 }, { errors: { professionals: A.homeStatInvalid, companies: A.homeStatInvalid, jobs: A.homeStatInvalid } }],
    ],
  },
  {
    form: "an admin's flag on an account (PATCH /api/admin/users/:userId/suspend)",
    schema: joiRules(SUSPEND_RULES),
    rules: SUSPEND_RULES,
    rows: [
      ['true', { isSuspended: true }, { value: { isSuspended: true } }],
      ['missing', {}, { errors: { isSuspended: PR.booleanInvalid } }],
      ['a text', { isSuspended: 'true' }, { errors: { isSuspended: PR.booleanInvalid } }],
    ],
  },
  {
    form: 'landing section content (editor)',
    schema: joiRules(LANDING_CONTENT_RULES),
    rules: LANDING_CONTENT_RULES,
    rows: [
      ['paths and http(s) links, a field cleared', { buttonLink: '/auth', image: 'https://cdn.example.com/a.png', subtitle: '' }, { value: { buttonLink: '/auth', image: 'https://cdn.example.com/a.png', subtitle: '' } }],
      ['a script link, a protocol-relative link', { buttonLink: 'javascript:alert(1)', image: '//evil.example.com/a.png' }, { errors: { buttonLink: A.landingLinkInvalid, image: A.landingImageInvalid } }],
      // Browsers read /\host (and \\host) as //host: another site, not a path of this one.
      ['a slash and a backslash, two backslashes', { buttonLink: '/\\evil.example', image: '\\\\evil.example/a.png' }, { errors: { buttonLink: A.landingLinkInvalid, image: A.landingImageInvalid } }],
      ['a backslash later in a path or a URL', { buttonLink: '/vagas\\..\\x', image: 'https:/\\evil.example/a.png' }, { errors: { buttonLink: A.landingLinkInvalid, image: A.landingImageInvalid } }],
      ['a backslash in an http URL', { buttonLink: 'https://ok.example\\@evil.example/' }, { errors: { buttonLink: A.landingLinkInvalid } }],
      ['paths with a query and a fragment stay valid', { buttonLink: '/vagas?tipo=est%C3%A1gio#lista' }, { value: { buttonLink: '/vagas?tipo=est%C3%A1gio#lista' } }],
      ['a title too long, a line break in the title', { title: long(201), subtitle: 'a\nb' }, { errors: { title: A.landingTitleMax, subtitle: UNSAFE_TEXT_MESSAGE } }],
      ['unknown field', { color: 'red' }, { errors: { color: M.fieldUnknown } }],
    ],
  },
  // The lists' query strings (issue 23): every value arrives as a string (or an array when repeated).
  {
    form: 'job list (GET /api/vagas)',
    schema: jobListSchema,
    rules: JOB_LIST_QUERY_RULES,
    rows: [
      ['nothing given: the first page of 20', {}, { value: { limit: 20, offset: 0 } }],
      ["'Todas', 'todos', 'all' and blanks are no filter", { jobType: 'Todas', energyArea: '', location: ' todos ', workType: 'all', q: '  ' }, { value: { limit: 20, offset: 0 } }],
      ['filters trimmed', { q: ' solar ', energyArea: ' solar', location: ' Natal/RN ', jobFunction: 'Técnico', workType: 'remoto' }, { value: { q: 'solar', energyArea: 'solar', location: 'Natal/RN', jobFunction: 'Técnico', workType: 'remoto', limit: 20, offset: 0 } }],
      ['several types, comma-separated, each once', { jobType: ' emprego , freelance,emprego ' }, { value: { jobType: ['emprego', 'freelance'], limit: 20, offset: 0 } }],
      ['one type is a list of one', { jobType: 'estágio' }, { value: { jobType: ['estágio'], limit: 20, offset: 0 } }],
      ['an unknown type among several; several where one is taken', { jobType: 'emprego,bico', workType: 'híbrido,remoto' }, { errors: { jobType: C.jobTypeInvalid, workType: C.workTypeInvalid } }],
      ['a trailing comma', { jobType: 'emprego,' }, { errors: { jobType: C.jobTypeInvalid } }],
      ['a repeated parameter', { jobType: ['emprego', 'estágio'], energyArea: ['solar'], q: ['a', 'b'] }, { errors: { jobType: C.jobTypeInvalid, energyArea: C.energyAreaInvalid, q: C.searchInvalid } }],
      ['unknown choices', { energyArea: 'Solar', jobFunction: 'técnico', workType: 'Remoto' }, { errors: { energyArea: C.energyAreaInvalid, jobFunction: C.jobFunctionInvalid, workType: C.workTypeInvalid } }],
      ['a search of 101, a location of 121', { q: long(101), location: long(121) }, { errors: { q: C.searchInvalid, location: C.locationInvalid } }],
      ['a search of 100, a location of 120', { q: long(100), location: long(120) }, { value: { q: long(100), location: long(120), limit: 20, offset: 0 } }],
      ['a page as digits', { limit: '10', offset: '40' }, { value: { limit: 10, offset: 40 } }],
      ['numbers as Joi reads them: a sign, spaces, zeros', { limit: '+5', offset: ' 07 ' }, { value: { limit: 5, offset: 7 } }],
      ['numbers as Joi reads them: zero decimals', { limit: '5.0', offset: '6.' }, { value: { limit: 5, offset: 6 } }],
      ['numbers as Joi reads them: an exponent', { limit: '1e1', offset: '0.5e1' }, { value: { limit: 10, offset: 5 } }],
      ['minus zero is the first page', { offset: '-0' }, { value: { limit: 20, offset: 0 } }],
      ['the bounds', { limit: '50', offset: '10000' }, { value: { limit: 50, offset: 10000 } }],
      ['past the bounds', { limit: '51', offset: '10001' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['under the bounds', { limit: '0', offset: '-1' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['not whole', { limit: '5.5', offset: '15e-1' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['blank, not a number', { limit: '', offset: 'dez' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['hexadecimal, infinity', { limit: '0x10', offset: 'Infinity' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['a point alone before the zero', { offset: '.0' }, { errors: { offset: C.offsetInvalid } }],
      ['more precise than a number holds', { limit: '10.0000000000000000001', offset: '1.00000000000000000001e1' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
      ['a repeated page', { limit: ['10', '20'] }, { errors: { limit: C.limitInvalid } }],
      ['an unknown parameter', { page: '2' }, { errors: { page: M.fieldUnknown } }],
    ],
  },
  {
    form: 'recommended jobs (GET /api/vagas/recommended)',
    schema: recommendedSchema,
    rules: RECOMMENDED_JOBS_QUERY_RULES,
    rows: [
      ['the dashboard few by default', {}, { value: { limit: 4 } }],
      ['a limit given', { limit: '3' }, { value: { limit: 3 } }],
      ['no offset here', { offset: '3' }, { errors: { offset: M.fieldUnknown } }],
    ],
  },
  {
    form: 'course list (GET /api/cursos)',
    schema: courseListSchema,
    rules: COURSE_LIST_QUERY_RULES,
    rows: [
      ['filters, no filter', { category: 'webinar', level: 'Todas', energyArea: 'eólica' }, { value: { category: 'webinar', energyArea: 'eólica', limit: 20, offset: 0 } }],
      ['unknown choices', { category: 'palestra', level: 'intermediario', energyArea: 'eolica' }, { errors: { category: C.categoryInvalid, level: C.levelInvalid, energyArea: C.energyAreaInvalid } }],
    ],
  },
  {
    form: 'event list (GET /api/eventos)',
    schema: eventListSchema,
    rules: EVENT_LIST_QUERY_RULES,
    rows: [
      ['every event, a page of 12', {}, { value: { when: 'all', limit: 12, offset: 0 } }],
      ['upcoming, trimmed; a blank period is every event', { when: ' upcoming ', search: ' solar ' }, { value: { when: 'upcoming', search: 'solar', limit: 12, offset: 0 } }],
      ['a blank period', { when: '  ' }, { value: { when: 'all', limit: 12, offset: 0 } }],
      ["'Todas' is no period", { when: 'Todas' }, { errors: { when: C.whenInvalid } }],
      ['unknown type, a location of 161', { eventType: 'festa', location: long(161) }, { errors: { eventType: C.eventTypeInvalid, location: C.locationInvalid } }],
      ['a location of 160', { location: long(160), eventType: 'todos' }, { value: { location: long(160), when: 'all', limit: 12, offset: 0 } }],
    ],
  },
  {
    form: 'directory (GET /api/users)',
    schema: usersQuerySchema,
    rules: DIRECTORY_QUERY_RULES,
    rows: [
      ['filters', { q: ' Ana ', userType: 'company', energyArea: 'solar', location: 'Natal' }, { value: { q: 'Ana', userType: 'company', energyArea: 'solar', location: 'Natal', limit: 20, offset: 0 } }],
      ['an admin is not in the directory', { userType: 'admin' }, { errors: { userType: D.userTypeInvalid } }],
      ['a location of 101', { location: long(101) }, { errors: { location: C.locationInvalid } }],
      ['not the professionals’ parameter', { professionalType: 'company' }, { errors: { professionalType: M.fieldUnknown } }],
    ],
  },
  {
    form: 'professionals (GET /api/profissionais)',
    schema: professionalsQuerySchema,
    rules: PROFESSIONALS_QUERY_RULES,
    rows: [
      ['a kind, no filter', { professionalType: 'individual', energyArea: 'Todas' }, { value: { professionalType: 'individual', limit: 20, offset: 0 } }],
      ['an unknown kind', { professionalType: 'student' }, { errors: { professionalType: D.professionalTypeInvalid } }],
    ],
  },
  {
    form: 'search (GET /api/search)',
    schema: searchQuerySchema,
    rules: SEARCH_QUERY_RULES,
    rows: [
      ['every group by default', { q: ' solar ' }, { value: { q: 'solar', type: 'all', limit: 20, offset: 0 } }],
      ["'Todas' is every group", { q: 'solar', type: 'Todas', area: '' }, { value: { q: 'solar', type: 'all', limit: 20, offset: 0 } }],
      ['one group, further on', { q: 'solar', type: 'jobs', area: 'solar', offset: '5' }, { value: { q: 'solar', type: 'jobs', area: 'solar', limit: 20, offset: 5 } }],
      ['an unknown group and area, no term', { type: 'posts', area: 'x' }, { errors: { q: SEARCH_MESSAGES.termRequired, type: SEARCH_MESSAGES.typeInvalid, area: C.energyAreaInvalid } }],
    ],
  },
  {
    form: 'a conversation’s page (GET /api/messages/:userId)',
    schema: messagePageSchema,
    rules: MESSAGE_PAGE_QUERY_RULES,
    rows: [
      ['the latest 50', {}, { value: { limit: 50 } }],
      ['before a message, trimmed', { before: ` ${ID} `, limit: '20' }, { value: { before: ID, limit: 20 } }],
      ["'Todas' is a value here (never found)", { before: 'Todas' }, { value: { before: 'Todas', limit: 50 } }],
      ['a blank before', { before: '  ' }, { errors: { before: MM.beforeInvalid } }],
      ['an empty before', { before: '' }, { errors: { before: MM.beforeInvalid } }],
      ['65 characters, a page of 51', { before: long(65), limit: '51' }, { errors: { before: MM.beforeInvalid, limit: MM.limitInvalid } }],
      ['no offset here', { offset: '0' }, { errors: { offset: M.fieldUnknown } }],
    ],
  },
  {
    form: 'admin users (GET /api/admin/users)',
    schema: adminUsersQuerySchema,
    rules: ADMIN_USERS_QUERY_RULES,
    rows: [
      ['a page of 20', {}, { value: { limit: 20, offset: 0 } }],
      ['admins and general accounts too', { userType: 'admin', q: ' ana ' }, { value: { userType: 'admin', q: 'ana', limit: 20, offset: 0 } }],
      ['an unknown type, a search of 101', { userType: 'root', q: long(101) }, { errors: { userType: M.userTypeInvalid, q: M.fieldInvalid } }],
    ],
  },
  {
    form: 'audit log (GET /api/admin/logs)',
    schema: logsQuerySchema,
    rules: ADMIN_LOGS_QUERY_RULES,
    rows: [
      ['a page of 20', {}, { value: { limit: 20, offset: 0 } }],
      ['a bad page', { limit: 'x', offset: '1.5' }, { errors: { limit: C.limitInvalid, offset: C.offsetInvalid } }],
    ],
  },
  {
    form: 'analytics period (GET /api/admin/analytics)',
    schema: analyticsQuerySchema,
    rules: ANALYTICS_QUERY_RULES,
    rows: [
      ['no period: the service’s default', {}, { value: {} }],
      ['a period, leap day included', { from: '2024-02-29', to: '2024-12-31' }, { value: { from: '2024-02-29', to: '2024-12-31' } }],
      ['a day that does not exist, a blank one', { from: '2025-02-29', to: '' }, { errors: { from: A.periodInvalid, to: A.periodInvalid } }],
      ['spaces around, a time', { from: ' 2025-01-01', to: '2025-01-31T00:00' }, { errors: { from: A.periodInvalid, to: A.periodInvalid } }],
      ['a repeated day', { from: ['2025-01-01', '2025-01-02'] }, { errors: { from: A.periodInvalid } }],
    ],
  },
];

describe('validation rules: one definition, the same verdicts on the server and in the browser', () => {
  for (const { form, schema, rules, rows } of TABLES) {
    describe(form, () => {
      for (const [name, input, expected] of rows) {
        it(name, () => {
          const fromServer = server(schema, input);
          const fromBrowser = browser(rules, input);
          expect(fromBrowser, 'browser and server').to.deep.equal(fromServer);
          if ('value' in expected) expect(fromServer.value).to.deep.equal(expected.value);
          else expect(fromServer.errors).to.deep.equal(expected.errors);
        });
      }
    });
  }

  describe('search term (the search boxes and GET /api/search?q)', () => {
    const rows: Array<[string, unknown, string | undefined]> = [
      ['a word', ' solar ', undefined],
      ['whitespace only', '   ', SEARCH_MESSAGES.termRequired],
      ['missing', undefined, SEARCH_MESSAGES.termRequired],
      ['101 characters', long(101), C.searchInvalid],
      ['repeated parameter', ['a', 'b'], SEARCH_MESSAGES.termRequired],
    ];
    for (const [name, q, message] of rows) {
      it(name, () => {
        const fromServer = server(searchQuerySchema, q === undefined ? {} : { q });
        const fromBrowser = browser({ q: SEARCH_TERM_RULE }, q === undefined ? {} : { q });
        expect(fromBrowser.errors).to.deep.equal(fromServer.errors);
        expect(fromServer.errors.q).to.equal(message);
        if (!message) expect(fromServer.value!.q).to.equal(fromBrowser.value!.q).and.equal('solar');
      });
    }
  });

  describe('path parameter naming a document', () => {
    for (const [name, id, message] of [
      ['24 hex characters', ID, undefined],
      ['too short', 'abc', C.idInvalid],
      ['not hex', 'zzzzzzzzzzzzzzzzzzzzzzzz', C.idInvalid],
    ] as const) {
      it(name, () => {
        const fromServer = server(idParams('id'), { id });
        expect(browser({ id: ID_PARAM_RULE }, { id }).errors).to.deep.equal(fromServer.errors);
        expect(fromServer.errors.id).to.equal(message);
        if (!message) expect(fromServer.value).to.deep.equal({ id });
      });
    }
  });
});
