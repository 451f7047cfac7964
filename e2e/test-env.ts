// Shared by playwright.config.ts (which starts the server) and the fixtures (which sign in).
// A random port per run (kept in the environment so Playwright's worker processes agree), so that two runs on
// one machine do not collide; E2E_PORT pins it.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
export const e2ePort = Number(process.env.E2E_PORT);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { email: 'admin@e2e.test', password: 'E2e-Admin-Passw0rd' } as const;
/** Passes the registration rules and the help text's advice (upper, lower, number). */
export const e2eStudentPassword = 'Study-Hard-2025';
