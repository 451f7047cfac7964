import { accessTexts, notFoundText } from '../src/shared/domain/messages';
import { adminDashboardCards, adminSidebarLinks } from '../src/shared/domain/navigation';
import { adminPageTexts, authPageTexts, dashboardTexts, learnerPageTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('an anonymous visitor on the dashboard is sent to the login page and back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?next=%2Fdashboard');
  await expect(page.getByRole('heading', { name: authPageTexts.login.heading })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a student on an admin page sees Access Denied', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: accessTexts.accessDenied })).toBeVisible();
  await expect(page.getByText(accessTexts.wrongRole('student'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a student without a purchase meets the purchase wall on study material', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.goto('/exams');
  await expect(page.getByRole('heading', { name: accessTexts.purchaseRequiredTitle })).toBeVisible();
  await expect(page.getByText(accessTexts.purchaseRequired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
});

test('the admin sees the admin dashboard and the admin sidebar @phone', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: dashboardTexts.adminHeading })).toBeVisible();
  for (const card of adminDashboardCards) {
    await expect(page.getByRole('link', { name: new RegExp(`^${card.label}`) })).toHaveAttribute('href', card.to);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /^Student Management/ }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.users.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.users.title}`));
  const openAdminMenu = page.getByRole('button', { name: 'Open admin menu' });
  if (await openAdminMenu.isVisible()) await openAdminMenu.click();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const link of adminSidebarLinks) {
    await expect(sidebar.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
  }
  // Scoped to the sidebar: the user list on this page shows the admin's name too.
  await expect(page.locator('#admin-sidebar').getByText('Administrator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Admins skip the purchase check on study material.
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.exams.heading })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path shows the Not Found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(notFoundText)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});
