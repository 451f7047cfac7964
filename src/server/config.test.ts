import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('configuration', () => {
  it('works with nothing set: PGlite in ./data on 127.0.0.1:3000', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, secureCookies: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('data'));
  });

  it('treats the empty values of .env.example as unset', () => {
    const config = readConfig({ DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', TRUST_PROXY: 'false' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('takes the public address from HOST and PORT unless PUBLIC_URL says otherwise', () => {
    expect(readConfig({ PORT: '4000' }).publicOrigin).toBe('http://127.0.0.1:4000');
    expect(readConfig({ PORT: '4000', PUBLIC_URL: 'https://prep.example.com/' }).publicOrigin).toBe(
      'https://prep.example.com',
    );
  });

  it('makes cookies Secure when the public address is https', () => {
    expect(readConfig({ PUBLIC_URL: 'https://prep.example.com' }).secureCookies).toBe(true);
  });

  it('fails fast with a message that names the setting', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => readConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/must be set together/);
    expect(() => readConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
