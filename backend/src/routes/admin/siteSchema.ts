/**
 * Inputs of the admin panel's users, partners, settings, logs and analytics and of the landing
 * editor (common/src/admin.ts): every field's rule is common's (rules.ts), run by the browser's
 * forms as well; only the nesting of the settings' figures and a section's content is written here.
 */
import {
  ADMIN_LOGS_QUERY_RULES,
  ADMIN_MESSAGES as M,
  ADMIN_RIGHTS_RULES,
  ADMIN_USERS_QUERY_RULES,
  ANALYTICS_QUERY_RULES,
  HOME_STATS_RULES,
  LANDING_CONTENT_RULES,
  LANDING_SECTION_PARAM_RULES,
  MESSAGES,
  PARTNER_RULES,
  PARTNER_UPDATE_RULES,
  SITE_SETTINGS_RULES,
  SUSPEND_RULES,
  VERIFY_RULES,
  type LandingSectionInput,
  type PartnerInput,
  type SiteSettingsInput,
  type SuspendInput,
  type AdminRightsInput,
  type VerifyInput,
} from '@conecta/common';
import { body, flag, joiRules, queryRules } from '../../lib/rules';

export const usersQuerySchema = queryRules(ADMIN_USERS_QUERY_RULES);

export const verifySchema = joiRules<VerifyInput>(VERIFY_RULES);
export const suspendSchema = joiRules<SuspendInput>(SUSPEND_RULES);
export const adminRightsSchema = joiRules<AdminRightsInput>(ADMIN_RIGHTS_RULES);

export const partnerCreateSchema = joiRules<PartnerInput>(PARTNER_RULES);
export const partnerUpdateSchema = joiRules<Partial<PartnerInput>>(PARTNER_UPDATE_RULES).min(1).messages({ 'object.min': MESSAGES.fieldInvalid });

export const settingsUpdateSchema = joiRules<SiteSettingsInput>(SITE_SETTINGS_RULES, {
  homeStats: joiRules<SiteSettingsInput['homeStats']>(HOME_STATS_RULES).messages({ 'object.base': M.homeStatInvalid }),
})
  .min(1)
  .messages({ 'object.min': M.settingsInvalid });

export const logsQuerySchema = queryRules(ADMIN_LOGS_QUERY_RULES);

export const analyticsQuerySchema = queryRules(ANALYTICS_QUERY_RULES);

export const landingUpdateSchema = body<LandingSectionInput>({
  visible: flag(),
  content: joiRules(Object.fromEntries(Object.entries(LANDING_CONTENT_RULES).map(([k, r]) => [k, { ...r, required: false }]))).messages({ 'object.base': M.landingInvalid }),
}).min(1).messages({ 'object.min': M.landingInvalid });

export const sectionParams = joiRules<{ sectionId: string }>(LANDING_SECTION_PARAM_RULES);
