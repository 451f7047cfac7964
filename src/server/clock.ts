/**
 * Where the server reads "now". Study days, deadlines, expiries, rate-limit windows and analytics ranges all hang on
 * it, so it is one injected dependency (buildApp's `clock`, each worker's `clock`): production reads the system
 * clock, tests pin or step it (test/clock.ts) and so do not depend on the hour they run at.
 */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };
