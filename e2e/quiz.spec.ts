import type { Locator, Page } from '@playwright/test';
import type { TQuizQuestion } from '../src/shared/contract/ai';
import { nextStepsTexts } from '../src/shared/domain/dashboard-texts';
import { learnerPageTexts } from '../src/shared/domain/page-texts';
import {
  examLauncherTexts,
  progressTexts,
  quizGeneratorTexts,
  scoreBandTexts,
} from '../src/shared/domain/quiz-page-texts';
import { decodeChoices, quizTexts, scoreBand, scorePercent } from '../src/shared/domain/quizzes';
import { coreTopics } from '../src/shared/domain/topics';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';
import { studentWithAccess } from './purchase-helpers';

const quizRegion = (page: Page) => page.getByRole('region', { name: quizGeneratorTexts.heading });
const question = (page: Page, prefix: string, n: number) => page.getByTestId(`${prefix}-question-${n}`);

/** Answers one question right (the key from generate-quiz), wrong (anything else) or leaves it blank. */
async function answer(group: Locator, item: TQuizQuestion, how: 'right' | 'wrong' | 'blank') {
  if (how === 'blank') return;
  const options = item.options?.length ? item.options : item.questionType === 'true_false' ? ['True', 'False'] : [];
  if (item.questionType === 'multi_select' && options.length) {
    const key = decodeChoices(item.correctAnswer);
    const picks = how === 'right' ? key : [options.find((option) => !key.includes(option)) ?? options[0]!];
    for (const pick of picks) await group.getByRole('checkbox', { name: pick, exact: true }).check();
  } else if (options.length && item.questionType !== 'numeric' && item.questionType !== 'short_answer') {
    const pick = how === 'right' ? item.correctAnswer : options.find((option) => option !== item.correctAnswer)!;
    // The keyboard way: focus the radio and press Space.
    await group.getByRole('radio', { name: pick, exact: true }).focus();
    await group.page().keyboard.press('Space');
    await expect(group.getByRole('radio', { name: pick, exact: true })).toBeChecked();
  } else {
    await group.getByRole('textbox').fill(how === 'right' ? item.correctAnswer : '-987654 not it');
  }
}

test('/exams fits 360 px and passes axe in the configuring view', async ({ page, loginAs }) => {
  // The admin skips the purchase check, so this check needs no registration.
  await loginAs('admin');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.exams.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  const quiz = quizRegion(page);
  await expect(quiz.getByRole('button', { name: quizTexts.generate })).toBeDisabled();
  await quiz.getByRole('radio', { name: 'Category' }).check();
  await quiz.getByLabel('State', { exact: true }).selectOption('texas');
  await expect(quiz.getByRole('group', { name: 'Select pesticide categories for the state' })).toBeVisible();
  await expect(quiz.getByRole('button', { name: quizTexts.generate })).toBeDisabled();
  await expect(page.getByRole('button', { name: examLauncherTexts.start }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: progressTexts.heading })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a learner generates, answers, reviews, retakes and restarts a quiz; the history lists it', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'quiz');
  const page = await context.newPage();
  const [first, second] = [coreTopics[2], coreTopics[9]];

  await page.goto('/dashboard');
  const readiness = page.getByRole('region', { name: nextStepsTexts.readiness.heading });
  await expect(readiness.getByText(nextStepsTexts.readiness.empty)).toBeVisible();
  await page.getByRole('link', { name: /^AI-Generated Exams/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.exams.heading })).toBeVisible();
  await expect(page.getByText(progressTexts.empty)).toBeVisible();

  // Configuring: Generate waits for a type and a topic; the size defaults to 10 and can change.
  const quiz = quizRegion(page);
  const generate = quiz.getByRole('button', { name: quizTexts.generate });
  await expect(generate).toBeDisabled();
  await quiz.getByRole('radio', { name: 'Core' }).check();
  await expect(generate).toBeDisabled();
  await quiz.getByRole('checkbox', { name: first.name }).check();
  await quiz.getByRole('checkbox', { name: second.name }).check();
  await expect(quiz.getByLabel(quizGeneratorTexts.questionCount)).toHaveText('10');
  await quiz.getByLabel(quizGeneratorTexts.questionCount).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(generate).toBeEnabled();
  await expectNoAxeViolations(page);

  const generated = page.waitForResponse((response) => response.url().endsWith('/_api/ai/generate-quiz'));
  await generate.click();
  const { json: data } = (await (await generated).json()) as {
    json: { attemptId: string; questions: TQuizQuestion[] };
  };
  expect(data.questions).toHaveLength(5);
  expect(new Set(data.questions.map((item) => item.topic))).toEqual(new Set([first.id, second.id]));
  await expect(page.getByText(quizTexts.generated)).toBeVisible();

  // Taking: right, wrong, right, wrong, blank.
  const plan = ['right', 'wrong', 'right', 'wrong', 'blank'] as const;
  await expect(quiz.getByText(quizGeneratorTexts.answered(0, 5))).toBeVisible();
  for (const [index, item] of data.questions.entries()) {
    await expect(question(page, 'quiz', index + 1)).toContainText(item.questionText);
    await answer(question(page, 'quiz', index + 1), item, plan[index]!);
  }
  await expect(quiz.getByText(quizGeneratorTexts.answered(4, 5))).toBeVisible();
  await expectNoAxeViolationsBesideToasts(page);

  // One question is blank, so Submit asks first.
  const submitted = page.waitForResponse((response) => response.url().endsWith('/_api/quizzes/submit'));
  await quiz.getByRole('button', { name: quizTexts.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: quizGeneratorTexts.confirmTitle });
  await expect(confirm).toContainText(quizGeneratorTexts.confirmBody(1, 5));
  await confirm.getByRole('button', { name: quizGeneratorTexts.confirmSubmit }).click();
  expect((await submitted).ok()).toBe(true);

  // Results: the server's score, in the band spec 9 gives it, with words beside the colour.
  const expected = scorePercent(2, 5);
  const band = scoreBand(expected);
  const score = page.getByTestId('quiz-score');
  await expect(score).toHaveAttribute('data-band', band);
  await expect(score.locator('p').first()).toHaveText(`${quizGeneratorTexts.scoreLabel}: ${expected}%`);
  await expect(score.getByText(`${expected}% · ${scoreBandTexts[band]}`)).toHaveClass(new RegExp(`score-band-${band}`));
  await expect(quiz.getByText(quizGeneratorTexts.correctCount(2, 5))).toBeVisible();
  await expect(quiz.getByRole('heading', { name: quizGeneratorTexts.byTopic })).toBeVisible();
  await expect(quiz.getByText(first.name).first()).toBeVisible();

  // Review: locked inputs, each answer marked, the key given.
  for (const [index, how] of plan.entries()) {
    const reviewed = question(page, 'quiz-review', index + 1);
    await expect(reviewed.getByText(how === 'right' ? quizTexts.correct : quizTexts.incorrect)).toBeVisible();
    await expect(reviewed.getByText(quizTexts.correctAnswerIs)).toBeVisible();
    const inputs = reviewed.locator('input');
    for (let i = 0; i < (await inputs.count()); i += 1) await expect(inputs.nth(i)).toBeDisabled();
  }
  await expectNoAxeViolations(page);

  // Retake: the same questions, answers blank, in a new attempt; with one wrong answer it scores 0, low band.
  await quiz.getByRole('button', { name: quizTexts.retake }).click();
  await expect(quiz.getByText(quizGeneratorTexts.answered(0, 5))).toBeVisible();
  for (const [index, item] of data.questions.entries()) {
    const group = question(page, 'quiz', index + 1);
    await expect(group).toContainText(item.questionText);
    for (const box of await group.locator('input[type=radio], input[type=checkbox]').all()) {
      await expect(box).not.toBeChecked();
    }
    for (const field of await group.getByRole('textbox').all()) await expect(field).toHaveValue('');
  }
  await answer(question(page, 'quiz', 1), data.questions[0]!, 'wrong');
  await quiz.getByRole('button', { name: quizTexts.submit }).click();
  await page
    .getByRole('alertdialog', { name: quizGeneratorTexts.confirmTitle })
    .getByRole('button', { name: quizGeneratorTexts.confirmSubmit })
    .click();
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-band', 'low');
  await expect(quiz.getByText(quizGeneratorTexts.correctCount(0, 5))).toBeVisible();

  // Start New Quiz: back to configuring with nothing chosen.
  await quiz.getByRole('button', { name: quizTexts.startNew }).click();
  await expect(generate).toBeDisabled();
  await expect(quiz.getByRole('radio', { name: 'Core' })).not.toBeChecked();

  // History: both attempts, newest first, and the trend chart.
  const progress = page.getByRole('region', { name: progressTexts.heading });
  const rows = progress.getByRole('region', { name: progressTexts.historyHeading }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(progressTexts.modes.quiz);
  await expect(rows.nth(1)).toContainText(`0% · ${scoreBandTexts.low}`);
  await expect(rows.nth(2)).toContainText(`${expected}% · ${scoreBandTexts[band]}`);
  await expect(rows.nth(1).getByRole('link', { name: /^View / })).toHaveAttribute('href', /^\/exams\/attempt\//);
  await expect(progress.getByRole('img', { name: /^Score trend over your last 2 attempts/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Weak topics: both quizzed topics are under 70%, and one button starts a 10-question quiz on them.
  const weak = progress.getByRole('region', { name: progressTexts.weakHeading });
  await expect(weak.getByRole('listitem')).toHaveCount(2);
  await weak.getByRole('button', { name: progressTexts.practiceWeak }).click();
  await expect(quiz.getByText(quizGeneratorTexts.answered(0, 10))).toBeVisible();
  await expect(quiz.getByRole('button', { name: quizTexts.submit })).toBeVisible();

  // Timed exams: starting one leads to its screen; back on /exams the banner offers to resume it.
  await page.getByRole('button', { name: examLauncherTexts.start }).first().click();
  await expect(page).toHaveURL(/\/exams\/attempt\/[^/]+$/);
  const examPath = new URL(page.url()).pathname;
  await page.goto('/exams');
  await expect(page.getByText(examLauncherTexts.inProgress)).toBeVisible();
  await expect(page.getByRole('link', { name: examLauncherTexts.resume })).toHaveAttribute('href', examPath);
  await expect(page.getByText(/^Time left: \d+:\d\d/)).toBeVisible();

  // The dashboard's readiness now has figures for the quizzed topics.
  await page.goto('/dashboard');
  await expect(
    readiness.getByText(nextStepsTexts.readiness.notPractised(coreTopics.length - 2, coreTopics.length)),
  ).toBeVisible();
  await expect(readiness.getByRole('listitem')).toHaveCount(2);
  await context.close();
});

/** Words of the text under `root` that the layout split over two lines ("Environm / ental"). */
function splitWords(root: Locator) {
  return root.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A line may end after a hyphen, a dash or a slash ("off-/target"); anywhere else inside a word is a split.
      for (const match of text.matchAll(/[^\s\-\u2010-\u2014/]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test('on a 360 px phone the quiz review keeps every word whole, marks above the option text', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/exams');
  const quiz = quizRegion(page);
  await quiz.getByRole('radio', { name: 'Core' }).check();
  for (const topic of [coreTopics[7], coreTopics[11], coreTopics[6]]) {
    await quiz.getByRole('checkbox', { name: topic.name }).check();
  }
  const generated = page.waitForResponse((response) => response.url().endsWith('/_api/ai/generate-quiz'));
  await quiz.getByRole('button', { name: quizTexts.generate }).click();
  const { json: data } = (await (await generated).json()) as { json: { questions: TQuizQuestion[] } };
  // Wrong answers everywhere: each choice question then shows both marks, "Correct answer" and "Your answer".
  for (const [index, item] of data.questions.entries()) await answer(question(page, 'quiz', index + 1), item, 'wrong');
  await quiz.getByRole('button', { name: quizTexts.submit }).click();
  await expect(page.getByTestId('quiz-score')).toBeVisible();

  for (let n = 1; n <= data.questions.length; n += 1) {
    const reviewed = question(page, 'quiz-review', n);
    expect(await splitWords(reviewed), `question ${n}`).toEqual([]);
  }
  // No mark beside the options and no card inside the card: each option's words get most of the phone's width.
  const optionWidths = await page
    .getByTestId(/^quiz-review-question-/)
    .locator('[data-option-text]')
    .evaluateAll((texts) => texts.map((text) => text.clientWidth));
  expect(optionWidths.length).toBeGreaterThan(0);
  expect(Math.min(...optionWidths)).toBeGreaterThanOrEqual(200);
  await question(page, 'quiz-review', 1).screenshot({ path: test.info().outputPath('quiz-review-360.png') });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsBesideToasts(page);
});

test('Submit asks first when questions are blank, and a quiz sent without answers leaves readiness alone', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/exams');
  const quiz = quizRegion(page);
  await quiz.getByRole('radio', { name: 'Core' }).check();
  await quiz.getByRole('checkbox', { name: coreTopics[4].name }).check();
  await quiz.getByLabel(quizGeneratorTexts.questionCount).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await quiz.getByRole('button', { name: quizTexts.generate }).click();
  await expect(quiz.getByText(quizGeneratorTexts.answered(0, 5))).toBeVisible();
  const progressBefore = await (await page.request.get('/_api/progress')).json();

  // Nothing answered: the button asks, and Keep answering (or Escape) goes back with nothing sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/_api/quizzes/submit')) sent += 1;
  });
  const submit = quiz.getByRole('button', { name: quizTexts.submit });
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: quizGeneratorTexts.confirmTitle });
  await expect(confirm).toContainText(quizGeneratorTexts.confirmBody(5, 5));
  await expect(confirm.getByRole('button', { name: quizGeneratorTexts.keepWorking })).toBeFocused();
  await expectNoAxeViolationsBesideToasts(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: quizGeneratorTexts.keepWorking }).click();
  await expect(confirm).toBeHidden();
  expect(sent).toBe(0);

  // Sent anyway: the 0% is in the history, but readiness and the trend are as they were.
  await submit.click();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/_api/quizzes/submit'));
  await confirm.getByRole('button', { name: quizGeneratorTexts.confirmSubmit }).click();
  expect((await submitted).ok()).toBe(true);
  await expect(page.getByTestId('quiz-score')).toContainText(quizGeneratorTexts.correctCount(0, 5));
  expect(await (await page.request.get('/_api/progress')).json()).toEqual(progressBefore);
});
