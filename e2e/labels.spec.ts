import { readContentPack } from '../src/server/content/read-content-pack';
import { labelTexts } from '../src/shared/domain/labels';
import { questionViewTexts } from '../src/shared/domain/quiz-page-texts';
import { quizTexts } from '../src/shared/domain/quizzes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

// Issue 17: a learner finds label-reading practice from /exams, reads the specimen label beside (desktop) or above
// (360 px) its questions, works a rate calculation from the label's own table, and sees the score and explanations.
const label = readContentPack().labels.find((l) => l.id === 'label-fenceline-4sl')!;
const rateQuestion = label.questions.find((q) => q.type === 'numeric' && /[*/]/.test(q.compute))!;
// One other numeric answer is given wrong on purpose, so the score and a verdict of each kind show.
const wrongQuestion = label.questions.find((q) => q.id !== rateQuestion.id && q.type === 'numeric')!;

test('a learner reads a specimen label and answers a rate question from it', async ({
  page,
  browser,
  adminCookies,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, `labels-${testInfo.project.name}`);
  const cookies = await context.cookies();
  await context.close();
  await page.context().addCookies(cookies);

  await page.goto('/exams');
  await page.getByRole('link', { name: new RegExp(`^${labelTexts.title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: labelTexts.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: new RegExp(`^${label.productName}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: label.productName })).toBeVisible();

  const sheet = page.getByRole('region', { name: labelTexts.labelHeading });
  const questions = page.getByRole('region', { name: labelTexts.questionsHeading });
  await expect(sheet.getByText(label.signalWord, { exact: true })).toBeVisible();
  for (const heading of ['Agricultural Use Requirements', 'Directions for Use', 'First Aid', 'Storage and Disposal']) {
    await expect(sheet.getByRole('heading', { name: heading, exact: true })).toBeAttached();
  }
  await expect(sheet.getByRole('columnheader', { name: /Broadcast rate/ })).toBeAttached();
  const sheetBox = (await sheet.boundingBox())!;
  const questionsBox = (await questions.boundingBox())!;
  if (testInfo.project.name === 'mobile-360') {
    // Above the questions, and no page-wide horizontal scrolling.
    expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(questionsBox.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } else {
    expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(questionsBox.x);
  }
  await expectNoAxeViolations(page);

  // Answer every question by keyboard-reachable, labelled fields.
  for (const [i, question] of label.questions.entries()) {
    const n = i + 1;
    const field = questions.getByTestId(`label-question-${n}`);
    if (question.type === 'numeric') {
      const value = question.id === wrongQuestion.id ? String(question.answer + 23) : String(question.answer);
      await field.getByLabel(questionViewTexts.answerLabel(n)).fill(value);
    } else if (question.type === 'multi_select') {
      for (const choice of question.answer) await field.getByLabel(choice, { exact: true }).check();
    } else if (question.type === 'short_answer') {
      await field.getByLabel(questionViewTexts.answerLabel(n)).fill(question.answer);
    } else {
      await field.getByLabel(question.answer, { exact: true }).check();
    }
  }
  await questions.getByRole('button', { name: labelTexts.submit }).press('Enter');

  const total = label.questions.length;
  const correct = total - 1;
  await expect(page.getByTestId('label-result')).toContainText(
    labelTexts.score(correct, total, Math.round((correct / total) * 100)),
  );
  const rateN = label.questions.indexOf(rateQuestion) + 1;
  const rate = questions.getByTestId(`label-question-${rateN}`);
  await expect(rate.getByText(quizTexts.correct)).toBeVisible();
  await expect(rate.getByText(rateQuestion.explanation)).toBeVisible();
  const wrongN = label.questions.indexOf(wrongQuestion) + 1;
  await expect(questions.getByTestId(`label-question-${wrongN}`).getByText(quizTexts.incorrect)).toBeVisible();
  if (testInfo.project.name === 'mobile-360') {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);

  // Try again clears every answer and asks for them before checking again.
  await page.getByRole('button', { name: labelTexts.tryAgain }).click();
  await expect(page.getByTestId('label-result')).toHaveCount(0);
  await expect(
    questions.getByTestId(`label-question-${rateN}`).getByLabel(questionViewTexts.answerLabel(rateN)),
  ).toHaveValue('');
  await questions.getByRole('button', { name: labelTexts.submit }).click();
  await expect(questions.getByText(labelTexts.unanswered)).toBeVisible();
});
