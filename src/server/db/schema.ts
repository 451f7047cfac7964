// One place that names every table, for the Drizzle client and for tests.
export * from './schema/certificates';
export * from './schema/contact';
export * from './schema/content';
export * from './schema/discount-codes';
export * from './schema/email-changes';
export * from './schema/flashcards';
export * from './schema/lesson-progress';
export * from './schema/mail';
export * from './schema/password-resets';
export * from './schema/platform-settings';
export * from './schema/purchases';
export * from './schema/quiz-attempts';
export * from './schema/rate-limits';
export * from './schema/sessions';
export * from './schema/tags';
export * from './schema/users';
