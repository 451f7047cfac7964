import superjson from 'superjson';
import { adminFlashcardTexts as texts } from '../src/shared/domain/admin-flashcard-texts';
import { flashcardManagerTexts as cardTexts } from '../src/shared/domain/flashcard-texts';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the admin browses the pre-made decks by topic, at any width, without changing them @phone', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/flashcards');
  await expect(page).toHaveTitle(new RegExp(adminPageTexts.flashcards.title.replace('|', '\\|')));
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.flashcards.heading })).toBeVisible();
  await expect(page.getByText(adminPageTexts.flashcards.description)).toBeVisible();

  await page.getByLabel(texts.sourceLabel).selectOption({ label: texts.sources.decks });
  await page.getByLabel(texts.topicLabel).selectOption('ipm');
  const list = page.getByRole('list', { name: texts.listLabel });
  await expect(list.getByRole('listitem').first()).toContainText(texts.deckCard('Integrated Pest Management (IPM)'));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing sticks out sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByLabel(texts.searchLabel).fill(`no card says ${uniqueId()}`);
  await expect(page.getByText(texts.noMatches)).toBeVisible();
});

test('the admin finds a learner’s cards by owner, edits, suspends and deletes one', async ({
  page,
  browser,
  adminCookies,
  loginAs,
}) => {
  const learner = await studentWithAccess(browser, adminCookies, 'cardowner');
  const id = uniqueId();
  for (const n of [1, 2]) {
    const created = await learner.request.post('/_api/flashcards', {
      data: superjson.serialize({ front: `Owl ${id} front ${n}`, back: `Owl back ${n}`, tags: ['owl-tag'] }),
    });
    expect(created.ok()).toBe(true);
  }
  const me = await learner.request.get('/_api/auth/session');
  const email = JSON.stringify(await me.json()).match(/cardowner-[^"]+@e2e\.test/)![0];
  await learner.close();

  await loginAs('admin');
  await page.goto('/admin/flashcards');
  await page.getByLabel(texts.searchLabel).fill(`Owl ${id}`);
  const list = page.getByRole('list', { name: texts.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel(texts.ownerLabel).fill(email);
  await page.getByLabel(texts.tagLabel).fill('owl-tag');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText(new RegExp(`Owner: .*\\(${email.replace(/[.]/g, '\\.')}\\)`)).first()).toBeVisible();
  await expect(page.getByText('1 flashcard').or(page.getByText('2 flashcards'))).toBeVisible();
  await expectNoAxeViolations(page);

  const front = `Owl ${id} front 1`;
  await page.getByRole('button', { name: cardTexts.editLabel(front) }).click();
  const dialog = page.getByRole('dialog', { name: cardTexts.editTitle });
  await dialog.getByLabel(cardTexts.front).fill(`${front} (edited)`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: cardTexts.save }).click();
  await expect(dialog).toBeHidden();
  const edited = `${front} (edited)`;
  const card = list.getByRole('listitem').filter({ hasText: edited });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: cardTexts.suspendLabel(edited) }).click();
  await expect(card.getByText(cardTexts.suspended)).toBeVisible();
  await card.getByRole('button', { name: cardTexts.resumeLabel(edited) }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText(cardTexts.suspended)).toBeHidden();

  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(cardTexts.deleteConfirm);
    return confirm.accept();
  });
  await card.getByRole('button', { name: cardTexts.deleteLabel(edited) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(edited)).toBeHidden();
});
