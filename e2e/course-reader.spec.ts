import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import type { TKnowledgeCheck } from '../src/shared/contract/course';
import {
  coursePageTexts,
  knowledgeCheckTexts,
  lessonPageTexts,
  lessonSearchTexts,
  studyThisText,
} from '../src/shared/domain/course-texts';
import { quizGeneratorTexts } from '../src/shared/domain/quiz-page-texts';
import { quizTexts } from '../src/shared/domain/quizzes';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

/** The question bank as the content pack has it: the test knows the keys from there, not from the server. */
interface TBankQuestion {
  id: string;
  type: string;
  question: string;
  answer: string | string[] | number;
  section: string;
}
const questionsDir = path.join(process.cwd(), 'content', 'questions');
const bank: TBankQuestion[] = readdirSync(questionsDir).flatMap(
  (file) => parse(readFileSync(path.join(questionsDir, file), 'utf8')) as TBankQuestion[],
);
const byId = new Map(bank.map((q) => [q.id, q]));
const byText = new Map(bank.map((q) => [q.question, q]));

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Answers a check question right, the keyboard way for choices. */
async function answerRight(group: Locator, question: TBankQuestion) {
  if (Array.isArray(question.answer)) {
    for (const pick of question.answer) await group.getByRole('checkbox', { name: pick, exact: true }).check();
  } else if (question.type === 'numeric' || question.type === 'short_answer') {
    await group.getByRole('textbox').fill(String(question.answer));
  } else {
    const radio = group.getByRole('radio', { name: String(question.answer), exact: true });
    await radio.focus();
    await group.page().keyboard.press('Space');
    await expect(radio).toBeChecked();
  }
}

test('a new learner reads a lesson with its glossary, passes its check, searches, and studies from a quiz review', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(150_000);
  const context = await studentWithAccess(browser, adminCookies, 'reader');
  const page = await context.newPage();

  // The first lesson: a glossary term explains itself on hover and on keyboard focus.
  await page.goto('/course');
  await page.getByRole('link', { name: coursePageTexts.start }).click();
  await expect(page).toHaveURL(/\/course\/lessons\/[a-z0-9-]+$/);
  const lessonId = page.url().split('/').pop()!;
  const checkLoaded = page.waitForResponse((r) => r.url().includes('/_api/course/lesson/check?'));
  const term = page.locator('[data-glossary-term]').first();
  await expect(term).toBeVisible();
  const termName = (await term.getAttribute('data-glossary-term'))!;
  await term.hover();
  const popover = page.getByRole('dialog', { name: termName });
  await expect(popover).toBeVisible();
  expect((await popover.textContent())!.length).toBeGreaterThan(termName.length + 10);
  await expectNoAxeViolations(page);
  await page.mouse.move(0, 0);
  await expect(popover).toBeHidden();
  await term.focus();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // The knowledge check: the questions come without keys; answered from the pack, it passes and completes the lesson.
  const { json } = (await (await checkLoaded).json()) as { json: { check: TKnowledgeCheck } };
  const check = json.check;
  expect(check.questions.length).toBeGreaterThanOrEqual(3);
  expect(JSON.stringify(check)).not.toMatch(/correctAnswer|explanation/);
  const region = page.getByRole('region', { name: knowledgeCheckTexts.heading });
  await region.scrollIntoViewIfNeeded();
  await region.getByRole('button', { name: knowledgeCheckTexts.submit }).click();
  await expect(region.getByText(knowledgeCheckTexts.unanswered)).toBeVisible();
  for (const [i, question] of check.questions.entries()) {
    await answerRight(page.getByTestId(`check-question-${i + 1}`), byId.get(question.questionId)!);
  }
  await region.getByRole('button', { name: knowledgeCheckTexts.submit }).click();
  const outcome = region.getByTestId('knowledge-check-result');
  await expect(outcome).toHaveAttribute('data-passed', 'true');
  await expect(outcome).toContainText(knowledgeCheckTexts.passed(check.questions.length, check.questions.length));
  await expect(region.getByText(quizTexts.correct, { exact: true })).toHaveCount(check.questions.length);
  await expect(page.getByRole('button', { name: lessonPageTexts.completed }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolationsBesideToasts(page);

  // Back on the course, the lesson counts; the search finds a section and opens the lesson at it.
  await page.getByRole('navigation', { name: lessonPageTexts.breadcrumbLabel }).getByRole('link').click();
  const progress = page.getByRole('progressbar', { name: coursePageTexts.progressLabel });
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]/);
  await expect(page.getByLabel(coursePageTexts.completed)).toHaveCount(1);
  const search = page.getByRole('searchbox', { name: lessonSearchTexts.label });
  await search.fill('ab');
  await search.press('Enter');
  await expect(page.getByText(lessonSearchTexts.tooShort)).toBeVisible();
  await search.fill('signal words');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/course\?q=signal\+words$/);
  const results = page.getByRole('list', { name: lessonSearchTexts.resultsHeading });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/^(signal|words)$/i);
  await expectNoAxeViolations(page);
  const firstHit = results.getByRole('link').first();
  const target = (await firstHit.getAttribute('href'))!;
  expect(target).toMatch(/^\/course\/lessons\/label-signal-words#[a-z0-9-]+$/);
  await firstHit.click();
  const sectionId = target.split('#')[1]!;
  await expect(page.locator(`h2[id="${sectionId}"]`)).toBeInViewport();

  // A practice quiz; its review's "Study this" opens the section the first question references.
  await page.goto('/exams');
  const quiz = page.getByRole('region', { name: quizGeneratorTexts.heading });
  await quiz.getByRole('radio', { name: 'Core' }).check();
  await quiz.getByRole('checkbox', { name: 'Label & Labeling' }).check();
  await quiz.getByLabel(quizGeneratorTexts.questionCount).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await quiz.getByRole('button', { name: quizTexts.generate }).click();
  await expect(page.getByTestId('quiz-question-1')).toBeVisible();
  await quiz.getByRole('button', { name: quizTexts.submit }).click();
  await page
    .getByRole('alertdialog', { name: quizGeneratorTexts.confirmTitle })
    .getByRole('button', { name: quizGeneratorTexts.confirmSubmit })
    .click();
  const reviewed = page.getByTestId('quiz-review-question-1');
  const questionText = (await reviewed.locator('legend').textContent())!.replace(/^[^:]*:\s*/, '');
  const reference = byText.get(questionText)!.section;
  const [refLesson, refSection] = reference.split('#');
  await reviewed.getByRole('link', { name: studyThisText }).click();
  await expect(page).toHaveURL(new RegExp(`/course/lessons/${refLesson}#${refSection}$`));
  await expect(page.locator(`h2[id="${refSection}"]`)).toBeInViewport();

  // At 360 px the lesson with its check still fits and axe stays clean.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/course/lessons/${lessonId}`);
  await expect(page.getByRole('region', { name: knowledgeCheckTexts.heading })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('glossary terms open on tap or focus, the search shows marked snippets, and both fit the screen @phone', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.goto('/course/lessons/label-signal-words');
  const term = page.locator('[data-glossary-term]').first();
  await expect(term).toBeVisible();
  const termName = (await term.getAttribute('data-glossary-term'))!;
  const popover = page.getByRole('dialog', { name: termName });
  if (testInfo.project.name === 'mobile-360') {
    await term.tap();
    await expect(popover).toBeVisible();
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // A tap elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(popover).toBeHidden();
  } else {
    await term.focus();
    await expect(popover).toBeVisible();
    await expect(term).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
  // Terms never land in headings or links.
  await expect(page.locator('h2 [data-glossary-term], h3 [data-glossary-term], a [data-glossary-term]')).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto('/course?q=restricted%20use');
  const results = page.getByRole('list', { name: lessonSearchTexts.resultsHeading });
  await expect(results.locator('mark').first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
