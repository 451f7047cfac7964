/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle (as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Failures that mean "the database cannot be reached right now", not "this request is wrong": refused or dropped
 * connections and timeouts (Node's and postgres-js's codes), and PostgreSQL refusing work while it shuts down,
 * starts up or has no connection slot left. These answer 503 with Retry-After instead of 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  // Class 08 is PostgreSQL's connection_exception family.
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (Array.isArray(errors) && errors.some((nested) => isDatabaseUnavailable(nested, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
