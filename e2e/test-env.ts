// Shared by playwright.config.ts (which starts the server) and the fixtures (which sign in).
// A random port per run (kept in the environment so Playwright's worker processes agree), so that two runs on
// one machine do not collide; E2E_PORT pins it.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
export const e2ePort = Number(process.env.E2E_PORT);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { email: 'admin@e2e.test', password: 'E2e-Admin-Passw0rd' } as const;
/** Passes the registration rules and the help text's advice (upper, lower, number). */
export const e2eStudentPassword = 'Study-Hard-2025';

/**
 * Each test is its own visitor. The server runs as behind a load balancer (TRUST_PROXY) and every browser context
 * and API client sends its own X-Forwarded-For, so per-address limits (20 registrations an hour) count each test's
 * visitor apart, as they would real ones, instead of the whole suite's one loopback address. The limits themselves
 * stay as in production; the API tests check them.
 */
export const newVisitorHeaders = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
});
