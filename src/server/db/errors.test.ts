import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('database error classes', () => {
  it('counts unreachable, shutting-down and full servers as unavailable, however the driver wraps them', () => {
    for (const code of ['ECONNREFUSED', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', '57P01', '57P03', '53300', '08006']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode(code))), `wrapped ${code}`).toBe(
        true,
      );
    }
    const refusedEverywhere = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'refused');
    expect(isDatabaseUnavailable(refusedEverywhere)).toBe(true);
  });

  it('leaves errors about the request or the data alone', () => {
    for (const error of [withCode('23505'), withCode('22P02'), new Error('boom'), 'text', null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isUniqueViolation(new DrizzleQueryError('insert', [], withCode('23505')))).toBe(true);
  });
});
