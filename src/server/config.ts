import path from 'node:path';
import { z } from 'zod';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded PGlite database lives when no DATABASE_URL is given. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The address users reach; https here makes session cookies Secure. */
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Behind a load balancer, trust X-Forwarded-For so rate limits see the client's address. */
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** smtp://user:password@host:port (or smtps://); empty keeps mail in the database outbox. */
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'MAIL_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The HTML form rule, not zod's default: the default (and .env.example's) no-reply@localhost has no dot in its domain.
  MAIL_FROM: z
    .email({ pattern: z.regexes.html5Email, error: 'MAIL_FROM must be an e-mail address' })
    .default('no-reply@localhost'),
  /** Both set: real payments through Stripe Checkout. Both empty: the local test checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** test: sell through the built-in test checkout on purpose, even at an https address (a staging site). */
  PAYMENTS: z
    .enum(['test', ''], { error: 'PAYMENTS must be test or empty' })
    .optional()
    .transform((value) => value || undefined),
  /** Another Stripe API address, for a test double; empty means api.stripe.com. */
  STRIPE_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * An OpenAI-compatible server (the OpenAI clients' names; up to and including /v1). With OPENAI_MODEL (and the
   * key) the tutor's answers are written by that chat model (issue 14, decision 013); without, the offline engine
   * quotes the passages. With OPENAI_EMBEDDING_MODEL it adds a vector lane to retrieval (decision 011); without,
   * search is lexical only.
   */
  OPENAI_BASE_URL: z
    .url('OPENAI_BASE_URL must be a URL such as https://api.openai.com/v1')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_API_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_MODEL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_EMBEDDING_MODEL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Cosine similarity from which the best vector hit alone makes a question relevant; depends on the model. */
  OPENAI_EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('dist/web'),
});

export type TConfig = Omit<z.infer<typeof ZConfig>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  secureCookies: boolean;
  publicOrigin: string;
  /** stripe: real payments; test: the built-in test checkout, where the test card gives access for free. */
  paymentsMode: 'stripe' | 'test';
  /** The tutor's model when OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL are all set. */
  tutorModel: { baseURL: string; apiKey: string; model: string } | null;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  // Without PUBLIC_URL the app is reached where it listens (links in mails point there).
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  const publicUrl = new URL(config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`);
  const paymentsMode = checkPayments(config, publicUrl);
  // The address and key alone may serve embeddings only; a chat model without them is a half setting.
  if (config.OPENAI_MODEL && !(config.OPENAI_BASE_URL && config.OPENAI_API_KEY)) {
    throw new Error('Invalid configuration:\n  OPENAI_MODEL needs OPENAI_BASE_URL and OPENAI_API_KEY');
  }
  return {
    ...config,
    PUBLIC_URL: publicUrl.toString(),
    DATA_DIR: path.resolve(config.DATA_DIR),
    secureCookies: publicUrl.protocol === 'https:',
    publicOrigin: publicUrl.origin,
    paymentsMode,
    tutorModel:
      config.OPENAI_BASE_URL && config.OPENAI_API_KEY && config.OPENAI_MODEL
        ? { baseURL: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL }
        : null,
  };
}

/**
 * A public (https) site without Stripe keys would sell through the test checkout, where the test card gives access
 * for free: that must be a decision (PAYMENTS=test), never an accident of a missing key.
 */
function checkPayments(config: z.infer<typeof ZConfig>, publicUrl: URL): 'stripe' | 'test' {
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  if (stripe && config.PAYMENTS === 'test') {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS=test selects the built-in test checkout, but the Stripe keys are set: ' +
        'remove PAYMENTS to take real payments, or the Stripe keys to run a test site',
    );
  }
  if (!stripe && publicUrl.protocol === 'https:' && config.PAYMENTS !== 'test') {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL is https but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: ' +
        'the built-in test checkout would give the study kit away for free. Set the Stripe keys, or PAYMENTS=test ' +
        'if this site is meant to take no real payments',
    );
  }
  return stripe ? 'stripe' : 'test';
}
