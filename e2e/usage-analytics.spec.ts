import { request } from '@playwright/test';
import { abuseKindLabels, usageAnalyticsTexts as texts } from '../src/shared/domain/usage-analytics';
import { expect, expectNoAxeViolations, test, uniqueStudent } from './fixtures';
import { registerThroughApi } from './registration';
import { e2eBaseUrl, newVisitorHeaders } from './test-env';

// The usage analytics page (issue 16), at both widths (the mobile-360 project runs it too): the four cards, the
// charts with their tables, the range in the admin's time zone, and a mass registration flagged with its accounts.

/** Five sign-ups from one address, as a script would make them; returns the address and the accounts. */
async function registerFromOneAddress() {
  const headers = newVisitorHeaders();
  const api = await request.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: headers });
  const accounts = Array.from({ length: 5 }, () => uniqueStudent('farm'));
  for (const account of accounts) {
    const response = await registerThroughApi(api, account);
    expect(response.ok()).toBe(true);
  }
  await api.dispose();
  return { address: headers['x-forwarded-for'], accounts };
}

test('the admin reads the figures, switches the range and follows a flagged address to its accounts', async ({
  page,
  loginAs,
}) => {
  const { address, accounts } = await registerFromOneAddress();
  await loginAs('admin');
  await page.goto('/admin/usage-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Analytics' })).toBeVisible();
  await expect(page.getByText('Monitor platform activity and user engagement', { exact: true })).toBeVisible();
  await expect(page.getByText(texts.pageDescription)).toBeVisible();
  for (const card of Object.values(texts.cards)) {
    await expect(page.getByRole('heading', { level: 2, name: card.title, exact: true })).toBeVisible();
    await expect(page.getByText(card.description, { exact: true })).toBeVisible();
  }
  // "+12% vs 30 days ago (250)", or "+33 vs none 30 days ago" on a platform younger than the period.
  await expect(page.getByText(/vs (none )?30 days ago/).first()).toBeVisible();

  // The charts drew, and each has its figures as a table.
  await expect(page.getByRole('heading', { name: texts.activityHeading })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(texts.timeZoneNote(zone))).toBeVisible();
  const learners = page.getByRole('figure', { name: 'Learners and purchases' });
  await learners.getByText(texts.showTable).click();
  const table = learners.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  // Today's sign-ups include the five above.
  const today = table.getByRole('row').last();
  expect(Number((await today.getByRole('cell').nth(1).innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(5);

  await page.getByLabel(texts.rangeLabel).selectOption('7');
  await expect(page).toHaveURL(/range=7/);
  await expect(table.getByRole('row')).toHaveCount(8);

  // The mass registration, with the accounts as links to their details.
  const flag = page.getByRole('listitem').filter({ hasText: address });
  await expect(flag.getByText(abuseKindLabels.mass_registration)).toBeVisible();
  await expect(flag.getByText('5 accounts registered from this address', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await flag.getByRole('link', { name: accounts[0]!.email }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByText(accounts[0]!.email).first()).toBeVisible();
});

test('a student cannot open the analytics page', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.goto('/admin/usage-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Analytics' })).toHaveCount(0);
});
