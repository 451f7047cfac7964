/** A forecast date (YYYY-MM-DD, a calendar day) as a short weekday and date, without shifting it by time zone. */
export function formatForecastDay(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
