import type { Page } from '@playwright/test';
import superjson from 'superjson';
import { readContentPack } from '../src/server/content/read-content-pack';
import { profileMessages } from '../src/shared/domain/account';
import { coursePageTexts } from '../src/shared/domain/course-texts';
import { examLauncherTexts } from '../src/shared/domain/quiz-page-texts';
import { profileFormTexts, stateCoverageTexts } from '../src/shared/domain/settings-texts';
import { resultTexts } from '../src/web/features/attempt-result/result-texts';
import { examTexts } from '../src/web/features/exam-session/exam-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test, uniqueStudent } from './fixtures';
import { adminApi, createCodeAsAdmin, uniqueCode } from './purchase-helpers';
import { registerThroughApi } from './registration';
import { e2eBaseUrl } from './test-env';

// Every Florida category exam has the same shape (content/blueprints/florida.yaml); the test reads it from there.
const categoryExam = readContentPack().blueprints.find((blueprint) => blueprint.id === 'florida-private-ag')!;
const categoryExamLength = categoryExam.questionCount;
const categoryExamMinutes = categoryExam.timeLimitMinutes;

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Answers the question on screen whatever its type (a choice, or a number typed in). */
async function answerShownQuestion(page: Page, number: number) {
  const card = page.getByTestId(`exam-question-${number}`);
  const choice = card.getByRole('radio').or(card.getByRole('checkbox')).first();
  if (await choice.isVisible()) await choice.check();
  else await card.getByRole('textbox').fill('1');
}

// Issue 17: a learner who registered for Florida reads a Florida lesson, then takes a Florida category exam at 360 px
// (the exam chosen from the Florida group on /exams, answered, submitted, scored) and starts another on a desktop.
test('a Florida learner reads a Florida lesson and takes a Florida category exam, 360 px and desktop', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi(adminCookies);
  const code = uniqueCode('FLORI');
  await createCodeAsAdmin(admin, { code, type: 'percentage', value: 100 });
  await admin.dispose();
  const context = await browser.newContext({ baseURL: e2eBaseUrl, viewport: { width: 360, height: 740 } });
  const student = uniqueStudent('florida');
  const registered = await registerThroughApi(context.request, student, ['florida']);
  expect(registered.ok()).toBe(true);
  const checkout = await context.request.post('/_api/billing/create-checkout-session', {
    data: superjson.serialize({ discountCode: code }),
  });
  expect(checkout.ok()).toBe(true);
  const page = await context.newPage();

  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1, name: coursePageTexts.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '5A - Aquatic Pest Control' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Florida Pesticide Law & Rules (General Standards)' }),
  ).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'FWC aquatic plant control permits' }).click();
  await expect(page).toHaveURL(/\/course\/lessons\/fl-aquatic-permits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Exempt waters' })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // /exams: the national core and the learner's Florida exams (the Core exam and one per category); other states'
  // exams stay folded away until asked for.
  await page.goto('/exams');
  const florida = page.getByRole('region', { name: examLauncherTexts.stateGroup('Florida') });
  await expect(florida.getByRole('heading', { level: 4 })).toHaveText([
    'Florida General Standards (Core) practice exam',
    'Florida Aquatic (5A) practice exam',
    'Florida Ornamental and Turf (3) practice exam',
    'Florida Private Applicator Agricultural (1C) practice exam',
    'Florida Right-of-Way (6) practice exam',
  ]);
  await expect(
    florida.getByText(examLauncherTexts.facts(categoryExamLength, categoryExamMinutes, 70)).first(),
  ).toBeVisible();
  const texasExam = page.getByRole('button', { name: examLauncherTexts.startLabel('Texas Aquatic practice exam') });
  await expect(texasExam).toBeHidden();
  await page.getByText(examLauncherTexts.otherStates).click();
  await expect(texasExam).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  const examName = 'Florida Private Applicator Agricultural (1C) practice exam';
  await florida.getByRole('button', { name: examLauncherTexts.startLabel(examName) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exams\/attempt\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: examName })).toBeVisible();
  await expect(page.getByRole('heading', { name: examTexts.questionOf(1, categoryExamLength) })).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  for (let number = 1; number <= categoryExamLength; number++) {
    await expect(page.getByRole('heading', { name: examTexts.questionOf(number, categoryExamLength) })).toBeVisible();
    await answerShownQuestion(page, number);
    if (number < categoryExamLength) await page.getByRole('button', { name: examTexts.next }).click();
  }
  await expect(page.getByText(examTexts.saved, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: examTexts.submit }).click();
  await page
    .getByRole('alertdialog', { name: examTexts.confirmTitle })
    .getByRole('button', { name: examTexts.confirmSubmit })
    .click();
  await expect(page.getByTestId('attempt-score')).toHaveText(/^\d+%$/);
  await expect(page.getByText(resultTexts.passingScore(70))).toBeVisible();
  const topics = page.getByRole('table', { name: resultTexts.topicsHeading });
  await expect(topics.getByRole('rowheader')).toHaveText(['1C - Private Applicator Agricultural Pest Control']);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsBesideToasts(page);

  // On a desktop screen: the Florida Aquatic exam, one category only, timed as its blueprint says.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/exams');
  await page.getByRole('button', { name: examLauncherTexts.startLabel('Florida Aquatic (5A) practice exam') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Florida Aquatic (5A) practice exam' })).toBeVisible();
  await expect(page.getByRole('heading', { name: examTexts.questionOf(1, categoryExamLength) })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(
    new RegExp(`(${categoryExamMinutes - 1}|${categoryExamMinutes}):\\d\\d`),
  );
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
