import type { Cookie } from '@playwright/test';
import type { TQuizQuestion } from '../src/shared/contract/ai';
import { learnerPageTexts } from '../src/shared/domain/page-texts';
import { quizGeneratorTexts } from '../src/shared/domain/quiz-page-texts';
import { quizTexts } from '../src/shared/domain/quizzes';
import { coreTopics } from '../src/shared/domain/topics';
import { hintTexts, tutorPageTexts as texts, tutorMessages } from '../src/shared/domain/tutor-texts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';
import { adminApi, studentWithAccess } from './purchase-helpers';

/**
 * A federal document only this run and project know (a made-up product), uploaded by the admin and waited for until
 * the knowledge base has indexed it, so the tutor has something to answer from and cite.
 */
async function uploadStudyNote(adminCookies: Cookie[]) {
  const product = `Zorbex${Math.random().toString(36).slice(2, 8)}`;
  const filename = `${product.toLowerCase()}-storage.txt`;
  const text =
    `${product} granules must be stored in a locked cabinet at least 50 feet from any well. ` +
    `Applicators must wear chemical-resistant gloves when loading ${product} granules into a spreader.`;
  const admin = await adminApi(adminCookies);
  const uploaded = await admin.post('/_api/ai/upload', {
    multipart: {
      file: { name: filename, mimeType: 'text/plain', buffer: Buffer.from(text) },
      jurisdictions: 'federal',
    },
  });
  expect(uploaded.ok()).toBe(true);
  const { id } = ((await uploaded.json()) as { json: { upload: { id: string } } }).json.upload;
  await expect
    .poll(async () => {
      const details = (await (await admin.get(`/_api/admin/upload?id=${id}`)).json()) as {
        json: { upload: { status: string } };
      };
      return details.json.upload.status;
    })
    .toBe('ready');
  await admin.dispose();
  return { product, filename };
}

// Issue 14: the AI tutor's chat, answering from an uploaded document.
test('a learner asks the tutor, opens a source, follows up, and continues after a reload', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const { product, filename } = await uploadStudyNote(adminCookies);
  const context = await studentWithAccess(browser, adminCookies, 'tutor');
  const page = await context.newPage();
  await page.goto('/ai-assistant');
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.aiAssistant.heading })).toBeVisible();
  await expect(page.getByText(texts.subtitle)).toBeVisible();
  // No model in the e2e server: the page says in one line where answers come from (issue 26).
  await expect(page.getByText(texts.offlineMode)).toBeVisible();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(page.getByText(texts.noConversations)).toBeVisible();
  await expectNoAxeViolations(page);

  const input = page.getByPlaceholder(texts.inputPlaceholder);
  const send = page.getByRole('button', { name: texts.send });
  await expect(input).toHaveAccessibleName(texts.inputLabel);
  await send.click();
  await expect(page.getByText(tutorMessages.messageEmpty)).toBeVisible();

  // Keyboard only: type and press Enter.
  const question = `Where must ${product} granules be stored?`;
  await input.focus();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  const answers = page.getByTestId('chat-message-assistant');
  await expect(page.getByTestId('chat-message-user')).toHaveText(new RegExp(question.replace('?', '\\?')));
  // The answer first (issue 26), and the passages behind it collapsed under their heading.
  await expect(answers.first().locator('p').first()).toContainText(
    'stored in a locked cabinet at least 50 feet from any well.',
  );
  const evidence = answers.first().locator('details');
  await expect(evidence.locator('summary')).toHaveText('From the study material');
  await expect(evidence).not.toHaveAttribute('open');
  await evidence.locator('summary').click();
  await expect(evidence).toHaveAttribute('open');
  await expect(input).toBeEnabled();
  await expect(page).toHaveURL(/\/ai-assistant\?c=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('navigation', { name: texts.history }).getByRole('button', { name: question, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing is wider than the screen, at 360 px too.
  await expectNoSidewaysScroll(page);

  // The source: the uploaded file, opened as its passage.
  await expect(answers.first().getByText(texts.sources)).toBeVisible();
  await answers
    .first()
    .getByRole('button', { name: texts.openPassage(filename) })
    .click();
  const passage = page.getByRole('dialog', { name: filename });
  await expect(passage).toContainText(`${product} granules must be stored in a locked cabinet`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(passage).toBeHidden();

  // A follow-up that only makes sense after the first question.
  await input.fill('And what must applicators wear when loading them?');
  await send.click();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
  await expect(answers).toHaveCount(2);
  await expect(input).toBeEnabled();
  await expect(answers.nth(1)).toContainText('must wear chemical-resistant gloves');
  await expect(answers.nth(1).getByText(texts.sources)).toBeVisible();

  // Reload: the conversation is in the address and on the server.
  await page.reload();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
  await expect(answers).toHaveCount(2);
  await input.fill('What does the label say about storage?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-message-user')).toHaveCount(3);
  await expect(input).toBeEnabled();
  await expect(page.getByRole('navigation', { name: texts.history }).getByRole('listitem')).toHaveCount(1);

  // Rate an answer, then start afresh and delete the conversation.
  await answers.first().getByRole('button', { name: texts.helpful, exact: true }).click();
  await expect(page.getByText(texts.feedbackThanks)).toBeVisible();
  await expect(answers.first().getByRole('button', { name: texts.helpful, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolationsBesideToasts(page);

  await page.getByRole('button', { name: texts.deleteConversation(question) }).click();
  const confirm = page.getByRole('alertdialog', { name: texts.deleteTitle });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: texts.delete }).click();
  await expect(page.getByText(texts.conversationDeleted)).toBeVisible();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  await expect(page.getByText(texts.noConversations)).toBeVisible();
  await context.close();
});

test('a request the server refuses removes both messages and shows its error', async ({ browser, adminCookies }) => {
  const context = await studentWithAccess(browser, adminCookies, 'tutorerr');
  const page = await context.newPage();
  await page.route('**/_api/ai/chat', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: tutorMessages.tooManyPerMinute }),
    }),
  );
  await page.goto('/ai-assistant');
  await page.getByPlaceholder(texts.inputPlaceholder).fill('What is drift?');
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('alert')).toHaveText(tutorMessages.tooManyPerMinute);
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('a learner asks the tutor for a hint on a practice question, then for the explanation once answered', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(60_000);
  const context = await studentWithAccess(browser, adminCookies, 'hint');
  const page = await context.newPage();
  await page.goto('/exams');
  const quiz = page.getByRole('region', { name: quizGeneratorTexts.heading });
  await quiz.getByRole('radio', { name: 'Core' }).check();
  await quiz.getByRole('checkbox', { name: coreTopics[2]!.name }).check();
  const generated = page.waitForResponse((response) => response.url().endsWith('/_api/ai/generate-quiz'));
  await quiz.getByRole('button', { name: quizTexts.generate }).click();
  const { json: data } = (await (await generated).json()) as { json: { questions: TQuizQuestion[] } };
  const index = data.questions.findIndex(
    (q) => q.questionType === 'multiple_choice' || q.questionType === 'true_false',
  );
  const item = data.questions[index]!;
  const group = page.getByTestId(`quiz-question-${index + 1}`);
  const panel = group.locator('xpath=..');

  await panel.getByRole('button', { name: hintTexts.button }).click();
  await expect(panel.getByText(`${hintTexts.title} 1`)).toBeVisible();
  const explain = panel.getByRole('button', { name: hintTexts.explain });
  await expect(explain).toBeDisabled();
  await panel.getByRole('button', { name: hintTexts.next }).click();
  await expect(panel.getByText(`${hintTexts.title} 2`)).toBeVisible();
  if (item.questionType === 'multiple_choice') {
    await expect(panel.getByText(`${hintTexts.title} 2`).locator('xpath=..')).not.toContainText(item.correctAnswer);
  }
  await expectNoAxeViolations(page);

  const options = item.options?.length ? item.options : ['True', 'False'];
  await group.getByRole('radio', { name: options[0]!, exact: true }).check();
  await explain.click();
  await expect(panel.getByText(`${hintTexts.title} 3`)).toBeVisible();
  await expect(panel).toContainText(`The answer is ${item.correctAnswer}`);
  await context.close();
});
