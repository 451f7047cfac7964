import { profileMessages } from '../src/shared/domain/account';
import { expect, expectNoAxeViolationsBesideToasts, test, uniqueStudent } from './fixtures';
import { registerThroughApi } from './registration';
import { newVisitorHeaders } from './test-env';

// The browser's zone is saved for a new account on its first visit; the learner can change it in Settings.
test('a new learner gets the browser’s time zone and can change it in Settings', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Pacific/Honolulu', extraHTTPHeaders: newVisitorHeaders() });
  const account = uniqueStudent('zone');
  const registered = await registerThroughApi(context.request, account, ['texas']);
  expect(registered.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/settings');
  const zone = page.getByLabel('Time Zone');
  await expect(zone).toHaveValue('Pacific/Honolulu');
  // Reported to the server, not only guessed by the form: it is still there after a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByLabel('Time Zone')).toHaveValue('Pacific/Honolulu', { timeout: 2000 });
    const session = await context.request.get('/_api/auth/session');
    expect(JSON.stringify(await session.json())).toContain('Pacific/Honolulu');
  }).toPass({ timeout: 15_000 });

  await page.getByLabel('Time Zone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(profileMessages.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time Zone')).toHaveValue('America/Chicago');
  await expectNoAxeViolationsBesideToasts(page);
  await context.close();
});
