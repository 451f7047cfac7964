import { z } from 'zod';
import { errorFallbacks, validationMessages } from '../domain/messages';
import { endpoint } from './endpoint';

export const ZPlatformConfig = z.strictObject({
  brandName: z.string().trim().min(1, validationMessages.brandNameRequired),
  homePageCopy: z.string().trim().min(1, validationMessages.homePageCopyRequired),
  aiSystemPrompt: z.string().trim().min(1, validationMessages.aiSystemPromptRequired),
});
export type TPlatformConfig = z.infer<typeof ZPlatformConfig>;

/** What every visitor needs to render the site: the brand for titles and the home page copy. */
export const ZPublicConfig = ZPlatformConfig.pick({ brandName: true, homePageCopy: true });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
/**
 * What the server puts into index.html for the first render: the public config, whether checkouts are the test
 * checkout (so the notice that says so is there on first paint, without a request or a layout shift), and whether
 * sign-up is open (so a visitor learns it before filling in the form).
 */
export type TEmbeddedPageConfig = TPublicConfig & {
  testPayments: boolean;
  registrationOpen: boolean;
  /** No AI model configured: the tutor page says it answers from the material (issue 26). */
  tutorOffline: boolean;
};

export const getHealth = endpoint({
  method: 'GET',
  path: '/_api/health',
  access: 'public',
  input: z.strictObject({}),
  // Down answers 503 with { error, status: 'unavailable', database: 'down' } and Retry-After.
  response: z.object({ status: z.literal('ok'), database: z.literal('up') }),
  encoding: 'json',
  fallbackError: errorFallbacks.request,
});

export const getPublicConfig = endpoint({
  method: 'GET',
  path: '/_api/site-config',
  access: 'public',
  input: z.strictObject({}),
  response: ZPublicConfig,
  encoding: 'superjson',
  fallbackError: errorFallbacks.request,
});

export const getAdminConfig = endpoint({
  method: 'GET',
  path: '/_api/settings/admin-config',
  access: 'admin',
  input: z.strictObject({}),
  response: ZPlatformConfig,
  encoding: 'superjson',
  fallbackError: errorFallbacks.request,
});

export const updateAdminConfig = endpoint({
  method: 'POST',
  path: '/_api/settings/admin-config',
  access: 'admin',
  input: ZPlatformConfig,
  response: ZPlatformConfig,
  encoding: 'superjson',
  fallbackError: 'Failed to update settings.',
});
