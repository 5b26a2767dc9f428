import Joi from 'joi';
import { LIMITS, MESSAGES, REGISTERABLE_USER_TYPES, USER_TYPES, DEFAULT_USER_TYPE } from '@conecta/common';
import { body, email, oneOf, password, text } from '../../lib/rules';

export const loginSchema = body({
  email: email().required(),
  password: password().required(),
});

/**
 * userType accepts every known type so that `admin` is recognised and
 * refused with 403 by the route (a clear answer, not "invalid value").
 * isAdmin / isVerified are unknown keys here, hence refused.
 */
export const registerSchema = body({
  firstName: text(LIMITS.nameMin, LIMITS.nameMax, MESSAGES.firstNameMin, MESSAGES.nameMax).required(),
  lastName: text(LIMITS.nameMin, LIMITS.nameMax, MESSAGES.lastNameMin, MESSAGES.nameMax).required(),
  email: email().required(),
  password: password().required(),
  userType: oneOf(USER_TYPES, MESSAGES.userTypeInvalid).default(DEFAULT_USER_TYPE),
});

export const loginRedirectSchema = Joi.object({
  userType: oneOf(REGISTERABLE_USER_TYPES, MESSAGES.userTypeInvalid),
}).unknown(false).messages({ 'object.unknown': MESSAGES.fieldUnknown });
