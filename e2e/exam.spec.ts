import type { Locator, Page } from '@playwright/test';
import superjson from 'superjson';
import { examLauncherTexts, progressTexts, questionViewTexts } from '../src/shared/domain/quiz-page-texts';
import { examMessages } from '../src/shared/domain/quizzes';
import { coreTopics } from '../src/shared/domain/topics';
import { resultTexts } from '../src/web/features/attempt-result/result-texts';
import { examTexts } from '../src/web/features/exam-session/exam-texts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';
import { studentWithAccess } from './purchase-helpers';

const examName = 'National core practice exam';
const fullSeconds = 90 * 60;

/** The countdown in seconds, read from the screen (mm:ss or h:mm:ss). */
async function secondsLeft(page: Page) {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const parts = text.replace(examTexts.timeLeft, '').trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const questionCard = (page: Page, number: number) => page.getByTestId(`exam-question-${number}`);
const navigatorButton = (page: Page, number: number) =>
  page
    .getByRole('navigation', { name: examTexts.navigator })
    .getByRole('button', { name: new RegExp(`^Question ${number},`) });

/** Answers the question on screen whatever its type; returns how to find the answer again. */
async function answerQuestion(page: Page, number: number): Promise<(card: Locator) => Promise<void>> {
  const card = questionCard(page, number);
  const choice = card.getByRole('radio').or(card.getByRole('checkbox')).first();
  if (await choice.isVisible()) {
    const label = (await choice.getAttribute('value')) ?? '';
    await choice.check();
    return (again) => expect(again.getByLabel(label, { exact: true })).toBeChecked();
  }
  await card.getByRole('textbox').fill('42');
  return (again) => expect(again.getByRole('textbox')).toHaveValue('42');
}

test('a learner takes a timed practice exam, reloads it, submits and reviews it', async ({ browser, adminCookies }) => {
  test.setTimeout(120_000);
  const context = await studentWithAccess(browser, adminCookies, 'exam');
  const page = await context.newPage();
  // Before submission no exam call may carry the key or the explanations.
  let submitting = false;
  const leaks: string[] = [];
  page.on('response', async (response) => {
    if (submitting || !response.url().includes('/_api/exams/')) return;
    const body = await response.text().catch(() => '');
    // Field names, not words: a question may well ask for "the most likely explanation".
    if (/"(correctAnswer|explanation)"\s*:/.test(body)) leaks.push(response.url());
  });

  await page.goto('/exams');
  await page.getByRole('button', { name: examLauncherTexts.startLabel(examName) }).click();
  await expect(page).toHaveURL(/\/exams\/attempt\/[^/]+$/);
  const attemptId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: examName })).toBeVisible();
  await expect(page.getByRole('heading', { name: examTexts.questionOf(1, 50) })).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(fullSeconds);
  await expectNoAxeViolations(page);

  // Questions 1 to 3, with Next between them; 1 and 3 are flagged.
  const checks: Array<(card: Locator) => Promise<void>> = [];
  for (const number of [1, 2, 3]) {
    checks.push(await answerQuestion(page, number));
    if (number !== 2) {
      const flag = page.getByRole('button', { name: examTexts.flag });
      await flag.click();
      await expect(flag).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: examTexts.next }).click();
  }
  // The navigator jumps with the keyboard: question 10 answered from there.
  await navigatorButton(page, 10).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: examTexts.questionOf(10, 50) })).toBeFocused();
  checks.push(await answerQuestion(page, 10));
  await expect(page.getByText(examTexts.saved, { exact: true })).toBeVisible();
  // Offline, an answer stays on screen with a warning and is sent once the connection is back.
  await context.setOffline(true);
  await page.getByRole('button', { name: examTexts.next }).click();
  checks.push(await answerQuestion(page, 11));
  await expect(page.getByRole('alert').filter({ hasText: examMessages.saveFailed })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(examTexts.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(examMessages.saveFailed)).toBeHidden();
  await expect(navigatorButton(page, 1)).toHaveAccessibleName('Question 1, answered, flagged');
  await expect(navigatorButton(page, 2)).toHaveAccessibleName('Question 2, answered');
  await expect(navigatorButton(page, 11)).toHaveAccessibleName('Question 11, answered, current');

  // A reload continues where the learner was: answers, flags, place and the time already used.
  const beforeReload = await secondsLeft(page);
  expect(beforeReload).toBeLessThan(fullSeconds);
  await page.reload();
  await expect(page.getByRole('heading', { name: examTexts.questionOf(11, 50) })).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(beforeReload);
  await expect(navigatorButton(page, 3)).toHaveAccessibleName('Question 3, answered, flagged');
  await expect(navigatorButton(page, 4)).toHaveAccessibleName('Question 4, not answered');
  for (const [index, number] of [1, 2, 3, 10, 11].entries()) {
    await navigatorButton(page, number).click();
    await checks[index]!(questionCard(page, number));
  }
  await navigatorButton(page, 1).click();
  await expect(page.getByRole('button', { name: examTexts.flag })).toHaveAttribute('aria-pressed', 'true');

  // Submitting asks first, with the open questions counted.
  await page.getByRole('button', { name: examTexts.submit }).click();
  const dialog = page.getByRole('alertdialog', { name: examTexts.confirmTitle });
  await expect(dialog).toContainText(examTexts.confirmBody(45, 2));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: examTexts.keepWorking }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: examTexts.submit }).click();
  submitting = true;
  await dialog.getByRole('button', { name: examTexts.confirmSubmit }).click();
  expect(leaks).toEqual([]);

  // Results: score, pass or fail, the breakdown by topic and the review.
  await expect(page.getByRole('heading', { name: resultTexts.topicsHeading })).toBeVisible();
  await expect(page.getByTestId('attempt-score')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('heading', { name: resultTexts.score, exact: true })).toBeFocused();
  await expect(page.getByTestId('attempt-outcome')).toHaveText(resultTexts.failed);
  await expect(page.getByText(resultTexts.passingScore(70))).toBeVisible();
  const topics = page.getByRole('table', { name: resultTexts.topicsHeading });
  for (const topic of coreTopics) await expect(topics.getByRole('rowheader', { name: topic.name })).toBeVisible();
  const review = page.getByRole('region', { name: resultTexts.reviewHeading });
  await expect(review.getByTestId(/^review-question-/)).toHaveCount(50);
  await review.getByRole('button', { name: `${resultTexts.filters.flagged} (2)` }).click();
  await expect(review.getByTestId(/^review-question-/)).toHaveCount(2);
  await expect(review.getByText(resultTexts.flaggedMark, { exact: true })).toHaveCount(2);
  await expect(
    review.getByTestId('review-question-1').getByText(questionViewTexts.explanation, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolationsBesideToasts(page);

  // A reload of a closed attempt shows the results again, and a second submit is refused.
  await page.reload();
  await expect(page.getByRole('heading', { name: resultTexts.topicsHeading })).toBeVisible();
  const again = await context.request.post('/_api/exams/submit', { data: superjson.serialize({ attemptId }) });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(examMessages.alreadySubmitted);

  // The history on /exams lists the attempt and leads back to its review.
  await page.getByRole('link', { name: examTexts.backToExams }).first().click();
  await expect(page.getByRole('heading', { name: progressTexts.historyHeading })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${progressTexts.view} ${examName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/exams/attempt/${attemptId}$`));
  await expect(page.getByRole('heading', { name: resultTexts.topicsHeading })).toBeVisible();
  await context.close();
});

test('results of a quiz, and an exam on a phone that submits itself when the time is up @phone', async ({
  page,
  loginAs,
}) => {
  // The admin passes the purchase check, so this needs no registration and runs on both projects.
  await loginAs('admin');
  // The browser's clock is under the test's control, so the 90 minutes can pass at once.
  await page.clock.install();
  await page.goto('/exams/attempt/no-such-attempt');
  await expect(page.getByText(examMessages.attemptNotFound)).toBeVisible();
  await expect(page.getByRole('link', { name: examTexts.backToExams })).toBeVisible();

  // A quick quiz's attempt is not an exam: the same address shows its results.
  const quiz = await page.request.post('/_api/ai/generate-quiz', {
    data: superjson.serialize({ type: 'Core', topics: ['ipm'], count: 3 }),
  });
  expect(quiz.ok()).toBe(true);
  const quizId = ((await quiz.json()) as { json: { attemptId: string } }).json.attemptId;
  const scored = await page.request.post('/_api/quizzes/submit', {
    data: superjson.serialize({ attemptId: quizId, answers: ['', '', ''] }),
  });
  expect(scored.ok()).toBe(true);
  await page.goto(`/exams/attempt/${quizId}`);
  await expect(page.getByRole('heading', { name: resultTexts.topicsHeading })).toBeVisible();
  await expect(page.getByTestId(/^review-question-/)).toHaveCount(3);
  await expectNoAxeViolations(page);

  const start = await page.request.post('/_api/exams/start', {
    data: superjson.serialize({ blueprintId: 'national-core' }),
  });
  expect(start.ok()).toBe(true);
  const attemptId = ((await start.json()) as { json: { attemptId: string } }).json.attemptId;
  await page.goto(`/exams/attempt/${attemptId}`);
  await expect(page.getByRole('heading', { level: 1, name: examName })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Scrolled down to the navigator's last button, the timer still shows.
  await navigatorButton(page, 50).scrollIntoViewIfNeeded();
  await expect(page.getByRole('timer')).toBeInViewport();
  await expectNoAxeViolations(page);

  // At time-up the screen stops taking answers and submits by itself; the results follow.
  await page.clock.fastForward('01:30:00');
  await expect(page.getByRole('heading', { name: resultTexts.topicsHeading })).toBeVisible();
  await expect(page.getByTestId('attempt-outcome')).toHaveText(resultTexts.failed);
});
