/**
 * Inputs of the admin panel's users, partners, settings, logs and analytics and of the landing
 * editor (common/src/admin.ts). Texts come from the shared rules; numbers are checked here.
 */
import Joi from 'joi';
import {
  ADMIN_LIMITS,
  ADMIN_LOGS_QUERY_RULES,
  ADMIN_MESSAGES as M,
  ADMIN_USERS_QUERY_RULES,
  ANALYTICS_QUERY_RULES,
  LANDING_CONTENT_RULES,
  MESSAGES,
  PARTNER_RULES,
  PARTNER_UPDATE_RULES,
  SITE_SETTINGS_HOURS_RULE,
  SITE_SETTINGS_RULES,
  type FieldRule,
  type LandingSectionInput,
  type PartnerInput,
  type SiteSettingsInput,
  type SuspendInput, type AdminRightsInput,
  type VerifyInput,
} from '@conecta/common';
import { body, every, flag, joiField, joiRules, queryRules } from '../../lib/rules';

const NUMBER_CODES = ['number.base', 'number.integer', 'number.min', 'number.max', 'number.unsafe', 'number.infinity', 'any.required'];

const displayOrder = () => Joi.number().strict().integer().min(0).max(ADMIN_LIMITS.displayOrderMax).messages(every(NUMBER_CODES, M.displayOrderInvalid));

export const usersQuerySchema = queryRules(ADMIN_USERS_QUERY_RULES);

export const verifySchema = body<VerifyInput>({ isVerified: flag().required() });
export const suspendSchema = body<SuspendInput>({ isSuspended: flag().required() });
export const adminRightsSchema = body<AdminRightsInput>({ isAdmin: flag().required() });

export const partnerCreateSchema = joiRules<PartnerInput>(PARTNER_RULES, { displayOrder: displayOrder().default(0) });
/** On an edit, '' or null clears an optional text (it is not "left out" as on a create). */
const clearable = (rule: FieldRule) => joiField(rule).empty().allow('', null);
export const partnerUpdateSchema = joiRules<Partial<PartnerInput>>(PARTNER_UPDATE_RULES, {
  displayOrder: displayOrder(),
  description: clearable(PARTNER_RULES.description),
  website: clearable(PARTNER_RULES.website),
  contactEmail: clearable(PARTNER_RULES.contactEmail),
}).min(1).messages({ 'object.min': MESSAGES.fieldInvalid });

const homeStat = () => Joi.number().strict().integer().min(0).max(ADMIN_LIMITS.homeStatMax).required().messages(every(NUMBER_CODES, M.homeStatInvalid));

export const settingsUpdateSchema = joiRules<SiteSettingsInput>(SITE_SETTINGS_RULES, {
  contactHours: Joi.array().items(joiField(SITE_SETTINGS_HOURS_RULE)).min(1).max(6).messages({
    'array.base': M.settingsInvalid,
    'array.min': M.settingsTextRequired,
    'array.max': M.settingsInvalid,
  }),
  homeStats: body<SiteSettingsInput['homeStats']>({ professionals: homeStat(), companies: homeStat(), jobs: homeStat(), events: homeStat() }).messages({ 'object.base': M.homeStatInvalid }),
}).min(1).messages({ 'object.min': M.settingsInvalid });

export const logsQuerySchema = queryRules(ADMIN_LOGS_QUERY_RULES);

export const analyticsQuerySchema = queryRules(ANALYTICS_QUERY_RULES);

export const landingUpdateSchema = body<LandingSectionInput>({
  visible: flag(),
  content: joiRules(Object.fromEntries(Object.entries(LANDING_CONTENT_RULES).map(([k, r]) => [k, { ...r, required: false }]))).messages({ 'object.base': M.landingInvalid }),
}).min(1).messages({ 'object.min': M.landingInvalid });

/** `:sectionId`: a word (an unknown one answers 404 'Seção não encontrada' from the handler). */
export const sectionParams = body<{ sectionId: string }>({
  sectionId: Joi.string().pattern(/^[a-z]{1,20}$/).required().messages(every(['any.required', 'string.base', 'string.empty', 'string.pattern.base'], M.sectionNotFound)),
});
