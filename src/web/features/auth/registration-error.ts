import { serverMessages, registrationErrorTexts as texts } from '../../../shared/domain/messages';

/** Turns a registration failure into the text the form shows (spec 8, registration). */
export function registrationErrorMessage(message: string | undefined): string {
  if (!message) return texts.fallback;
  if (message === serverMessages.emailInUse) return texts.emailInUse;
  const lower = message.toLowerCase();
  if (lower.includes('display name')) return texts.emptyDisplayName;
  if (lower.includes('display') || lower.includes('name')) return `${texts.displayNamePrefix}${message}`;
  return message;
}
