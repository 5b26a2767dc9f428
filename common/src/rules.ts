/**
 * One definition of each form's input rules (spec §5), read by both sides: the
 * browser's forms run `validateInput` (fields.ts, no Joi in the bundle), the
 * backend turns the same rules into Joi (backend/src/lib/rules.ts). A field
 * reports only its first problem, with the Portuguese message of its rule.
 * backend/test/rules.test.ts runs both over one table of inputs.
 */
import { LIMITS, MESSAGES, EMAIL_PATTERN, PASSWORD_MESSAGES } from './validation';
import { LOGIN_LINK_MESSAGES } from './api';
import {
  CATALOGUE_MESSAGES,
  COVER_LETTER_MAX,
  DIRECTORY_MESSAGES,
  DIRECTORY_USER_TYPES,
  PAGE_LIMITS,
  PROFESSIONAL_TYPES,
  SEARCH_TYPES,
} from './catalogue';
import { CLIENT_ID_PATTERN, MESSAGE_LIMITS, MESSAGE_MESSAGES } from './messages';
import { MESSAGE_SAFETY_MESSAGES, MESSAGES_FROM, REPORT_LIMITS } from './messageSafety';
import { ADMIN_LIMITS, ADMIN_MESSAGES, LANDING_LINK_PATTERN } from './admin';
import {
  HTTP_URL_PATTERN,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PROFILE_ENERGY_AREAS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SKILL_LIMITS,
  SKILL_MESSAGES,
} from './profile';
import {
  APPLICATION_STATUSES,
  CONTACT_TYPES,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  DEFAULT_USER_TYPE,
  ENERGY_AREAS,
  EVENT_TYPES,
  JOB_FUNCTIONS,
  JOB_TYPES,
  PORTFOLIO_CATEGORIES,
  SIGNUP_CHOICES,
  SERVICE_KINDS,
  SKILL_CATEGORIES,
  SPONSORSHIP_LEVELS,
  USER_TYPES,
  WORK_TYPES,
} from './domain';
import { PUBLISHING_LIMITS as P, PUBLISHING_MESSAGES as PM } from './publishing';
import {
  choice,
  enumFilter,
  enumListFilter,
  OBJECT_ID_PATTERN,
  PAGE_OFFSET_RULE,
  pageLimit,
  partialRules,
  SEARCH_MESSAGES,
  SEARCH_TERM_RULE,
  text,
  textFilter,
  type DayRule,
  type ListRule,
  type Rules,
  type TextRule,
  type FlagRule,
  type IntegerRule,
} from './fields';
import { COMMON_PASSWORDS } from './commonPasswords';
import { CREDENTIAL_CODES, CREDENTIAL_LIMITS, CREDENTIAL_MESSAGES } from './credentials';
import { REQUIRABLE_REGISTRATIONS, REQUIREMENT_MESSAGES } from './jobRequirements';
import { SERVICE_LIMITS as S, SERVICE_MESSAGES as SM } from './services';
import { BRAZIL_STATES } from './verifications';

const emailRule = text({ lowercase: true, max: LIMITS.emailMax, pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid });
const passwordRule = text({
  trim: false,
  min: LIMITS.passwordMin,
  max: LIMITS.passwordMax,
  message: MESSAGES.passwordMin,
  maxMessage: MESSAGES.passwordMax,
});
/**
 * A password being chosen (sign-up, change) must also be guessable by nobody in a few tries:
 * not spaces alone, not one of the most common. Signing in keeps `passwordRule`: it only compares
 * with the stored hash, and an account older than this rule must still get in.
 */
const newPasswordRule = text({
  ...passwordRule,
  notBlankMessage: MESSAGES.passwordBlank,
  refused: { values: COMMON_PASSWORDS, message: MESSAGES.passwordCommon },
});
/**
 * POST /api/auth/password. The current password is only checked against the stored one (any
 * length: the server answers whether it is right); the new one follows sign-up's rule. One rule
 * spans both fields: `passwordChangeError`, run by both sides after the field rules.
 */
export const PASSWORD_CHANGE_RULES = {
  currentPassword: text({ trim: false, max: LIMITS.passwordMax, message: PASSWORD_MESSAGES.currentRequired, maxMessage: MESSAGES.passwordMax }),
  newPassword: newPasswordRule,
} as const satisfies Rules;

/** The profile's form: the change plus a confirmation of the new password, which is never sent. */
export const PASSWORD_FORM_RULES = {
  ...PASSWORD_CHANGE_RULES,
  confirmPassword: text({ trim: false, max: LIMITS.passwordMax, message: PASSWORD_MESSAGES.confirmRequired, maxMessage: MESSAGES.passwordMax }),
} as const satisfies Rules;

/**
 * The cross-field rules: a new password equal to the current one changes nothing (and would end
 * the other sessions for nothing); the form's confirmation must repeat the new one.
 */
export function passwordChangeError(input: { currentPassword?: string; newPassword?: string; confirmPassword?: string }): Record<string, string> {
  const { currentPassword, newPassword, confirmPassword } = input;
  const errors: Record<string, string> = {};
  if (currentPassword && newPassword && currentPassword === newPassword) errors.newPassword = PASSWORD_MESSAGES.sameAsCurrent;
  if (confirmPassword !== undefined && confirmPassword !== newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

const nameRule = (message: string) => text({ min: LIMITS.nameMin, max: LIMITS.nameMax, message, maxMessage: MESSAGES.nameMax });

export const LOGIN_RULES = { email: emailRule, password: passwordRule } as const satisfies Rules;

/** POST /api/auth/login-link: the address to mail a sign-in link to (issue 22). */
export const LOGIN_LINK_RULES = { email: emailRule } as const satisfies Rules;

/** A mailed link's token: 32 bytes of HMAC-SHA256 in base64url (backend/src/services/linkTokens.ts). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/auth/email/confirm and /api/auth/login-link/confirm: the token of the mailed link. Any
 * malformed one is the same dead link to the person holding it.
 */
export const LINK_TOKEN_RULES = {
  token: text({ trim: false, pattern: LINK_TOKEN_PATTERN, message: LOGIN_LINK_MESSAGES.invalidLink }),
} as const satisfies Rules;

/**
 * userType takes the three types the sign-up offers (spec §2: Estudante, Profissional, Empresa);
 * any other (`general`, made-up ones) is 400 under `userType`. `admin` is recognised too, only to
 * be refused with 403 by the route (a clear answer, not "invalid value"); isAdmin and isVerified
 * are unknown fields, hence refused.
 */
export const REGISTER_RULES = {
  firstName: nameRule(MESSAGES.firstNameMin),
  lastName: nameRule(MESSAGES.lastNameMin),
  email: emailRule,
  password: newPasswordRule,
  userType: choice([...SIGNUP_CHOICES, 'admin'] as const, MESSAGES.userTypeInvalid, { required: false, default: DEFAULT_USER_TYPE }),
} as const satisfies Rules;

const optionalText = (max: number, maxMessage: string) =>
  text({ required: false, blankIsAbsent: true, max, message: MESSAGES.fieldInvalid, maxMessage });

export const CONTACT_RULES = {
  name: nameRule(MESSAGES.nameMin),
  email: emailRule,
  phone: optionalText(LIMITS.phoneMax, MESSAGES.phoneMax),
  company: optionalText(LIMITS.companyMax, MESSAGES.companyMax),
  contactType: choice(CONTACT_TYPES, MESSAGES.contactTypeRequired),
  subject: text({ min: LIMITS.contactSubjectMin, max: LIMITS.contactSubjectMax, message: MESSAGES.subjectMin, maxMessage: MESSAGES.subjectMax }),
  message: text({ multiline: true, min: LIMITS.contactMessageMin, max: LIMITS.contactMessageMax, message: MESSAGES.messageMin, maxMessage: MESSAGES.messageMax }),
} as const satisfies Rules;

/** POST /api/messages: content trimmed, 1..2000; clientId an optional idempotency key. */
export const SEND_MESSAGE_RULES = {
  receiverId: text({ trim: false, pattern: OBJECT_ID_PATTERN, message: MESSAGE_MESSAGES.receiverInvalid }),
  content: text({ multiline: true, min: 1, max: MESSAGE_LIMITS.contentMax, message: MESSAGE_MESSAGES.contentEmpty, maxMessage: MESSAGE_MESSAGES.contentMax }),
  clientId: text({ trim: false, required: false, pattern: CLIENT_ID_PATTERN, message: MESSAGE_MESSAGES.clientIdInvalid }),
} as const satisfies Rules;

/** POST /api/messages/:userId/report. */
export const REPORT_RULES = {
  reason: text({
    multiline: true,
    min: REPORT_LIMITS.reasonMin,
    max: REPORT_LIMITS.reasonMax,
    message: MESSAGE_SAFETY_MESSAGES.reasonMin,
    maxMessage: MESSAGE_SAFETY_MESSAGES.reasonMax,
  }),
} as const satisfies Rules;

/** POST /api/admin/{jobs|courses|events}/:id/approve: the version of the item the admin read (PendingJobDTO.version). */
export const APPROVE_RULES = {
  version: { kind: 'date', required: true, message: ADMIN_MESSAGES.versionRequired },
} as const satisfies Rules;

/** POST /api/admin/{jobs|courses|events}/:id/reject: the version read and the reason the owner is shown. */
export const REJECT_RULES = {
  ...APPROVE_RULES,
  reason: text({
    multiline: true,
    min: P.reasonMin,
    max: P.reasonMax,
    message: PM.reasonInvalid,
  }),
} as const satisfies Rules;

/** POST /api/admin/{jobs|courses|events}/:id/take-down (issue 25): the reason the owner is shown. */
export const TAKEDOWN_RULES = {
  reason: text({
    multiline: true,
    min: P.reasonMin,
    max: P.reasonMax,
    message: ADMIN_MESSAGES.takedownReasonInvalid,
  }),
} as const satisfies Rules;

/** POST /api/admin/users/:userId/take-down-page (issue 25): the same reason as an item's take-down. */
export const PAGE_TAKEDOWN_RULES = TAKEDOWN_RULES;

/** PUT /api/messages/settings. */
export const MESSAGE_SETTINGS_RULES = {
  readReceipts: { kind: 'flag', required: true, message: MESSAGE_SAFETY_MESSAGES.readReceiptsInvalid },
  messagesFrom: { kind: 'choice', values: MESSAGES_FROM, required: false, message: MESSAGE_SAFETY_MESSAGES.messagesFromInvalid },
} as const satisfies Rules;

/** POST /api/vagas/:id/apply (spec §7: the UI sends coverLetter as an empty string). */
export const APPLY_RULES = {
  coverLetter: text({
    multiline: true,
    required: false,
    min: 0,
    max: COVER_LETTER_MAX,
    default: '',
    message: MESSAGES.fieldInvalid,
    maxMessage: CATALOGUE_MESSAGES.coverLetterMax,
  }),
} as const satisfies Rules;

/** POST /api/admin/partners (PartnerInput); a missing displayOrder is stored as 0 (the model's default). */
export const PARTNER_RULES = {
  name: text({ max: ADMIN_LIMITS.partnerNameMax, message: ADMIN_MESSAGES.partnerNameRequired, maxMessage: ADMIN_MESSAGES.partnerNameMax }),
  description: text({ required: false, blankIsAbsent: true, multiline: true, max: ADMIN_LIMITS.partnerDescriptionMax, message: MESSAGES.fieldInvalid, maxMessage: ADMIN_MESSAGES.partnerDescriptionMax }),
  website: text({ required: false, blankIsAbsent: true, max: PROFILE_LIMITS.urlMax, pattern: HTTP_URL_PATTERN, message: ADMIN_MESSAGES.websiteInvalid }),
  contactEmail: text({ required: false, blankIsAbsent: true, lowercase: true, max: LIMITS.emailMax, pattern: EMAIL_PATTERN, message: ADMIN_MESSAGES.partnerEmailInvalid }),
  sponsorshipLevel: choice(SPONSORSHIP_LEVELS, ADMIN_MESSAGES.sponsorshipInvalid),
  isActive: { kind: 'flag', required: false, message: MESSAGES.fieldInvalid },
  isFeatured: { kind: 'flag', required: false, message: MESSAGES.fieldInvalid },
  displayOrder: { kind: 'integer', min: 0, max: ADMIN_LIMITS.displayOrderMax, required: false, message: ADMIN_MESSAGES.displayOrderInvalid },
} as const satisfies Rules;

/**
 * PATCH /api/admin/partners/:id: any subset of PARTNER_RULES, where '' or null clears an optional
 * text (on a create it would be left out).
 */
export const PARTNER_UPDATE_RULES = {
  ...(Object.fromEntries(Object.entries(PARTNER_RULES).map(([name, rule]) => [name, { ...rule, required: false }])) as {
    [K in keyof typeof PARTNER_RULES]: (typeof PARTNER_RULES)[K] & { required: false };
  }),
  description: { ...PARTNER_RULES.description, blankIsAbsent: false, clearable: true },
  website: { ...PARTNER_RULES.website, blankIsAbsent: false, clearable: true },
  contactEmail: { ...PARTNER_RULES.contactEmail, blankIsAbsent: false, clearable: true },
} as const satisfies Rules;

/** The admins' flags on an account (PATCH /api/admin/users/:userId/...): a boolean, nothing else. */
const adminFlag = { kind: 'flag', required: true, message: PROFILE_MESSAGES.booleanInvalid } as const satisfies FlagRule;
export const VERIFY_RULES = { isVerified: adminFlag } as const satisfies Rules;
export const SUSPEND_RULES = { isSuspended: adminFlag } as const satisfies Rules;
export const ADMIN_RIGHTS_RULES = { isAdmin: adminFlag } as const satisfies Rules;

/** PUT /api/admin/settings: the texts, the opening hours (a list of lines) and, apart, the home's figures. */
const settingsText = (rule: Partial<Omit<TextRule, 'kind'>> = {}) =>
  text({ required: false, max: ADMIN_LIMITS.settingsTextMax, message: ADMIN_MESSAGES.settingsTextRequired, maxMessage: ADMIN_MESSAGES.settingsTextMax, ...rule });
export const SITE_SETTINGS_RULES = {
  contactEmail: settingsText({ lowercase: true, pattern: EMAIL_PATTERN, message: ADMIN_MESSAGES.settingsEmailInvalid }),
  contactPhone: settingsText(),
  contactAddress: settingsText(),
  registrationsOpen: { kind: 'flag', required: false, message: MESSAGES.fieldInvalid },
  publishVerifiedCompanyJobs: { kind: 'flag', required: false, message: MESSAGES.fieldInvalid },
  contactHours: {
    kind: 'list',
    item: settingsText({ required: true }),
    minItems: 1,
    maxItems: ADMIN_LIMITS.contactHoursMax,
    required: false,
    message: ADMIN_MESSAGES.settingsInvalid,
    minItemsMessage: ADMIN_MESSAGES.settingsTextRequired,
  },
} as const satisfies Rules;
const homeStat = { kind: 'integer', min: 0, max: ADMIN_LIMITS.homeStatMax, required: true, message: ADMIN_MESSAGES.homeStatInvalid } as const satisfies IntegerRule;
/** `homeStats` of PUT /api/admin/settings: the home's four figures, all given. */
export const HOME_STATS_RULES = { professionals: homeStat, companies: homeStat, jobs: homeStat, events: homeStat } as const satisfies Rules;

/** `:sectionId` of /api/admin/landing: a word (an unknown one answers 404 from the handler, as a malformed one here). */
export const LANDING_SECTION_PARAM_RULES = {
  sectionId: text({ pattern: /^[a-z]{1,20}$/, message: ADMIN_MESSAGES.sectionNotFound }),
} as const satisfies Rules;

/** PUT /api/admin/landing/:sectionId content fields ('' clears one). */
const landingText = (max: number, maxMessage: string, multiline = false) =>
  text({ required: false, min: 0, max, multiline, message: MESSAGES.fieldInvalid, maxMessage });
const landingLink = (message: string) =>
  text({ required: false, min: 0, max: ADMIN_LIMITS.landingLinkMax, pattern: LANDING_LINK_PATTERN, message, maxMessage: message });
export const LANDING_CONTENT_RULES = {
  title: landingText(ADMIN_LIMITS.landingTitleMax, ADMIN_MESSAGES.landingTitleMax),
  subtitle: landingText(ADMIN_LIMITS.landingTitleMax, ADMIN_MESSAGES.landingTitleMax),
  description: landingText(ADMIN_LIMITS.landingTextMax, ADMIN_MESSAGES.landingTextMax, true),
  image: landingLink(ADMIN_MESSAGES.landingImageInvalid),
  buttonText: landingText(ADMIN_LIMITS.landingTitleMax, ADMIN_MESSAGES.landingTitleMax),
  buttonLink: landingLink(ADMIN_MESSAGES.landingLinkInvalid),
} as const satisfies Rules;

/** A price as the spec writes it: digits with an optional decimal part ('4500', '4500.00'). */
export const SALARY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

const salaryRule = text({ required: false, blankIsAbsent: true, max: P.salaryMax, pattern: SALARY_PATTERN, message: PM.salaryInvalid });
const titleRule = text({ min: P.titleMin, max: P.titleMax, message: PM.titleInvalid });
const descriptionRule = text({ multiline: true, min: P.descriptionMin, max: P.descriptionMax, message: PM.descriptionInvalid, maxMessage: PM.descriptionMax });
const imageUrlRule = text({ required: false, blankIsAbsent: true, max: 500, pattern: HTTP_URL_PATTERN, message: PM.imageUrlInvalid });
const energyAreaRule = choice(ENERGY_AREAS, PM.energyAreaRequired);

/**
 * POST /api/vagas (PATCH takes any subset: `partialRules`). One rule spans two fields, the salary
 * order: `salaryOrderError` below, run by both sides after the field rules.
 */
export const JOB_INPUT_RULES = {
  title: titleRule,
  company: text({ required: false, blankIsAbsent: true, max: P.companyMax, message: PM.companyInvalid }),
  location: text({ max: P.locationMax, message: PM.locationRequired }),
  jobType: choice(JOB_TYPES, PM.jobTypeRequired),
  energyArea: energyAreaRule,
  jobFunction: choice(JOB_FUNCTIONS, PM.jobFunctionInvalid, { required: false, blankIsAbsent: true }),
  workType: choice(WORK_TYPES, PM.workTypeRequired),
  description: descriptionRule,
  requirements: {
    kind: 'list',
    required: false,
    maxItems: P.requirementsMax,
    item: text({ max: P.requirementMax, message: PM.requirementsInvalid }),
    message: PM.requirementsInvalid,
  },
  salaryMin: salaryRule,
  salaryMax: salaryRule,
  requiredCredentials: { kind: 'choices', values: CREDENTIAL_CODES, required: false, message: REQUIREMENT_MESSAGES.requiredCredentialsInvalid },
  requiredRegistration: choice(REQUIRABLE_REGISTRATIONS, REQUIREMENT_MESSAGES.requiredRegistrationInvalid, { required: false, clearable: true }),
} as const satisfies Rules;

/** The salary range's one cross-field rule: a minimum above the maximum is refused under `salaryMin`. */
export function salaryOrderError(input: { salaryMin?: string | null; salaryMax?: string | null }): Record<string, string> {
  const { salaryMin, salaryMax } = input;
  if (salaryMin && salaryMax && Number(salaryMin) > Number(salaryMax)) return { salaryMin: PM.salaryOrder };
  return {};
}

/** POST /api/cursos. */
export const COURSE_INPUT_RULES = {
  title: titleRule,
  instructor: text({ max: P.organizerMax, message: PM.instructorRequired }),
  description: descriptionRule,
  category: choice(COURSE_CATEGORIES, PM.categoryRequired),
  level: choice(COURSE_LEVELS, PM.levelRequired),
  energyArea: energyAreaRule,
  duration: text({ required: false, blankIsAbsent: true, max: P.durationMax, message: PM.durationInvalid }),
  imageUrl: imageUrlRule,
} as const satisfies Rules;

/** POST /api/eventos: the date must be ahead. */
export const EVENT_INPUT_RULES = {
  title: titleRule,
  organizer: text({ max: P.organizerMax, message: PM.organizerRequired }),
  description: descriptionRule,
  eventType: choice(EVENT_TYPES, PM.eventTypeRequired),
  energyArea: energyAreaRule,
  eventDate: { kind: 'date', required: true, future: true, message: PM.eventDateInvalid },
  location: text({ max: P.locationMax, message: PM.locationRequired }),
  maxAttendees: { kind: 'integer', required: false, min: 1, max: P.maxAttendeesMax, message: PM.maxAttendeesInvalid },
  imageUrl: imageUrlRule,
} as const satisfies Rules;

/** POST /api/servicos (issue 25; PATCH: `SERVICE_UPDATE_RULES`). No state named: the whole country. */
export const SERVICE_INPUT_RULES = {
  title: text({ min: S.titleMin, max: S.titleMax, message: SM.titleInvalid }),
  description: text({ multiline: true, min: S.descriptionMin, max: S.descriptionMax, message: SM.descriptionInvalid, maxMessage: SM.descriptionMax }),
  kind: choice(SERVICE_KINDS, SM.kindRequired),
  energyArea: energyAreaRule,
  regions: { kind: 'choices', values: BRAZIL_STATES, required: false, message: SM.regionsInvalid },
} as const satisfies Rules;

/** PATCH /api/servicos/:id: any subset. */
export const SERVICE_UPDATE_RULES = partialRules(SERVICE_INPUT_RULES);

/** PATCH /api/applications/:id (the job's company). */
export const APPLICATION_STATUS_RULES = {
  status: choice(APPLICATION_STATUSES, PM.applicationStatusInvalid),
  feedback: text({ multiline: true, required: false, blankIsAbsent: true, max: P.feedbackMax, message: PM.feedbackMax }),
  correction: { kind: 'flag', required: false, message: PM.correctionInvalid },
} as const satisfies Rules;

/**
 * Profile, portfolio and skills (issue 22: they had their own hand-written Joi, which refused
 * control characters but let bidi overrides, zero-width characters and lone surrogates through to
 * the profiles and the shared skills catalogue). Now the same text rule as every other form.
 */

/** A text a person may clear on a partial update: '' or null stored as null. */
const clearableText = (max: number, maxMessage: string, multiline = false) =>
  text({ required: false, clearable: true, multiline, max, message: MESSAGES.fieldInvalid, maxMessage });

/** A link a person gives (a company's site, a project): http(s) only, clearable. */
const clearableLink = text({
  required: false,
  clearable: true,
  max: PROFILE_LIMITS.urlMax,
  pattern: HTTP_URL_PATTERN,
  message: PROFILE_MESSAGES.urlInvalid,
  maxMessage: PROFILE_MESSAGES.urlMax,
});

const profileName = (message: string, maxMessage: string) =>
  text({ required: false, min: PROFILE_LIMITS.nameMin, max: PROFILE_LIMITS.nameMax, message, maxMessage });

/**
 * PATCH /api/users/profile: a partial update, every field optional. The fields a person may never
 * write (`PRIVILEGED_USER_FIELDS`) are refused by the route's schema with their own message;
 * companyName and website from a non-company by the service.
 */
export const PROFILE_RULES = {
  firstName: profileName(PROFILE_MESSAGES.firstNameMin, PROFILE_MESSAGES.nameMax),
  lastName: profileName(PROFILE_MESSAGES.lastNameMin, PROFILE_MESSAGES.lastNameMax),
  phone: clearableText(PROFILE_LIMITS.phoneMax, PROFILE_MESSAGES.phoneMax),
  location: clearableText(PROFILE_LIMITS.locationMax, PROFILE_MESSAGES.locationMax),
  jobTitle: clearableText(PROFILE_LIMITS.jobTitleMax, PROFILE_MESSAGES.jobTitleMax),
  bio: clearableText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioMax, true),
  education: clearableText(PROFILE_LIMITS.educationMax, PROFILE_MESSAGES.educationMax, true),
  experience: clearableText(PROFILE_LIMITS.experienceMax, PROFILE_MESSAGES.experienceMax, true),
  companyName: clearableText(PROFILE_LIMITS.companyNameMax, PROFILE_MESSAGES.companyNameMax),
  website: clearableLink,
  skills: {
    kind: 'list',
    required: false,
    maxItems: PROFILE_LIMITS.skillsMax,
    item: text({ min: PROFILE_LIMITS.skillNameMin, max: PROFILE_LIMITS.skillNameMax, message: PROFILE_MESSAGES.skillName }),
    message: MESSAGES.fieldInvalid,
    maxItemsMessage: PROFILE_MESSAGES.skillsMax,
  },
  showEmail: { kind: 'flag', required: false, message: PROFILE_MESSAGES.booleanInvalid },
  showPhone: { kind: 'flag', required: false, message: PROFILE_MESSAGES.booleanInvalid },
  showCredentials: { kind: 'flag', required: false, message: PROFILE_MESSAGES.booleanInvalid },
  energyAreas: { kind: 'choices', values: PROFILE_ENERGY_AREAS, message: PROFILE_MESSAGES.energyAreaInvalid },
} as const satisfies Rules;

const portfolioList = {
  kind: 'list',
  required: false,
  maxItems: PORTFOLIO_LIMITS.listMax,
  item: text({ max: PORTFOLIO_LIMITS.listItemMax, message: MESSAGES.fieldInvalid, maxMessage: PORTFOLIO_MESSAGES.listItemMax }),
  message: MESSAGES.fieldInvalid,
  maxItemsMessage: PORTFOLIO_MESSAGES.listMax,
} as const satisfies ListRule;

/** A project's start or end ('' or null clears it). The end not before the start is the service's and the dialog's check. */
const portfolioDay = { kind: 'day', clearable: true, message: PORTFOLIO_MESSAGES.dateInvalid } as const satisfies DayRule;

/** POST /api/portfolio (PATCH: `PORTFOLIO_UPDATE_RULES`). */
export const PORTFOLIO_ITEM_RULES = {
  title: text({ min: PORTFOLIO_LIMITS.titleMin, max: PORTFOLIO_LIMITS.titleMax, message: PORTFOLIO_MESSAGES.titleRequired, maxMessage: PORTFOLIO_MESSAGES.titleMax }),
  description: clearableText(PORTFOLIO_LIMITS.descriptionMax, PORTFOLIO_MESSAGES.descriptionMax, true),
  category: choice(PORTFOLIO_CATEGORIES, PORTFOLIO_MESSAGES.categoryInvalid, { required: false, default: 'project' }),
  projectUrl: clearableLink,
  location: clearableText(PORTFOLIO_LIMITS.locationMax, PORTFOLIO_MESSAGES.locationMax),
  technologies: portfolioList,
  skills: portfolioList,
  achievements: portfolioList,
  startDate: portfolioDay,
  endDate: portfolioDay,
} as const satisfies Rules;

/** PATCH /api/portfolio/:id: any subset, no default category. */
export const PORTFOLIO_UPDATE_RULES = partialRules(PORTFOLIO_ITEM_RULES);

/** PUT /api/portfolio/:id/images/order: the item's image ids in their new order (that they are exactly its images is the service's check). */
export const PORTFOLIO_IMAGE_ORDER_RULES = {
  imageIds: {
    kind: 'list',
    required: true,
    maxItems: PORTFOLIO_LIMITS.imagesMax,
    item: text({ trim: false, pattern: OBJECT_ID_PATTERN, message: PORTFOLIO_MESSAGES.imageIdsInvalid }),
    message: PORTFOLIO_MESSAGES.imageIdsInvalid,
    maxItemsMessage: PORTFOLIO_MESSAGES.imagesMax,
  },
} as const satisfies Rules;

/**
 * POST /api/users/credentials (issue 24; PATCH: `CREDENTIAL_UPDATE_RULES`). The field rules; the
 * rules across a record and the catalogue (minimum hours, not in the future, NR-10 SEP on a valid
 * básico) are `credentialErrors`, run after these by the service and the form.
 */
export const CREDENTIAL_RULES = {
  code: choice(CREDENTIAL_CODES, CREDENTIAL_MESSAGES.codeInvalid),
  trainedOn: { kind: 'day', required: true, message: CREDENTIAL_MESSAGES.trainedOnInvalid },
  hours: { kind: 'integer', required: true, min: 1, max: CREDENTIAL_LIMITS.hoursMax, message: CREDENTIAL_MESSAGES.hoursInvalid },
  institution: text({ max: CREDENTIAL_LIMITS.institutionMax, message: CREDENTIAL_MESSAGES.institutionRequired, maxMessage: CREDENTIAL_MESSAGES.institutionMax }),
  notes: clearableText(CREDENTIAL_LIMITS.notesMax, CREDENTIAL_MESSAGES.notesMax, true),
} as const satisfies Rules;

/** PATCH /api/users/credentials/:id: any subset. */
export const CREDENTIAL_UPDATE_RULES = partialRules(CREDENTIAL_RULES);

/** POST /api/skills (spec §7: the skills input sends category 'technical'). */
export const SKILL_CREATE_RULES = {
  name: text({ min: SKILL_LIMITS.nameMin, max: SKILL_LIMITS.nameMax, message: SKILL_MESSAGES.name }),
  category: choice(SKILL_CATEGORIES, SKILL_MESSAGES.categoryInvalid, { required: false, default: 'technical' }),
} as const satisfies Rules;

/** GET /api/skills?q= (3..60 characters after trimming, spec §4 Skills input). */
export const SKILL_QUERY_RULES = {
  q: text({ min: SKILL_LIMITS.queryMin, max: SKILL_LIMITS.queryMax, message: SKILL_MESSAGES.queryMin, maxMessage: SKILL_MESSAGES.queryMax }),
} as const satisfies Rules;

/**
 * The lists' query strings (spec §7): a bad value is a 400 with its message, never a 500; '' and
 * 'Todas' mean no filter; `limit` and `offset` have their defaults. A parameter not named is refused.
 */

const { maxQueryLength } = PAGE_LIMITS;
/** A location as the selects offer them (jobs' come from the companies' own words, events' are addresses). */
const JOB_LOCATION_MAX = 120;
const EVENT_LOCATION_MAX = 160;

/** GET /api/vagas (JobQuery); `jobType` may name several types, comma-separated. */
export const JOB_LIST_QUERY_RULES = {
  q: textFilter(maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  jobType: enumListFilter(JOB_TYPES, CATALOGUE_MESSAGES.jobTypeInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  location: textFilter(JOB_LOCATION_MAX, CATALOGUE_MESSAGES.locationInvalid),
  jobFunction: enumFilter(JOB_FUNCTIONS, CATALOGUE_MESSAGES.jobFunctionInvalid),
  workType: enumFilter(WORK_TYPES, CATALOGUE_MESSAGES.workTypeInvalid),
  credential: enumFilter(CREDENTIAL_CODES, CREDENTIAL_MESSAGES.codeInvalid),
  limit: pageLimit(),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/vagas/recommended: the dashboard's few. */
export const RECOMMENDED_JOBS_QUERY_RULES = { limit: pageLimit(PAGE_LIMITS.dashboardJobs) } as const satisfies Rules;

/** GET /api/cursos (CourseQuery). */
export const COURSE_LIST_QUERY_RULES = {
  category: enumFilter(COURSE_CATEGORIES, CATALOGUE_MESSAGES.categoryInvalid),
  level: enumFilter(COURSE_LEVELS, CATALOGUE_MESSAGES.levelInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  limit: pageLimit(),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/eventos (EventQuery); the grid's page is 12 (spec §9); `when` is 'all' unless 'upcoming'. */
export const EVENT_LIST_QUERY_RULES = {
  eventType: enumFilter(EVENT_TYPES, CATALOGUE_MESSAGES.eventTypeInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  location: textFilter(EVENT_LOCATION_MAX, CATALOGUE_MESSAGES.locationInvalid),
  search: textFilter(maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  when: { ...enumFilter(['upcoming', 'all'] as const, CATALOGUE_MESSAGES.whenInvalid), noFilter: [''], default: 'all' },
  limit: pageLimit(PAGE_LIMITS.eventsPageSize),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/servicos (ServiceQuery). */
export const SERVICE_LIST_QUERY_RULES = {
  q: textFilter(maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  kind: enumFilter(SERVICE_KINDS, SM.kindInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  region: enumFilter(BRAZIL_STATES, SM.regionInvalid),
  // An id that names nobody matches nothing: the filter is only ever compared.
  providerId: textFilter(24, SM.providerInvalid),
  limit: pageLimit(S.pageSize),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

const directoryFilters = {
  q: textFilter(maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  credential: enumFilter(CREDENTIAL_CODES, CREDENTIAL_MESSAGES.codeInvalid),
  location: textFilter(maxQueryLength, CATALOGUE_MESSAGES.locationInvalid),
  limit: pageLimit(),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/users (DirectoryQuery). */
export const DIRECTORY_QUERY_RULES = {
  ...directoryFilters,
  userType: enumFilter(DIRECTORY_USER_TYPES, DIRECTORY_MESSAGES.userTypeInvalid),
} as const satisfies Rules;

/** GET /api/profissionais (DirectoryQuery). */
export const PROFESSIONALS_QUERY_RULES = {
  ...directoryFilters,
  professionalType: enumFilter(PROFESSIONAL_TYPES, DIRECTORY_MESSAGES.professionalTypeInvalid),
} as const satisfies Rules;

/**
 * GET /api/search: the term required (spec §5); 'all' (or nothing) searches every group. `limit`
 * is per group: the next results of one group are `type=<group>&offset=<already shown>`.
 */
export const SEARCH_QUERY_RULES = {
  q: SEARCH_TERM_RULE,
  type: { ...enumFilter(SEARCH_TYPES, SEARCH_MESSAGES.typeInvalid), default: 'all' },
  area: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  limit: pageLimit(PAGE_LIMITS.searchPerGroup),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/messages/:userId: `before` a message id or an ISO date (never blank), a page of up to 50. */
export const MESSAGE_PAGE_QUERY_RULES = {
  before: { ...textFilter(64, MESSAGE_MESSAGES.beforeInvalid), noFilter: [] },
  limit: pageLimit(MESSAGE_LIMITS.pageSize, MESSAGE_MESSAGES.limitInvalid, MESSAGE_LIMITS.pageSize),
} as const satisfies Rules;

/** The admin panel's tables show 20 rows a page. */
const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/users. */
export const ADMIN_USERS_QUERY_RULES = {
  q: textFilter(maxQueryLength, MESSAGES.fieldInvalid),
  userType: enumFilter(USER_TYPES, MESSAGES.userTypeInvalid),
  limit: pageLimit(ADMIN_PAGE_SIZE),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** GET /api/admin/logs. */
export const ADMIN_LOGS_QUERY_RULES = { limit: pageLimit(ADMIN_PAGE_SIZE), offset: PAGE_OFFSET_RULE } as const satisfies Rules;

/** GET /api/admin/analytics: the period's days, each as written (never blank). */
const periodDay = { kind: 'day', message: ADMIN_MESSAGES.periodInvalid } as const satisfies DayRule;
export const ANALYTICS_QUERY_RULES = { from: periodDay, to: periodDay } as const satisfies Rules;
