/**
 * Errors as the logs may show them. Database errors carry their query's bound values (Drizzle's DrizzleQueryError
 * in `params` and in its message, PGlite's in `params`, postgres-js's in `parameters`/`args`), PostgreSQL's
 * `detail` repeats key values ("Key (email)=(...) already exists"), and a data exception's message quotes the
 * offending value. Any of those can be an e-mail with its password hash or a one-time token, so only fields named
 * here are kept, and messages lose the values.
 */

const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'errno',
  'syscall',
  'address',
  'port',
  // postgres-js names them this way, PGlite (pg-protocol) the short way.
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

const MAX_DEPTH = 5;
const MAX_NESTED_ERRORS = 5;

type TSerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** The message without bound values: Drizzle appends "params: ...", and class 22 errors quote the bad value. */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? '[thrown string]' : `[thrown ${typeof error}]`;
  let message = error.message.split('\nparams:')[0]!;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22')) message = message.replace(/"[^"]*"/g, '"[redacted]"');
  return message;
}

function errorType(error: Error) {
  return error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
}

/** The call frames of the stack under a clean first line: the original first lines repeat the raw message. */
function safeStack(error: Error, type: string, message: string) {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

export function serializeError(error: unknown, depth = 0): TSerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeErrorMessage(error), stack: '' };
  const type = errorType(error);
  const message = safeErrorMessage(error);
  const out: TSerializedError = { type, message, stack: safeStack(error, type, message) };
  const source = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // The SQL text has placeholders ($1, $2...), never the values, so it stays: it says which query failed.
  if (typeof source.query === 'string') out.query = source.query;
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (Array.isArray(source.errors)) {
      out.errors = source.errors.slice(0, MAX_NESTED_ERRORS).map((nested) => serializeError(nested, depth + 1));
    }
  }
  return out;
}

/** Pino serializers for the app's logger: every `err` in a log line goes through serializeError. */
export const logSerializers = { err: (error: unknown) => serializeError(error) };
