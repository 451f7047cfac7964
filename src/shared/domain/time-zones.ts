// A learner's time zone decides when their study day starts (Anki's "next day starts at", 4 AM), how many cards are
// due today, the forecast and when reminders go out. Stored as an IANA name; null until the browser reports one.

/** The zone used while a learner has none yet (an account made before the browser could report it). */
export const fallbackTimeZone = 'UTC';

/** Anki's default "next day starts at" hour, in the learner's zone. The product exposes no option for it. */
export const studyDayRolloverHour = 4;

export const timeZoneMessages = {
  invalid: 'Choose a valid time zone.',
} as const;

/** True for a zone name this runtime's Intl knows ("America/Chicago", "UTC"); false for anything else. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone a learner's browser runs in, when it names a valid one. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** Every zone the runtime lists, for a picker; the learner's own is kept even if the list lacks it. */
export function timeZoneChoices(current: string | null): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([fallbackTimeZone, ...listed]);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
