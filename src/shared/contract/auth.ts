import { z } from 'zod';
import { roles } from '../domain/access';
import { registrationStates } from '../domain/jurisdictions';
import { displayNameMaxLength, passwordMinLength } from '../domain/limits';
import { errorFallbacks, passwordResetTexts, validationMessages } from '../domain/messages';
import { registrationTexts } from '../domain/registration-texts';
import { endpoint } from './endpoint';

export const ZUser = z.object({
  id: z.number().int(),
  role: z.enum(roles),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  states: z.array(z.string()),
  timezone: z.string().nullable(),
  purchaseStatus: z.string().nullable(),
  purchasePlan: z.string().nullable(),
  // Coerced because login and registration travel as plain JSON, where dates are strings.
  purchaseExpiresAt: z.coerce.date().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

const ZEmail = z
  .string({ error: validationMessages.emailRequired })
  .trim()
  .pipe(z.email({ error: validationMessages.emailRequired }));

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: z.string({ error: validationMessages.passwordRequired }).min(1, validationMessages.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.strictObject({
  email: ZEmail,
  password: z.string().min(passwordMinLength, validationMessages.passwordTooShort),
  displayName: z.string().trim().min(1, validationMessages.nameRequired).max(displayNameMaxLength),
  states: z.array(z.enum(registrationStates)).min(1, validationMessages.statesRequired),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

const ZUserResponse = z.object({ user: ZUser });

export const getSession = endpoint({
  method: 'GET',
  path: '/_api/auth/session',
  access: 'public',
  input: z.strictObject({}),
  // Signed out is a normal state, not a failure: it answers 200 with an error text (spec 7: "user or error").
  response: z.union([ZUserResponse, z.object({ error: z.string() })]),
  encoding: 'superjson',
  fallbackError: errorFallbacks.sessionCheck,
});

export const loginWithPassword = endpoint({
  method: 'POST',
  path: '/_api/auth/login_with_password',
  access: 'public',
  input: ZLoginRequest,
  response: ZUserResponse,
  encoding: 'json',
  fallbackError: errorFallbacks.login,
});

/**
 * Issue 25, L14: the same answer for a new address and for one that has an account; the account is made by the link
 * mailed to the address (confirmRegistration). Before, the spec's response was the signed-in user.
 */
export const registerWithPassword = endpoint({
  method: 'POST',
  path: '/_api/auth/register_with_password',
  access: 'public',
  input: ZRegisterRequest,
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'json',
  fallbackError: errorFallbacks.registration,
});

export const ZConfirmRegistration = z.strictObject({
  token: z.string().min(1, registrationTexts.tokenRequired).max(200, registrationTexts.invalidToken),
});

/** Opens the account a sign-up link confirms, and signs it in. */
export const confirmRegistration = endpoint({
  method: 'POST',
  path: '/_api/auth/confirm-registration',
  access: 'public',
  input: ZConfirmRegistration,
  response: ZUserResponse,
  encoding: 'json',
  fallbackError: errorFallbacks.registration,
});

export const logout = endpoint({
  method: 'POST',
  path: '/_api/auth/logout',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ success: z.literal(true) }),
  encoding: 'superjson',
  fallbackError: errorFallbacks.request,
});

export const ZRequestPasswordReset = z.strictObject({ email: ZEmail });

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/_api/auth/request-password-reset',
  access: 'public',
  input: ZRequestPasswordReset,
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'json',
  fallbackError: passwordResetTexts.requestFailed,
});

export const ZResetPassword = z.strictObject({
  token: z.string().min(1, passwordResetTexts.invalidToken).max(200, passwordResetTexts.invalidToken),
  password: z.string().min(passwordMinLength, validationMessages.passwordTooShort),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/_api/auth/reset-password',
  access: 'public',
  input: ZResetPassword,
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'json',
  fallbackError: passwordResetTexts.resetFailed,
});
