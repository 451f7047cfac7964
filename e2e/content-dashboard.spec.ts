import type { APIRequestContext, Page } from '@playwright/test';
import superjson from 'superjson';
import {
  problemReasons,
  reportDialogTexts,
  reportMessages,
  contentDashboardTexts as texts,
} from '../src/shared/domain/content-admin';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { adminApi, studentWithAccess } from './purchase-helpers';

type TQuiz = { attemptId: string; questions: { questionText: string }[] };
const reasonLabel = (id: string) => problemReasons.find((reason) => reason.id === id)!.label;

/** A closed five-question PPE quiz of the learner's, every answer left blank. */
async function submittedQuiz(request: APIRequestContext): Promise<TQuiz> {
  const generated = await request.post('/_api/ai/generate-quiz', {
    data: superjson.serialize({ type: 'Core', topics: ['ppe'], count: 5 }),
  });
  expect(generated.ok()).toBe(true);
  const quiz = superjson.deserialize<TQuiz>(await generated.json());
  const submitted = await request.post('/_api/quizzes/submit', {
    data: superjson.serialize({ attemptId: quiz.attemptId, answers: quiz.questions.map(() => '') }),
  });
  expect(submitted.ok()).toBe(true);
  return quiz;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the admin sees a reported question with its statistics and resolves it, at any width @phone', async ({
  page,
  browser,
  adminCookies,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const learner = await studentWithAccess(browser, adminCookies, 'reported');
  const quiz = await submittedQuiz(learner.request);
  const comment = `The key contradicts the label ${Date.now().toString(36)}`;
  const sent = await learner.request.post('/_api/content/report', {
    data: superjson.serialize({
      kind: 'question',
      attemptId: quiz.attemptId,
      position: 0,
      reason: 'wrong_answer',
      comment,
    }),
  });
  expect(sent.ok()).toBe(true);
  await learner.close();

  await loginAs('admin');
  await page.goto('/admin/content');
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.content.title}`));
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.content.heading })).toBeVisible();
  const report = page.getByTestId('problem-report').filter({ hasText: comment });
  await expect(report).toBeVisible();
  await expect(report.getByText(quiz.questions[0]!.questionText)).toBeVisible();
  await expect(report.getByText(reasonLabel('wrong_answer'))).toBeVisible();
  await expect(report.getByRole('heading', { name: texts.statsHeading })).toBeVisible();
  await expect(report.getByText(`${texts.itemColumns.pValue}:`)).toBeVisible();

  // The pack and the item analysis are there too.
  await expect(page.getByTestId('pack-version')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: texts.topicsCaption })).toContainText('Personal Protective Equipment');
  await page.getByLabel(texts.topicFilter, { exact: true }).selectOption('ppe');
  const items = page.getByRole('region', { name: texts.itemsTable });
  await items.getByRole('button', { name: texts.sortBy(texts.itemColumns.responses) }).click();
  await expect(items.getByRole('columnheader', { name: texts.sortBy(texts.itemColumns.responses) })).toHaveAttribute(
    'aria-sort',
    /descending|ascending/,
  );
  await expect(items.getByRole('row').nth(1)).toContainText(/ppe-/);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  await report.getByLabel(texts.resolutionLabel).fill('Checked against the label; key corrected.');
  await report.getByRole('button', { name: texts.resolve }).click();
  await expect(page.getByText(reportMessages.resolved)).toBeVisible();
  await expect(page.getByTestId('problem-report').filter({ hasText: comment })).toHaveCount(0);
  await page.getByRole('button', { name: texts.statusLabels.resolved }).click();
  const resolved = page.getByTestId('problem-report').filter({ hasText: comment });
  await expect(resolved).toContainText('Checked against the label; key corrected.');
  await expectNoAxeViolationsBesideToasts(page);
});

test('a learner reports a problem from the quiz review and from the flashcard review', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'reporter');
  const page = await context.newPage();
  const quiz = await submittedQuiz(context.request);

  await page.goto(`/exams/attempt/${quiz.attemptId}`);
  // The button sits under its question, in the same list item.
  const first = page.getByRole('listitem').filter({ has: page.getByTestId('review-question-1') });
  await first.getByRole('button', { name: reportDialogTexts.button }).click();
  const dialog = page.getByRole('dialog', { name: reportDialogTexts.title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: reportDialogTexts.send }).click();
  await expect(dialog.getByText(reportMessages.reasonRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: reasonLabel('other') }).check();
  await dialog.getByLabel(reportDialogTexts.comment).fill('odd');
  await dialog.getByRole('button', { name: reportDialogTexts.send }).click();
  await expect(dialog.getByText(reportMessages.otherNeedsComment)).toBeVisible();
  await dialog.getByLabel(reportDialogTexts.comment).fill('Two of the options say the same thing.');
  await dialog.getByRole('button', { name: reportDialogTexts.send }).click();
  await expect(page.getByText(reportMessages.sent)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same question is refused with the server's words.
  await first.getByRole('button', { name: reportDialogTexts.button }).click();
  await dialog.getByRole('radio', { name: reasonLabel('typo') }).check();
  await dialog.getByRole('button', { name: reportDialogTexts.send }).click();
  await expect(page.getByText(reportMessages.alreadyReported)).toBeVisible();
  await page.keyboard.press('Escape');

  // The flashcard review screen: a card from the IPM deck.
  const added = await context.request.post('/_api/flashcards/add-deck', {
    data: superjson.serialize({ topic: 'ipm' }),
  });
  expect(added.ok()).toBe(true);
  await page.goto('/flashcards/review');
  await page.getByRole('button', { name: reportDialogTexts.button }).click();
  await dialog.getByRole('radio', { name: reasonLabel('unclear') }).check();
  await dialog.getByLabel(reportDialogTexts.comment).fill('The back does not answer the front.');
  await dialog.getByRole('button', { name: reportDialogTexts.send }).click();
  await expect(page.getByText(reportMessages.sent).first()).toBeVisible();
  await expectNoAxeViolationsBesideToasts(page);
  await context.close();

  // Both reached the admins; the learner could not have read them (the API tests check the 403).
  const admin = await adminApi(adminCookies);
  const listed = await admin.get('/_api/admin/content/reports?limit=100');
  const { reports } = superjson.deserialize<{ reports: { comment: string; kind: string; itemRef: string | null }[] }>(
    await listed.json(),
  );
  expect(reports.find((r) => r.comment === 'Two of the options say the same thing.')?.kind).toBe('question');
  const card = reports.find((r) => r.comment === 'The back does not answer the front.');
  expect(card?.kind).toBe('flashcard');
  expect(card?.itemRef).toMatch(/^ipm-/);
  await admin.dispose();
});
