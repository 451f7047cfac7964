import { readFile } from 'node:fs/promises';
import type { Browser, Cookie, Page } from '@playwright/test';
import {
  accountMessages,
  emailChangeMessages,
  passwordChangeMessages,
  profileMessages,
} from '../src/shared/domain/account';
import { passwordResetTexts } from '../src/shared/domain/messages';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  openHeaderMenu,
  test,
  uniqueStudent,
} from './fixtures';
import { registerThroughApi } from './registration';

/**
 * The admin reads the newest mail to `email` in /admin/outbox and returns the path of its link that matches `link`.
 * Reset mails are written by a worker a moment after the request, so the outbox is reloaded until the mail is there.
 */
async function readLinkAsAdmin(
  browser: Browser,
  adminCookies: Cookie[],
  email: string,
  subject: RegExp,
  link: RegExp,
): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies(adminCookies);
  const page = await context.newPage();
  // Other mails can name the same address (the notice of an e-mail change names the new one): pick by subject too.
  const mail = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: subject }).first();
  const mailLink = mail.getByRole('link', { name: link });
  await expect(async () => {
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await page.getByLabel('Search mails').fill(email);
    await mail.locator('summary').click({ timeout: 3000 });
    await expect(mailLink).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const href = (await mailLink.getAttribute('href')) ?? '';
  await context.close();
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

const readResetLinkAsAdmin = (browser: Browser, adminCookies: Cookie[], email: string) =>
  readLinkAsAdmin(browser, adminCookies, email, /Reset your/, /reset-password\?token=/);

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
  test.setTimeout(90_000);
  const account = uniqueStudent('account');
  const registered = await registerThroughApi(page.request, account, ['texas']);
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
  // That form (outside Settings) still checks on blur only: let the message clear before the click (see 4d below).
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
  // Study reminders are off until the learner turns them on (e2e/reminders.spec.ts walks that).
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Quiet Hours' })).toHaveAttribute('aria-checked', 'false');
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

  // Delete: the button works only with DELETE typed exactly and the password given; a wrong one keeps the account.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Delete Permanently' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByLabel(accountMessages.deletePasswordLabel).fill('wrong-password');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(accountMessages.deletePasswordWrong)).toBeVisible();
  await dialog.getByLabel(accountMessages.deletePasswordLabel).fill(newPassword);
  await confirm.click();
  await expect(page.getByText(accountMessages.deleted)).toBeVisible();
  await expect(page).toHaveURL('/');

  const login = await page.request.post('/_api/auth/login_with_password', {
    data: { email: account.email, password: newPassword },
  });
  expect(login.ok()).toBe(false);
});

test('fixing a field after its inline error saves with one click on Save', async ({ page, loginAs }) => {
  await loginAs('student');
  // Tall enough that the form does not scroll: when the page is scrolled to its end, the browser keeps the button in
  // place as the content above it shrinks, which hides the fault at some window heights and not at others.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 1400 });
  await page.goto('/settings');
  const name = page.getByLabel('Display Name');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await name.fill('');
  await name.blur();
  await expect(page.getByText(profileMessages.displayNameEmpty)).toBeVisible();
  // The fix is typed and Save clicked at once, with no blur in between: the press itself moves the focus. A person
  // holds the button down for a moment (here 120 ms), long enough for the page to change under the pointer.
  await name.fill(`${original} Fixed`);
  await page.getByRole('button', { name: 'Save Changes' }).click({ delay: 120 });
  await expect(page.getByText(profileMessages.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display Name')).toHaveValue(`${original} Fixed`);
  await page.getByLabel('Display Name').fill(original);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(profileMessages.updated)).toHaveCount(1);
});

test('a student changes the e-mail with the password and a mailed link, then the password', async ({
  page,
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const account = uniqueStudent('mover');
  const registered = await registerThroughApi(page.request, account, ['texas']);
  expect(registered.ok()).toBe(true);
  await page.goto('/settings');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);

  const newEmail = account.email.replace('mover-', 'moved-');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(emailChangeMessages.passwordRequired)).toBeVisible();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(emailChangeMessages.requested(newEmail))).toBeVisible();
  await expect(page.getByText(emailChangeMessages.pending(newEmail))).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expectNoAxeViolations(page);

  const confirmPath = await readLinkAsAdmin(
    browser,
    adminCookies,
    newEmail,
    /Confirm your new/,
    /confirm-email\?token=/,
  );
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your New E-mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm E-mail Address' }).press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(emailChangeMessages.confirmed);
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await expect(page.getByText(emailChangeMessages.pending(newEmail))).toHaveCount(0);

  // Password change, by keyboard: the session stays, the new password works.
  await openSettingsTab(page, 'Privacy & Account');
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('New Password').press('Tab');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password').fill('Moved-House-2026');
  await page.getByLabel('New Password').press('Enter');
  await expect(page.getByText(passwordChangeMessages.changed)).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expectNoAxeViolationsBesideToasts(page);
  const login = await page.request.post('/_api/auth/login_with_password', {
    data: { email: newEmail, password: 'Moved-House-2026' },
  });
  expect(login.ok()).toBe(true);
});
