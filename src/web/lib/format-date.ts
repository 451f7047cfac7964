/** Dates in the admin screens: the user's locale, day precision or day and time. */
export const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });
export const formatDateTime = (date: Date) =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
