// Shared by playwright.config.ts (which starts the server) and the fixtures (which sign in).
export const e2ePort = 3100;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eAdmin = { email: 'admin@e2e.test', password: 'E2e-Admin-Passw0rd' } as const;
/** Passes the registration rules and the help text's advice (upper, lower, number). */
export const e2eStudentPassword = 'Study-Hard-2025';
