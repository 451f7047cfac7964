import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

// The 360 px pass over every screen. Journeys run once, at desktop width (playwright.config.ts); what the phone
// width can break is the layout, so here each screen is opened at 360 px and checked for what breaks there: a page
// wider than the phone, a heading that is not shown, and whatever axe finds (contrast, targets, hidden labels).

const learnerScreens = [
  '/dashboard',
  '/settings',
  '/course',
  '/exams',
  '/labels',
  '/flashcards',
  '/flashcards/review',
  '/ai-assistant',
  '/glossary',
  '/billing',
];

const adminScreens = [
  '/admin/content',
  '/admin/users',
  '/admin/usage-analytics',
  '/admin/flashcards',
  '/admin/knowledge-base',
  '/admin/tags',
  '/admin/glossary',
  '/admin/settings',
  '/admin/assets',
  '/admin/contact',
  '/admin/outbox',
  '/admin/discount-codes',
];

const visitorScreens = [
  '/login',
  '/register',
  '/confirm-registration?token=from-the-mail',
  '/forgot-password',
  '/checkout/test',
  '/no-such-page',
];

/** Opens a screen, lets its data arrive, and checks that it fits 360 px and passes axe. */
async function expectFitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows its heading`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

/** The first link on `listPath` whose address starts with `prefix`, to open one screen of that kind. */
async function firstLinkTo(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? prefix;
}

test('every learner screen fits a 360 px phone and passes axe @phone-only', async ({ browser, adminCookies }) => {
  test.setTimeout(120_000);
  const context = await studentWithAccess(browser, adminCookies, 'phone');
  const page = await context.newPage();
  for (const path of learnerScreens) await expectFitsThePhone(page, path);
  await expectFitsThePhone(page, await firstLinkTo(page, '/course', '/course/lessons/'));
  await expectFitsThePhone(page, await firstLinkTo(page, '/labels', '/labels/'));
  await context.close();
});

test('every admin screen fits a 360 px phone and passes axe @phone-only', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  for (const path of adminScreens) await expectFitsThePhone(page, path);
  // The user list links to details from each card's menu; the admin's own details are one of them.
  // The session answer is superjson (`{ json: { user } }`).
  const session = await (await page.request.get('/_api/auth/session')).json();
  await expectFitsThePhone(page, `/admin/users/${session.json.user.id}`);
});

test('the sign-in, checkout and not-found screens fit a 360 px phone and pass axe @phone-only', async ({ page }) => {
  for (const path of visitorScreens) await expectFitsThePhone(page, path);
});
