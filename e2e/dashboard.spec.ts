import type { Page } from '@playwright/test';
import superjson from 'superjson';
import { testCheckoutTexts } from '../src/shared/domain/checkout-texts';
import { coursePageTexts, lessonPageTexts } from '../src/shared/domain/course-texts';
import { kitOverviewTexts, nextStepsTexts } from '../src/shared/domain/dashboard-texts';
import { kitInclusions, pricingButtonTexts } from '../src/shared/domain/marketing-texts';
import { dashboardTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test, uniqueStudent } from './fixtures';
import { studentWithAccess } from './purchase-helpers';
import { registerThroughApi } from './registration';
import { e2eBaseUrl } from './test-env';

const texts = nextStepsTexts;
const purchaseButton = pricingButtonTexts.page.completePurchase;

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const nextSteps = (page: Page) => page.getByRole('region', { name: texts.heading });
const courseProgress = (page: Page) => page.getByRole('progressbar', { name: coursePageTexts.progressLabel });

/** The kit overview an unpaid student sees first, with the pricing card's list; the spec's cards follow it. */
async function expectKitOverview(page: Page) {
  const overview = page.getByRole('region', { name: kitOverviewTexts.heading });
  await expect(overview).toBeVisible();
  for (const item of kitInclusions) await expect(overview.getByText(item, { exact: true })).toBeVisible();
  await expect(overview.getByRole('button', { name: purchaseButton })).toBeVisible();
  await expect(nextSteps(page)).toHaveCount(0);
  const firstCard = page.getByRole('link', { name: /^AI Assistant/ });
  await expect(firstCard).toBeVisible();
  // The overview comes before the cards in reading order.
  const [overviewTop, cardTop] = await Promise.all([
    overview.evaluate((element) => element.getBoundingClientRect().top),
    firstCard.evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(overviewTop).toBeLessThan(cardTop);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
}

test('an unpaid student sees what the kit contains and a purchase button', async ({ page, loginAs }) => {
  const student = await loginAs('student');
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardTexts.welcome(student.displayName) }),
  ).toBeVisible();
  await expectKitOverview(page);
  await expectNoAxeViolations(page);
});

test('a new student buys the kit from the dashboard, starts the course and sees progress', async ({ browser }) => {
  // Registration, a checkout, the success countdown, a lesson and axe on each screen at two sizes.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const student = uniqueStudent('dash');
  const registered = await registerThroughApi(context.request, student, ['national']);
  expect(registered.ok()).toBe(true);
  const page = await context.newPage();

  await page.goto('/dashboard');
  await expectKitOverview(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectKitOverview(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: purchaseButton }).click();
  await expect(page).toHaveURL(/\/checkout\/test\?session_id=cs_/);
  await page.getByLabel(testCheckoutTexts.cardNumber).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });

  // Nothing done yet: the panel offers the start of the course, no cards and no exam.
  await expect(nextSteps(page)).toBeVisible();
  await expect(courseProgress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText(texts.flashcards.noneDue)).toBeVisible();
  await expect(page.getByText(texts.readiness.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: texts.exam.resume })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /AI-Generated Exams/ })).toBeVisible();
  await expectNoAxeViolationsBesideToasts(page);

  // Start the course with the keyboard, read the first lesson, and come back.
  const start = page.getByRole('link', { name: texts.course.start });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course\/lessons\/[a-z0-9-]+$/);
  const nextTitle = await page
    .getByRole('navigation', { name: lessonPageTexts.pagerLabel })
    .getByRole('link', { name: new RegExp(lessonPageTexts.next) })
    .textContent();
  await page.getByRole('button', { name: lessonPageTexts.markRead }).first().click();
  await expect(page.getByRole('button', { name: lessonPageTexts.completed }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/dashboard');
  const total = Number((await courseProgress(page).getAttribute('aria-valuetext'))!.match(/of (\d+)/)![1]);
  await expect(courseProgress(page)).toHaveAttribute('aria-valuetext', coursePageTexts.progress(1, total));
  const next = nextSteps(page).getByRole('link', { name: /^Continue: / });
  const title = (await next.getAttribute('aria-label'))!.replace('Continue: ', '');
  expect(nextTitle).toContain(title);
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});

test('a started exam shows its time left on the dashboard and Resume goes back to it', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(60_000);
  const context = await studentWithAccess(browser, adminCookies, 'dashexam');
  const started = await context.request.post('/_api/exams/start', {
    data: superjson.serialize({ blueprintId: 'national-core' }),
  });
  expect(started.ok()).toBe(true);
  const { attemptId } = superjson.deserialize<{ attemptId: string }>(await started.json());
  const page = await context.newPage();

  // While the server fails (the query's own retries included), the panel says so and offers to try again.
  let failing = true;
  await page.route('**/_api/dashboard/summary', (route) =>
    failing ? route.fulfill({ status: 503, json: { error: 'Service briefly down' } }) : route.continue(),
  );
  await page.goto('/dashboard');
  await expect(nextSteps(page).getByRole('alert')).toContainText('Service briefly down', { timeout: 20_000 });
  failing = false;
  await nextSteps(page).getByRole('button', { name: texts.retry }).click();

  const exam = page.getByRole('region', { name: texts.exam.heading });
  await expect(exam.getByText('National core practice exam')).toBeVisible();
  const clock = exam.getByRole('timer');
  await expect(clock).toContainText(/1:(29|30):\d\d/);
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before!, { timeout: 3000 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(exam).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await exam.getByRole('link', { name: texts.exam.resumeLabel('National core practice exam') }).click();
  await expect(page).toHaveURL(`/exams/attempt/${attemptId}`);
  await context.close();
});
