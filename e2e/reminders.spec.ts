import type { Locator, Page } from '@playwright/test';
import { reminderMessages, reminderTabTexts, unsubscribeTexts } from '../src/shared/domain/reminder-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';

// A learner turns study reminders on with quiet hours in Settings > Notifications (issue 16), at both widths (the
// mobile-360 project runs this file too).

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function switchOn(control: Locator) {
  if ((await control.getAttribute('aria-checked')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-checked', 'true');
}

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a learner turns on study reminders with quiet hours, in their own time zone', async ({ page, loginAs }) => {
  // Two tabs, two saves and four accessibility checks: longer than the default on a busy machine.
  test.setTimeout(90_000);
  await loginAs('student');
  await page.goto('/settings');
  await openTab(page, 'Notifications');
  const reminderTime = page.getByLabel(reminderTabTexts.reminderHour);
  await expect(reminderTime).toBeVisible();
  await expectNoAxeViolations(page);

  // The time zone is shown with a way to change it, which leads to the Profile tab's field.
  await page.getByRole('button', { name: reminderTabTexts.changeTimeZone }).click();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const zoneField = page.getByLabel('Time zone');
  await expect(zoneField).toBeFocused();
  await zoneField.selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await openTab(page, 'Notifications');
  await expect(page.getByText('America/Chicago')).toBeVisible();

  await switchOn(page.getByRole('switch', { name: reminderTabTexts.email }));
  await reminderTime.selectOption({ label: '7:00 PM' });
  await page.getByLabel(reminderTabTexts.examDate).fill('2099-06-01');
  await switchOn(page.getByRole('switch', { name: reminderTabTexts.quietHours }));
  await page.getByLabel(reminderTabTexts.quietStart).selectOption({ label: '10:00 PM' });
  await page.getByLabel(reminderTabTexts.quietEnd).selectOption({ label: '7:00 AM' });

  // A reminder hour inside the quiet hours (which span midnight) is called out before saving.
  await reminderTime.selectOption({ label: '11:00 PM' });
  await expect(page.getByText(reminderTabTexts.reminderInQuietHours)).toBeVisible();
  await reminderTime.selectOption({ label: '7:00 PM' });
  await expect(page.getByText(reminderTabTexts.reminderInQuietHours)).toHaveCount(0);

  await page.getByRole('button', { name: reminderTabTexts.save }).click();
  await expect(page.getByText(reminderMessages.saved)).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await expectNoAxeViolationsBesideToasts(page);

  // Saved on the server: a reload shows the same choices.
  await page.reload();
  await openTab(page, 'Notifications');
  await expect(page.getByRole('switch', { name: reminderTabTexts.email })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: reminderTabTexts.quietHours })).toHaveAttribute('aria-checked', 'true');
  await expect(reminderTime).toHaveValue('19');
  await expect(page.getByLabel(reminderTabTexts.quietStart)).toHaveValue('22');
  await expect(page.getByLabel(reminderTabTexts.quietEnd)).toHaveValue('7');
  await expect(page.getByLabel(reminderTabTexts.examDate)).toHaveValue('2099-06-01');
  await expect(page.getByText('America/Chicago')).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await expectNoAxeViolations(page);

  // Quiet hours off again: the choices are kept and the form still saves.
  await page.getByRole('switch', { name: reminderTabTexts.quietHours }).click();
  await page.getByRole('button', { name: reminderTabTexts.save }).click();
  await expect(page.getByText(reminderMessages.saved)).toBeVisible();
  await expect(page.getByRole('switch', { name: reminderTabTexts.quietHours })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('the unsubscribe page waits for a press and explains a bad link', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.not-a-real-signature');
  await expect(page.getByRole('heading', { level: 1, name: unsubscribeTexts.heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: unsubscribeTexts.submit }).click();
  await expect(page.getByRole('alert')).toContainText(reminderMessages.invalidToken);
  expect(await fitsTheWidth(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toContainText(unsubscribeTexts.missingToken);
});
