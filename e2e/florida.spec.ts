import superjson from 'superjson';
import { profileMessages } from '../src/shared/domain/account';
import { coursePageTexts } from '../src/shared/domain/course-texts';
import { examLauncherTexts } from '../src/shared/domain/quiz-page-texts';
import { profileFormTexts, stateCoverageTexts } from '../src/shared/domain/settings-texts';
import { examTexts } from '../src/web/features/exam-session/exam-texts';
import { expect, expectNoAxeViolations, test, uniqueStudent } from './fixtures';
import { adminApi, createCodeAsAdmin, uniqueCode } from './purchase-helpers';
import { e2eBaseUrl } from './test-env';

// Issue 17: a learner who registered for Florida gets Florida's modules and its category exam, on a 360 px phone.
test('a Florida learner reads a Florida lesson and starts the Florida category exam at 360 px @desktop-only', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(adminCookies);
  const code = uniqueCode('FLORI');
  await createCodeAsAdmin(admin, { code, type: 'percentage', value: 100 });
  await admin.dispose();
  const context = await browser.newContext({ baseURL: e2eBaseUrl, viewport: { width: 360, height: 740 } });
  const student = uniqueStudent('florida');
  const registered = await context.request.post('/_api/auth/register_with_password', {
    data: { email: student.email, password: student.password, displayName: student.displayName, states: ['florida'] },
  });
  expect(registered.ok()).toBe(true);
  const checkout = await context.request.post('/_api/billing/create-checkout-session', {
    data: superjson.serialize({ discountCode: code }),
  });
  expect(checkout.ok()).toBe(true);
  const page = await context.newPage();
  const pageOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1, name: coursePageTexts.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '5A - Aquatic Pest Control' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Florida Pesticide Law & Rules (General Standards)' }),
  ).toBeVisible();
  expect(await pageOverflow()).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'FWC aquatic plant control permits' }).click();
  await expect(page).toHaveURL(/\/course\/lessons\/fl-aquatic-permits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Exempt waters' })).toBeVisible();
  expect(await pageOverflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto('/exams');
  const start = page.getByRole('button', { name: examLauncherTexts.startLabel('Florida category practice exam') });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exams\/attempt\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Florida category practice exam' })).toBeVisible();
  await expect(page.getByRole('heading', { name: examTexts.questionOf(1, 40) })).toBeVisible();
  expect(await pageOverflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});

// Issue 17: every state the product serves can be chosen in the profile, which says what each one covers.
test('a learner adds California in Settings and sees what it covers, at 360 px', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings');
  const california = page.getByRole('checkbox', { name: 'California' });
  await expect(california).toBeVisible();
  const coverage = page.getByRole('region', { name: stateCoverageTexts.heading });
  await expect(coverage).toContainText('National:');
  await expect(coverage).not.toContainText('California:');
  await california.focus();
  await page.keyboard.press('Space');
  await expect(coverage).toContainText('California:');
  await expect(coverage).toContainText('California Laws, Regulations and Basic Principles');
  await page.getByRole('button', { name: profileFormTexts.save }).click();
  await expect(page.getByText(profileMessages.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'California' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page);
});
