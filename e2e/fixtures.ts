import AxeBuilder from '@axe-core/playwright';
import { test as base, type Cookie, expect, type Page, request } from '@playwright/test';
import { registerThroughApi } from './registration';
import { e2eAdmin, e2eBaseUrl, e2eStudentPassword, newVisitorHeaders } from './test-env';

export { expect };

export interface TAccount {
  email: string;
  password: string;
  displayName: string;
}

type TRole = 'admin' | 'student';

/** A unique address per call, so reruns against a kept database never collide. */
export function uniqueStudent(label = 'student'): TAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `${label}-${id}@e2e.test`, password: e2eStudentPassword, displayName: `Student ${id.slice(-4)}` };
}

/** Calls the API the way the browser does and returns the session cookie it set. */
async function signInThroughApi(path: string, body: object): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: newVisitorHeaders() });
  const response = await api.post(path, { data: body });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

interface TWorkerFixtures {
  /** One student per worker (and so per project): registered once, reused to stay under the rate limits. */
  studentAccount: { account: TAccount; cookies: Cookie[] };
  /** The admin's session, signed in once per worker for the same reason. */
  adminCookies: Cookie[];
}

interface TTestFixtures {
  /** Signs the page's browser context in as a student (without a purchase) or as the admin. */
  loginAs: (role: TRole) => Promise<TAccount>;
}

export const test = base.extend<TTestFixtures, TWorkerFixtures>({
  studentAccount: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const account = uniqueStudent();
      const api = await request.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: newVisitorHeaders() });
      const confirmed = await registerThroughApi(api, account);
      if (!confirmed.ok()) throw new Error(`sign-up confirmation answered ${confirmed.status()}`);
      const { cookies } = await api.storageState();
      await api.dispose();
      await use({ account, cookies });
    },
    { scope: 'worker' },
  ],
  adminCookies: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      await use(await signInThroughApi('/_api/auth/login_with_password', e2eAdmin));
    },
    { scope: 'worker' },
  ],
  // Every context a test opens (its page's, and browser.newContext()'s, which take these defaults) is a new visitor.
  contextOptions: async ({ contextOptions }, use) => {
    await use({ ...contextOptions, extraHTTPHeaders: { ...contextOptions.extraHTTPHeaders, ...newVisitorHeaders() } });
  },
  loginAs: async ({ context, studentAccount, adminCookies }, use) => {
    await use(async (role) => {
      if (role === 'admin') {
        await context.addCookies(adminCookies);
        return { ...e2eAdmin, displayName: 'Administrator' };
      }
      await context.addCookies(studentAccount.cookies);
      return studentAccount.account;
    });
  },
});

/**
 * Runs axe-core on the page as it is now, leaving out what `exclude` selects. Legacy mode runs axe in the page
 * itself; the default mode opens a blank page per call to combine results across cross-origin frames, which these
 * screens do not have, and that page cost 0.7 s of a 1 to 2 s check on the 2-core CI machine (issue 24).
 */
async function axeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`,
  );
}

/** Fails the test on any axe-core violation on the page as it is now, toasts included, listing each rule and its elements. */
export async function expectNoAxeViolations(page: Page) {
  // A toast still fading in has a half-transparent colour that axe reads as low contrast; check it once it is in.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-mounted') === 'true',
    ),
  );
  if ((await page.locator('[data-sonner-toast]').count()) > 0) await page.waitForTimeout(600);
  expect(await axeViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * The page's own content, without the toasts: right after an action whose toast may be fading out (axe reads a
 * half-transparent toast as low contrast). The toasts themselves are checked where expectNoAxeViolations meets them,
 * instead of waiting four seconds here for them to go.
 */
export async function expectNoAxeViolationsBesideToasts(page: Page) {
  expect(await axeViolations(page, '[data-sonner-toaster]'), `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Fails when the page is wider than its window, so that the reader would have to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/** On narrow screens the header's links sit behind the menu button; open it when it is there. */
export async function openHeaderMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
}
