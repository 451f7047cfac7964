import { z } from 'zod';
import {
  accountMessages,
  emailChangeMessages as emailTexts,
  passwordChangeMessages as passwordTexts,
  profileMessages as texts,
} from '../domain/account';
import { isOwnAvatarUrl, maxAvatarBytes } from '../domain/avatars';
import { learnerStates } from '../domain/jurisdictions';
import { displayNameMaxLength, passwordMinLength } from '../domain/limits';
import { validationMessages } from '../domain/messages';
import { avatarTexts } from '../domain/settings-texts';
import { isTimeZone, timeZoneMessages } from '../domain/time-zones';
import { ZUser } from './auth';
import { endpoint } from './endpoint';
import { uploadedFileOfAtMost } from './uploaded-file';

const isWebUrl = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;

/**
 * The spec's "avatarUrl a URL or null" ("Invalid URL."), narrowed by issue 25 (L22): a picture from another site
 * would tell that site who looks at it, so only null (no picture) or one of our own avatar addresses is taken. The
 * service then checks that the address is the account's current picture: pictures are changed by uploading.
 */
export const ZAvatarUrl = z
  .string()
  .max(2000, texts.invalidUrl)
  .superRefine((value, context) => {
    if (isOwnAvatarUrl(value)) return;
    context.addIssue({ code: 'custom', message: isWebUrl(value) ? avatarTexts.outsideUrl : texts.invalidUrl });
  })
  .nullable();

export const ZProfileUpdate = z.strictObject({
  displayName: z.string().trim().min(1, texts.displayNameEmpty).max(displayNameMaxLength).optional(),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: texts.invalidEmail }))
    .optional(),
  avatarUrl: ZAvatarUrl.optional(),
  states: z.array(z.enum(learnerStates)).min(1, validationMessages.statesRequired).optional(),
  timezone: z.string().refine(isTimeZone, timeZoneMessages.invalid).optional(),
  /** Needed only when `email` changes the address. */
  currentPassword: z.string().optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The user as Settings shows it: with the address that waits for its confirmation link, if any. */
export const ZProfile = ZUser.extend({ pendingEmail: z.string().nullable() });
export type TProfile = z.infer<typeof ZProfile>;

export const ZConfirmEmailChange = z.strictObject({
  token: z.string().min(1, emailTexts.invalidToken).max(200, emailTexts.invalidToken),
});

// The new password follows the registration's rules.
export const ZChangePassword = z.strictObject({
  currentPassword: z.string().min(1, passwordTexts.currentRequired),
  newPassword: z.string().min(passwordMinLength, validationMessages.passwordTooShort),
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

export const getProfile = endpoint({
  method: 'GET',
  path: '/_api/settings/profile',
  access: 'user',
  input: z.strictObject({}),
  response: ZProfile,
  encoding: 'superjson',
  fallbackError: texts.getFailed,
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/_api/settings/profile',
  access: 'user',
  input: ZProfileUpdate,
  response: ZProfile,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});

/**
 * A new profile picture (issue 25, L22): one file part named `file`. Its type and pixel size are read from its bytes;
 * the answer is the profile with the picture's new address, and the previous picture's file is deleted.
 */
export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/_api/settings/avatar',
  access: 'user',
  input: z.strictObject({ file: uploadedFileOfAtMost(maxAvatarBytes, avatarTexts.tooLarge) }),
  response: ZProfile,
  encoding: 'multipart',
  fallbackError: avatarTexts.uploadFailed,
});

/** Opened from the link mailed to the new address; public, because that mailbox may be read on another device. */
export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/_api/settings/confirm-email',
  access: 'public',
  input: ZConfirmEmailChange,
  response: z.object({ success: z.literal(true), message: z.string(), email: z.string() }),
  encoding: 'superjson',
  fallbackError: emailTexts.confirmFailed,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/_api/settings/change-password',
  access: 'user',
  input: ZChangePassword,
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'superjson',
  fallbackError: passwordTexts.changeFailed,
});

export const exportPersonalData = endpoint({
  method: 'POST',
  path: '/_api/settings/export-data',
  access: 'user',
  input: z.strictObject({}),
  // Each feature adds its own section; the file is whatever the registered parts produce.
  response: z.record(z.string(), z.unknown()),
  encoding: 'superjson',
  fallbackError: accountMessages.exportFailed,
});

export const deleteAccount = endpoint({
  method: 'POST',
  path: '/_api/settings/delete-account',
  access: 'user',
  // The spec's body is empty; issue 25 (L15) asks for the password, as changing the password does.
  input: z.strictObject({ password: z.string().max(1024).optional() }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'superjson',
  fallbackError: accountMessages.deleteFailed,
});
