import type { Page } from '@playwright/test';
import {
  addFlashcardTexts as addTexts,
  generatorFormTexts as genTexts,
  reviewTexts,
  studyTexts,
  flashcardManagerTexts as texts,
} from '../src/shared/domain/flashcard-texts';
import { flashcardMessages, flashcardPageSize } from '../src/shared/domain/flashcards';
import { backToFlashcardsText, learnerPageTexts } from '../src/shared/domain/page-texts';
import { coreTopics } from '../src/shared/domain/topics';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';
import { studentWithAccess } from './purchase-helpers';

async function addCard(page: Page, front: string, back: string) {
  const form = page.getByRole('region', { name: addTexts.heading });
  await form.getByLabel(addTexts.front).fill(front);
  await form.getByLabel(addTexts.back).fill(back);
  await form.getByRole('button', { name: addTexts.submit }).click();
  await expect(form.getByLabel(addTexts.front)).toHaveValue('');
}

test('the flashcards screen fits a phone and passes axe @phone', async ({ page, loginAs }) => {
  // The admin skips the purchase check, so this check needs no registration.
  await loginAs('admin');
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.flashcards.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: studyTexts.startReview })).toBeVisible();
  await expect(page.getByText(/cards? due today$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a student writes, generates, manages and reviews flashcards with the keyboard', async ({
  browser,
  adminCookies,
}) => {
  // The longest journey of the suite (writing, generating, managing, then a whole review session).
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'flashcards');
  const page = await context.newPage();
  const id = Date.now().toString(36);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^AI-Generated Flashcards/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.flashcards.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${learnerPageTexts.flashcards.title}`));
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(page.getByText(studyTexts.dueToday(0))).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: addTexts.heading });
  await form.getByLabel(addTexts.front).focus();
  await form.getByLabel(addTexts.front).blur();
  await expect(form.getByText(flashcardMessages.frontEmpty)).toBeVisible();
  await addCard(page, `Alpha REI ${id}`, 'Restricted-entry interval');
  await addCard(page, `Bravo PPE ${id}`, 'Personal protective equipment');
  await addCard(page, `Charlie LD50 ${id}`, 'Dose that kills half of the test animals');
  await expect(page.getByText(texts.count(3))).toBeVisible();
  await expect(page.getByText(studyTexts.newToday(3))).toBeVisible();
  await expectNoAxeViolationsBesideToasts(page);

  const list = page.getByRole('list', { name: texts.listLabel });
  await page.getByLabel(texts.searchLabel).fill('protective');
  await expect(page.getByText(texts.count(1))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel(texts.searchLabel).fill('no-such-card-anywhere');
  await expect(page.getByText(texts.noMatches)).toBeVisible();
  await page.getByLabel(texts.searchLabel).fill('');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: texts.editLabel(`Alpha REI ${id}`) }).click();
  const edit = page.getByRole('dialog', { name: texts.editTitle });
  await edit.getByLabel(texts.front).fill('');
  await expect(edit.getByRole('button', { name: texts.save })).toBeDisabled();
  await expectNoAxeViolations(page);
  await edit.getByLabel(texts.front).fill(`Alpha Re-entry ${id}`);
  await edit.getByRole('button', { name: texts.save }).click();
  await expect(edit).toBeHidden();
  await expect(list.getByText(`Alpha Re-entry ${id}`)).toBeVisible();

  const bravo = `Bravo PPE ${id}`;
  await page.getByRole('button', { name: texts.suspendLabel(bravo) }).click();
  await expect(list.getByRole('listitem').filter({ hasText: bravo }).getByText(texts.suspended)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.resumeLabel(bravo) }).click();
  await expect(list.getByText(texts.suspended)).toHaveCount(0);

  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(texts.deleteConfirm);
    await dialog.accept();
  });
  await page.getByRole('button', { name: texts.deleteLabel(`Charlie LD50 ${id}`) }).click();
  await expect(page.getByText(texts.count(2))).toBeVisible();
  await expect(page.getByText(studyTexts.newToday(2))).toBeVisible();

  // The generator: Category needs a state before its categories show; then two core topics, saved to the deck.
  const generator = page.getByRole('region', { name: genTexts.heading });
  await generator.getByLabel(genTexts.categoryType).check();
  await expect(generator.getByRole('button', { name: genTexts.generate })).toBeDisabled();
  await generator.getByLabel(genTexts.state).selectOption({ label: 'Texas' });
  await expect(generator.getByRole('group', { name: genTexts.tags })).toBeVisible();
  await expectNoAxeViolations(page);
  await generator.getByLabel(genTexts.core, { exact: true }).check();
  await generator.getByLabel(coreTopics[0].name).click();
  await generator.getByLabel(coreTopics[3].name).click();
  await generator.getByRole('button', { name: genTexts.generate }).click();
  await expect(page.getByText(genTexts.generated)).toBeVisible();
  const heading = generator.getByRole('heading', { name: /^Generated Flashcards \(\d+\)$/ });
  const generated = Number((await heading.textContent())?.match(/\d+/)?.[0]);
  expect(generated).toBeGreaterThan(1);
  await generator
    .getByRole('button', { name: /^Save to my deck: / })
    .first()
    .click();
  await expect(page.getByText(genTexts.savedOne)).toBeVisible();
  await generator.getByRole('button', { name: genTexts.saveAll }).click();
  await expect(page.getByText(genTexts.savedAll(generated - 1))).toBeVisible();
  const total = 2 + generated;
  await expect(page.getByText(texts.count(total))).toBeVisible();
  // The topic filter: the hand-written cards carry no topic tag, so only generated ones remain.
  await page.getByLabel(texts.topicLabel).selectOption({ label: coreTopics[3].name });
  await expect(page.getByText(texts.count(total))).toBeHidden();
  await expect(page.getByRole('list', { name: texts.listLabel }).getByText(coreTopics[3].name).first()).toBeVisible();
  await page.getByLabel(texts.topicLabel).selectOption({ label: texts.allTopics });
  await expect(page.getByText(texts.count(total))).toBeVisible();
  if (total > flashcardPageSize) {
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
  }
  await expectNoAxeViolationsBesideToasts(page);

  await page.getByRole('link', { name: studyTexts.startReview }).click();
  await expect(page.getByRole('heading', { level: 1, name: learnerPageTexts.flashcardReview.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: backToFlashcardsText })).toBeVisible();
  await expect(page.getByText(reviewTexts.progress(1, total))).toBeVisible();
  await expect(page.getByRole('button', { name: reviewTexts.previous })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Good/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space'); // Good: a new card moves to its 10-minute learning step, due today.
  // The card comes back in this session once the rest is done (Anki's learn-ahead), so the session holds one more.
  const shown = total + 1;
  // Skip moves on without recording; Previous goes back (spec 4).
  await expect(page.getByText(reviewTexts.progress(2, shown))).toBeVisible();
  await page.getByRole('button', { name: reviewTexts.skip }).click();
  await expect(page.getByText(reviewTexts.progress(3, shown))).toBeVisible();
  await page.getByRole('button', { name: reviewTexts.previous }).click();
  for (let card = 2; card < total; card += 1) {
    await expect(page.getByText(reviewTexts.progress(card, shown))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
    await page.keyboard.press('4'); // Easy: four days away.
  }
  await expect(page.getByText(reviewTexts.progress(total, shown))).toBeVisible();
  await page.getByRole('button', { name: reviewTexts.skip }).click(); // The last card stays new.
  // The first card, back from its learning step; skipped too, it stays in that step.
  await expect(page.getByText(reviewTexts.progress(shown, shown))).toBeVisible();
  await expect(page.getByText(`Alpha Re-entry ${id}`)).toBeVisible();
  await page.getByRole('button', { name: reviewTexts.skip }).click();
  await expect(page.getByRole('heading', { name: reviewTexts.completeHeading })).toBeVisible();
  await expect(page.getByText(reviewTexts.completeBody(total - 1, total))).toBeVisible();
  await expect(page.getByText(/^Next due: 1 card on /)).toBeVisible();
  await expectNoAxeViolations(page);
  // Review Again takes today's queue afresh: the card in its learning step, then the skipped new one.
  await page.getByRole('button', { name: reviewTexts.reviewAgain }).click();
  await expect(page.getByText(reviewTexts.progress(1, 2))).toBeVisible();

  await page.getByRole('link', { name: backToFlashcardsText }).click();
  await expect(page.getByText(studyTexts.dueToday(1))).toBeVisible();
  await expect(page.getByText(studyTexts.newToday(1))).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
