import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
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

  it('starts from .env.example exactly as shipped, which the README says works as it is', () => {
    const example = parseEnv(readFileSync(path.resolve('.env.example'), 'utf8'));
    const config = readConfig(example as NodeJS.ProcessEnv);
    expect(config.MAIL_FROM).toBe('no-reply@localhost');
    expect(() => readConfig({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an e-mail address');
  });

  it('takes the public address from HOST and PORT unless PUBLIC_URL says otherwise', () => {
    expect(readConfig({ PORT: '4000' }).publicOrigin).toBe('http://127.0.0.1:4000');
    expect(readConfig({ PORT: '4000', PUBLIC_URL: 'https://prep.example.com/', PAYMENTS: 'test' }).publicOrigin).toBe(
      'https://prep.example.com',
    );
  });

  it('selects the tutor model with OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL; address and key alone do not', () => {
    expect(readConfig({ OPENAI_BASE_URL: '', OPENAI_API_KEY: '', OPENAI_MODEL: '' }).tutorModel).toBeNull();
    const model = { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_API_KEY: 'key', OPENAI_MODEL: 'llama3' };
    expect(readConfig(model).tutorModel).toEqual({ baseURL: model.OPENAI_BASE_URL, apiKey: 'key', model: 'llama3' });
    expect(readConfig({ ...model, OPENAI_MODEL: '', OPENAI_EMBEDDING_MODEL: 'nomic' }).tutorModel).toBeNull();
    expect(() => readConfig({ ...model, OPENAI_API_KEY: '' })).toThrow(/OPENAI_MODEL needs OPENAI_BASE_URL and/);
    expect(() => readConfig({ ...model, OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL must be a URL/);
  });

  it('makes cookies Secure when the public address is https', () => {
    expect(readConfig({ PUBLIC_URL: 'https://prep.example.com', PAYMENTS: 'test' }).secureCookies).toBe(true);
  });

  it('refuses to start a public (https) site on the free test checkout unless PAYMENTS=test says so', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://prep.example.com' })).toThrow(
      /PUBLIC_URL is https but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set.*PAYMENTS=test/,
    );
    expect(readConfig({ PUBLIC_URL: 'https://prep.example.com', PAYMENTS: 'test' }).paymentsMode).toBe('test');
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(readConfig({ PUBLIC_URL: 'https://prep.example.com', ...stripe }).paymentsMode).toBe('stripe');
    expect(() => readConfig({ ...stripe, PAYMENTS: 'test' })).toThrow(
      /PAYMENTS=test selects the built-in test checkout/,
    );
    expect(() => readConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS must be test or empty/);
    // A local address (http) keeps working with nothing set: the test checkout is the default there.
    expect(readConfig({ PAYMENTS: '' }).paymentsMode).toBe('test');
  });

  it('fails fast with a message that names the setting', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => readConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/must be set together/);
    expect(() => readConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
