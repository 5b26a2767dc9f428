/** Client-side checks of spec §5 with the shared messages; the server checks the same rules. */
import { LIMITS, MESSAGES, SIGNUP_CHOICES, isValidEmail, type LoginPayload, type RegisterPayload } from '@conecta/common';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function validateLogin(values: LoginPayload): FieldErrors<LoginPayload> {
  const errors: FieldErrors<LoginPayload> = {};
  if (!isValidEmail(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (values.password.length < LIMITS.passwordMin) errors.password = MESSAGES.passwordMin;
  return errors;
}

export function validateRegister(values: Required<RegisterPayload>): FieldErrors<RegisterPayload> {
  const errors: FieldErrors<RegisterPayload> = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName.length < LIMITS.nameMin) errors.firstName = MESSAGES.firstNameMin;
  else if (firstName.length > LIMITS.nameMax) errors.firstName = MESSAGES.nameMax;
  if (lastName.length < LIMITS.nameMin) errors.lastName = MESSAGES.lastNameMin;
  else if (lastName.length > LIMITS.nameMax) errors.lastName = MESSAGES.nameMax;
  if (!isValidEmail(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (values.password.length < LIMITS.passwordMin) errors.password = MESSAGES.passwordMin;
  else if (values.password.length > LIMITS.passwordMax) errors.password = MESSAGES.passwordMax;
  if (!(SIGNUP_CHOICES as readonly string[]).includes(values.userType)) errors.userType = MESSAGES.userTypeInvalid;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
