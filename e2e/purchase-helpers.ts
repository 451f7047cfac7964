import { type APIRequestContext, type Browser, type Cookie, expect, request } from '@playwright/test';
import superjson from 'superjson';
import type { TDiscountCodeCreate } from '../src/shared/contract/discount-codes';
import type { TOutboxMail } from '../src/shared/contract/outbox';
import { uniqueStudent } from './fixtures';
import { registerThroughApi } from './registration';
import { e2eBaseUrl, newVisitorHeaders } from './test-env';

/** An API client that carries the admin's session cookie (from the worker-scoped fixture). */
export async function adminApi(adminCookies: Cookie[]): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: e2eBaseUrl,
    storageState: { cookies: adminCookies, origins: [] },
    extraHTTPHeaders: newVisitorHeaders(),
  });
}

/** A code name no other run or project uses: the database is shared by both Playwright projects. */
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

export async function createCodeAsAdmin(api: APIRequestContext, code: Omit<TDiscountCodeCreate, 'isActive'>) {
  const response = await api.post('/_api/admin/discount-codes', { data: superjson.serialize({ ...code }) });
  if (!response.ok()) throw new Error(`creating ${code.code} answered ${response.status()}: ${await response.text()}`);
}

/** The path of the set-password link in the newest account-setup mail to `email` (the admin outbox, superjson). */
export async function readSetPasswordPath(api: APIRequestContext, email: string): Promise<string> {
  const response = await api.get(`/_api/admin/outbox?search=${encodeURIComponent(email)}`);
  if (!response.ok()) throw new Error(`outbox answered ${response.status()}`);
  const { json } = (await response.json()) as { json: { mails: TOutboxMail[] } };
  const mail = json.mails.find((candidate) => candidate.to === email && candidate.kind === 'purchase-account-setup');
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no set-password mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A new browser context for a fresh student who got access through an admin-made 100% code (no payment). */
export async function studentWithAccess(browser: Browser, adminCookies: Cookie[], label: string) {
  const admin = await adminApi(adminCookies);
  const code = uniqueCode(label.slice(0, 5).toUpperCase());
  await createCodeAsAdmin(admin, { code, type: 'percentage', value: 100 });
  await admin.dispose();
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const student = uniqueStudent(label);
  const registered = await registerThroughApi(context.request, student, ['national']);
  expect(registered.ok()).toBe(true);
  const checkout = await context.request.post('/_api/billing/create-checkout-session', {
    data: superjson.serialize({ discountCode: code }),
  });
  expect(checkout.ok()).toBe(true);
  return context;
}
