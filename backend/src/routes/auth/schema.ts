import {
  ID_PARAM_RULE,
  LOGIN_RULES,
  MESSAGES,
  PASSWORD_CHANGE_RULES,
  REGISTER_API_RULES,
  REGISTERABLE_USER_TYPES,
  type LoginPayload,
  type PasswordChangePayload,
  type RegisterableUserType,
} from '@conecta/common';
import type { RegisterInput } from '../../services/accounts';
import { body, joiField, joiRules } from '../../lib/rules';

export const loginSchema = joiRules<LoginPayload>(LOGIN_RULES);

/** common PASSWORD_CHANGE_RULES; the cross-field rule (new ≠ current) is the route's. */
export const passwordChangeSchema = joiRules<PasswordChangePayload>(PASSWORD_CHANGE_RULES);

/**
 * common REGISTER_RULES: an `admin` userType passes here and is refused with 403 by the route. The
 * consent box (issue 26, LGPD) is the API's alone: the form holds it apart from its text fields.
 */
export const registerSchema = joiRules<RegisterInput>(REGISTER_API_RULES);

/** GET /api/auth/login?userType=: the sign-up's preselected type. */
export const loginRedirectSchema = body<{ userType?: RegisterableUserType }>({
  userType: joiField({ kind: 'choice', values: REGISTERABLE_USER_TYPES, message: MESSAGES.userTypeInvalid }),
});

/** DELETE /api/auth/sessions/:id: a session's public id (24 hex digits, auth/session.ts sessionHandle). */
export const sessionParamsSchema = body<{ id: string }>({ id: joiField(ID_PARAM_RULE) });
