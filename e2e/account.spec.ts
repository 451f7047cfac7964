import { readFile } from 'node:fs/promises';
import type { Browser, Cookie, Page } from '@playwright/test';
import { accountMessages, profileMessages } from '../src/shared/domain/account';
import { passwordResetTexts } from '../src/shared/domain/messages';
import { expect, expectNoAxeViolations, openHeaderMenu, test, uniqueStudent } from './fixtures';

/** The admin reads the newest mail to `email` in /admin/outbox and returns the reset link's path. */
async function readResetLinkAsAdmin(browser: Browser, adminCookies: Cookie[], email: string): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies(adminCookies);
  const page = await context.newPage();
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search mails').fill(email);
  const mail = page.getByRole('listitem').filter({ hasText: email }).first();
  await mail.locator('summary').click();
  const link = mail.getByRole('link', { name: /reset-password\?token=/ });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  const href = (await link.getAttribute('href')) ?? '';
  await context.close();
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

async function openSettingsTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

// One account walks the whole journey, so the run registers one student and logs in once (rate limits).
test('a student resets the password, edits the profile, exports the data and deletes the account', async ({
  page,
  browser,
  adminCookies,
}) => {
  const account = uniqueStudent('account');
  const registered = await page.request.post('/_api/auth/register_with_password', {
    data: { email: account.email, password: account.password, displayName: account.displayName, states: ['texas'] },
  });
  expect(registered.ok()).toBe(true);
  await page.context().clearCookies();

  // Forgot password: the answer is the same whether or not the account exists.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(passwordResetTexts.requested);

  const resetPath = await readResetLinkAsAdmin(browser, adminCookies, account.email);
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('New Password').blur();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  const newPassword = 'Fresh-Start-2026';
  await page.getByLabel('New Password').fill(newPassword);
  // Let the on-blur check clear the message first, so the button does not move under the click.
  await page.getByLabel('New Password').blur();
  await expect(page.getByText('Password must be at least 8 characters')).toBeHidden();
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(passwordResetTexts.done);
  // The link works once.
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');

  // Profile: the new name shows in the header at once.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const newName = `Renamed ${account.displayName.slice(-4)}`;
  await page.getByLabel('Display Name').fill(newName);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(profileMessages.updated)).toBeVisible();
  await openHeaderMenu(page);
  await expect(page.getByRole('link', { name: newName })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display Name')).toHaveValue(newName);
  await expectNoAxeViolations(page);

  await openSettingsTab(page, 'Notifications');
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Quiet Hours' })).toBeDisabled();
  await openSettingsTab(page, 'Billing');
  await expect(page.getByText('No Purchase Found')).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: a JSON file named after the product that holds the account.
  await openSettingsTab(page, 'Privacy & Account');
  await expectNoAxeViolations(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-data\.json$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(exported)).toBeTruthy();
  expect(exported).toContain(account.email);
  await expect(page.getByText(accountMessages.exported)).toBeVisible();

  // Delete: the button works only with DELETE typed exactly.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete Permanently' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(accountMessages.deleted)).toBeVisible();
  await expect(page).toHaveURL('/');

  const login = await page.request.post('/_api/auth/login_with_password', {
    data: { email: account.email, password: newPassword },
  });
  expect(login.ok()).toBe(false);
});
