import Joi from 'joi';
import { ID_PARAM_RULE, LOGIN_RULES, MESSAGES, PASSWORD_CHANGE_RULES, REGISTER_RULES, REGISTERABLE_USER_TYPES } from '@conecta/common';
import { body, joiField, joiRules } from '../../lib/rules';

export const loginSchema = joiRules(LOGIN_RULES);

/** common PASSWORD_CHANGE_RULES; the cross-field rule (new ≠ current) is the route's. */
export const passwordChangeSchema = joiRules(PASSWORD_CHANGE_RULES);

/** common REGISTER_RULES: an `admin` userType passes here and is refused with 403 by the route. */
export const registerSchema = joiRules(REGISTER_RULES);

export const loginRedirectSchema = Joi.object({
  userType: joiField({ kind: 'choice', values: REGISTERABLE_USER_TYPES, message: MESSAGES.userTypeInvalid }),
}).unknown(false).messages({ 'object.unknown': MESSAGES.fieldUnknown });

/** DELETE /api/auth/sessions/:id: a session's public id (24 hex digits, auth/session.ts sessionHandle). */
export const sessionParamsSchema = body({ id: joiField(ID_PARAM_RULE) });
