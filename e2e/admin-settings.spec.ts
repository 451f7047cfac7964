import {
  registrationClosedMessage,
  systemTexts,
  userManagementTexts,
} from '../src/shared/domain/admin-operations-texts';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';

// Admin Settings' User Management and System tabs (issue 16), at both widths (the mobile-360 project runs it too).

test('the admin closes sign-up, a visitor is told before filling in the form, and the admin opens it again @global-settings', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Admin Settings' }).click();
  await page.getByRole('tab', { name: 'User Management' }).click();
  const open = page.getByRole('switch', { name: userManagementTexts.registrationOpen });
  await expect(open).toBeChecked();
  await expect(page.getByText(/administrators?/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: userManagementTexts.invitationsTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  // A lifetime out of range is refused in the form, with the rule in words.
  const lifetime = page.getByLabel(userManagementTexts.sessionLifetimeDays);
  await lifetime.fill('120');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(userManagementTexts.sessionLifetimeInvalid(1, 90))).toBeVisible();
  await lifetime.fill('30');

  try {
    await open.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(userManagementTexts.saved)).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/register');
    await expect(visitorPage.getByRole('alert')).toHaveText(registrationClosedMessage);
    await expect(visitorPage.getByLabel('Email')).toHaveCount(0);
    await expectNoAxeViolations(visitorPage);
    await visitor.close();
  } finally {
    await page.reload();
    await page.getByRole('tab', { name: 'Admin Settings' }).click();
    await page.getByRole('tab', { name: 'User Management' }).click();
    const reopened = page.getByRole('switch', { name: userManagementTexts.registrationOpen });
    if (!(await reopened.isChecked())) {
      await reopened.click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(userManagementTexts.saved)).toBeVisible();
    }
  }
  await expectNoAxeViolationsBesideToasts(page);
});

test('the admin sees what the platform runs on, with the test checkout flagged', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Admin Settings' }).click();
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: systemTexts.database })).toBeVisible();
  await expect(page.getByText(/^Migration \d{4}_/)).toBeVisible();
  await expect(page.getByText(systemTexts.testCheckoutWarning)).toBeVisible();
  await expect(page.getByText(systemTexts.aiEngine(null))).toBeVisible();
  await page.getByRole('button', { name: systemTexts.refresh }).click();
  await expect(page.getByRole('heading', { name: systemTexts.application })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('the sidebar’s Settings opens the same Admin Settings on a page of their own @phone', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.users.heading })).toBeVisible();
  const openAdminMenu = page.getByRole('button', { name: 'Open admin menu' });
  if (await openAdminMenu.isVisible()) await openAdminMenu.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.settings.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.settings.title}`));
  // The Brand form is loaded from the saved config, not left empty.
  await expect(page.getByLabel('Platform Name')).not.toHaveValue('');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: systemTexts.database })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
