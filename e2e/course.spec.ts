import type { Page } from '@playwright/test';
import { coursePageTexts, lessonPageTexts } from '../src/shared/domain/course-texts';
import { accessTexts } from '../src/shared/domain/messages';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

/** A lesson whose signal-word table is wider than a phone: it must scroll in its own box, not the page. */
const lessonWithTable = 'label-signal-words';

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a learner opens the course, reads a lesson to a section, marks it read and sees progress', async ({
  browser,
  adminCookies,
}) => {
  // Buying the kit, two screens, axe on each and a second viewport: more than the 30 s default on a busy machine.
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'course');
  const page = await context.newPage();

  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: /Prep Course/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByRole('heading', { level: 1, name: coursePageTexts.heading })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: coursePageTexts.progressLabel });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  const total = Number((await progress.getAttribute('aria-valuetext'))!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(48);
  await expect(page.getByRole('heading', { level: 3, name: 'Label & Labeling' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: the start button is reachable with Tab and opens the first lesson with Enter.
  const start = page.getByRole('link', { name: coursePageTexts.start });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course\/lessons\/[a-z0-9-]+$/);
  const lessonUrl = page.url();
  await expect(page.getByRole('navigation', { name: lessonPageTexts.breadcrumbLabel })).toBeVisible();
  const contents = page.getByRole('navigation', { name: lessonPageTexts.contents });
  const lastEntry = contents.getByRole('link').last();
  const sectionId = (await lastEntry.getAttribute('href'))!.split('#')[1]!;
  await lastEntry.click();
  await expect(page).toHaveURL(new RegExp(`#${sectionId}$`));
  await expect(page.locator(`h2[id="${sectionId}"]`)).toBeInViewport();

  // Mark as read with the keyboard; the toggle reports its state.
  const markRead = page.getByRole('button', { name: lessonPageTexts.markRead }).first();
  await markRead.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: lessonPageTexts.completed }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolationsBesideToasts(page);

  // A deep link straight to a section scrolls to it after loading.
  await page.goto(`${lessonUrl}#${sectionId}`);
  await expect(page.locator(`h2[id="${sectionId}"]`)).toBeInViewport();

  await page.getByRole('navigation', { name: lessonPageTexts.breadcrumbLabel }).getByRole('link').click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(progress).toHaveAttribute('aria-valuetext', coursePageTexts.progress(1, total));
  await expect(page.getByRole('link', { name: coursePageTexts.continue })).toBeVisible();
  await expect(page.getByLabel(coursePageTexts.completed)).toHaveCount(1);

  // At 360 px neither the course nor a lesson with a wide table overflows the page, and axe stays clean.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto(`/course/lessons/${lessonWithTable}`);
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('the course is behind the purchase wall', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.goto('/course');
  await expect(page.getByRole('heading', { name: accessTexts.purchaseRequiredTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: coursePageTexts.heading })).toHaveCount(0);
});
