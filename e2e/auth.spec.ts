import type { Page } from '@playwright/test';
import { serverMessages, validationMessages } from '../src/shared/domain/messages';
import { studentDashboardCards } from '../src/shared/domain/navigation';
import { authPageTexts, dashboardTexts, heroButtonTexts } from '../src/shared/domain/page-texts';
import { registrationTexts } from '../src/shared/domain/registration-texts';
import { expect, expectNoAxeViolations, openHeaderMenu, type TAccount, test, uniqueStudent } from './fixtures';
import { readMailedPath } from './registration';

async function fillRegistration(page: Page, account: TAccount) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Display Name').fill(account.displayName);
}

async function expectStudentDashboard(page: Page, account: TAccount) {
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardTexts.welcome(account.displayName) }),
  ).toBeVisible();
  for (const card of studentDashboardCards) {
    await expect(page.getByRole('link', { name: new RegExp(`^${card.label}`) })).toHaveAttribute('href', card.to);
  }
  await expectNoAxeViolations(page);
}

test('a new student registers, logs out and logs in again', async ({ page }) => {
  const account = uniqueStudent('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: authPageTexts.register.heading })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'National' })).toBeChecked();
  await expectNoAxeViolations(page);

  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up answers with a mailed link (issue 25, L14); the link opens a page that waits for a press.
  await expect(page.getByRole('status')).toHaveText(registrationTexts.checkEmail(account.email, true));
  await expectNoAxeViolations(page);
  await page.goto(await readMailedPath(account.email, 'registration-confirm', /\/confirm-registration\?token=/));
  await expect(page.getByRole('heading', { name: registrationTexts.confirmHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: registrationTexts.submit }).click();
  await expect(page).toHaveURL('/');
  // A fresh student has no purchase yet, so the hero asks to complete it.
  // The hero and the pricing section both invite a student without a purchase to complete it (a checkout button).
  await expect(page.getByRole('button', { name: heroButtonTexts.completePurchase })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await expectStudentDashboard(page, account);

  await openHeaderMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await openHeaderMenu(page);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();

  await expect(page.getByRole('heading', { name: authPageTexts.login.heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
  await expectStudentDashboard(page, account);
});

test('signing up with an address that has an account looks the same, and the owner is mailed', async ({
  page,
  studentAccount,
}) => {
  const { email } = studentAccount.account;
  await page.goto('/register');
  await fillRegistration(page, { ...studentAccount.account, displayName: 'Second Try' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status')).toHaveText(registrationTexts.checkEmail(email, true));
  await expectNoAxeViolations(page);
  // The owner's mail points to the login page, and the account was not touched.
  await page.goto(await readMailedPath(email, 'registration-existing', /\/login$/));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(studentAccount.account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
});

test('a used or made-up sign-up link explains what to do', async ({ page }) => {
  await page.goto('/confirm-registration?token=not-a-real-token');
  await page.getByRole('button', { name: registrationTexts.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(registrationTexts.invalidToken);
  await expectNoAxeViolations(page);
});

test('a password of 7 characters is refused when the field loses focus', async ({ page }) => {
  await page.goto('/register');
  const password = page.getByLabel('Password');
  await password.fill('Abc1234');
  await password.blur();
  await expect(page.getByText(validationMessages.passwordTooShort)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('a wrong password shows the error inline', async ({ page, studentAccount }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(studentAccount.account.email);
  await page.getByLabel('Password').fill('Not-The-Passw0rd');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials);
  await expect(page).toHaveURL('/login');
  await expectNoAxeViolations(page);
});

test('logging in from a protected page returns to it, and only to a page of this site', async ({
  page,
  studentAccount,
}) => {
  const logIn = async () => {
    await page.getByLabel('Email').fill(studentAccount.account.email);
    await page.getByLabel('Password').fill(studentAccount.account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
  };
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?next=%2Fsettings');
  await expectNoAxeViolations(page);
  await logIn();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login?next=https://evil.example/phish');
  await logIn();
  await expect(page).toHaveURL('/');
  await page.context().clearCookies();
  await page.goto('/login?next=//evil.example/phish');
  await logIn();
  await expect(page).toHaveURL('/');
});
