import type { BrowserContext, Page } from '@playwright/test';
import superjson from 'superjson';
import { reviewTexts as texts } from '../src/shared/domain/flashcard-texts';
import { srsDefaults } from '../src/shared/domain/spaced-repetition';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';
import { studentWithAccess } from './purchase-helpers';

const progress = (page: Page, index: number, total: number) => page.getByText(texts.progress(index, total));
const counts = (page: Page) => page.getByRole('list', { name: texts.countsLabel });
const grade = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

type TServedQueue = {
  cards: { front: string; schedule: { state: string }; nextIntervals: { easy: number } }[];
  nextDayAt: Date;
  newLeftToday: number;
};
const reviewQueue = async (context: BrowserContext) =>
  superjson.deserialize<TServedQueue>(await (await context.request.get('/_api/flashcards/review-queue')).json());

async function expectCounts(page: Page, expected: { new: number; learning: number; review: number }) {
  const list = counts(page);
  await expect(list.getByRole('listitem').filter({ hasText: texts.countNew })).toHaveText(
    `${texts.countNew}${expected.new}`,
  );
  await expect(list.getByRole('listitem').filter({ hasText: texts.countLearning })).toHaveText(
    `${texts.countLearning}${expected.learning}`,
  );
  await expect(list.getByRole('listitem').filter({ hasText: texts.countReview })).toHaveText(
    `${texts.countReview}${expected.review}`,
  );
}

test('a learner reviews with Anki’s interval labels, sees a card answered Again come back, and undoes', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'review');
  const page = await context.newPage();
  const id = Date.now().toString(36);
  const first = `Signal word DANGER ${id}`;
  const second = `REI means ${id}`;
  for (const front of [first, second]) {
    const created = await context.request.post('/_api/flashcards', {
      data: superjson.serialize({ front, back: `Back of ${front}` }),
    });
    expect(created.ok()).toBe(true);
  }

  await page.goto('/flashcards/review');
  await expect(progress(page, 1, 2)).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expectCounts(page, { new: 2, learning: 0, review: 0 });
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A new card: 1 and 10-minute learning steps, Hard the average of the two, Easy four days (Anki's defaults),
  // fuzzed per card as Anki fuzzes graduating intervals: 3 to 5 days.
  const served = await reviewQueue(context);
  const easyDays = new Map(served.cards.map((card) => [card.front, card.nextIntervals.easy / 86_400]));
  expect([3, 4, 5]).toContain(easyDays.get(first));
  await page.getByRole('button', { name: texts.showAnswer }).click();
  // A step that reaches the learner's next day (4 AM in their zone) shows in days, as Anki's does.
  const secondsToNextDay = (served.nextDayAt.getTime() - Date.now()) / 1000 - 5;
  const step = (seconds: number, label: string) => (seconds >= secondsToNextDay ? '1d' : label);
  await expect(page.getByTestId('interval-again')).toHaveText(step(60, '<1m'));
  await expect(page.getByTestId('interval-hard')).toHaveText(step(330, '<6m'));
  await expect(page.getByTestId('interval-good')).toHaveText(step(600, '<10m'));
  await expect(page.getByTestId('interval-easy')).toHaveText(`${easyDays.get(first)}d`);
  await expect(grade(page, texts.easy)).toHaveAccessibleName(new RegExp(`^Easy\\s*${easyDays.get(first)}d$`));
  await expectNoAxeViolations(page);

  // Again: the card waits for its 1-minute step; the second card first, then (learned ahead) the first again.
  await grade(page, texts.again).click();
  await expect(progress(page, 2, 3)).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expectCounts(page, { new: 1, learning: 1, review: 0 });
  await page.keyboard.press('Space');
  await page.keyboard.press('3'); // Good: its 10-minute step
  await expect(progress(page, 3, 4)).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expectCounts(page, { new: 0, learning: 2, review: 0 });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('interval-again')).toHaveText(step(60, '<1m'));
  await expectNoAxeViolations(page);

  // Undo with the button: the second card's answer; with Ctrl+Z: the first card's Again.
  await page.getByRole('button', { name: texts.undo }).click();
  await expect(page.getByText(texts.undone).first()).toBeVisible();
  await expect(progress(page, 2, 3)).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.showAnswer })).toBeVisible();
  await expectCounts(page, { new: 1, learning: 1, review: 0 });
  await page.keyboard.press('Control+z');
  await expect(progress(page, 1, 2)).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expectCounts(page, { new: 2, learning: 0, review: 0 });
  await expect(page.getByRole('button', { name: texts.undo })).toBeDisabled();
  await expectNoAxeViolationsBesideToasts(page);

  // The server took both answers back: both cards are new again, and today's new-card allowance is whole.
  const queue = await reviewQueue(context);
  expect(queue.cards.map((card) => card.schedule.state)).toEqual(['new', 'new']);
  expect(queue.newLeftToday).toBe(srsDefaults.newCardsPerDay);

  // Easy on both finishes the session, each with the interval its button showed (undone answers give the same
  // fuzz back); the last answer can still be undone from the completion screen.
  for (const front of [first, second]) {
    await expect(page.getByText(front, { exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('interval-easy')).toHaveText(`${easyDays.get(front)}d`);
    await page.keyboard.press('4');
  }
  await expect(page.getByRole('heading', { name: texts.completeHeading })).toBeVisible();
  await expect(page.getByText(texts.completeBody(2, 2))).toBeVisible();
  const answered = superjson.deserialize<{ flashcards: { front: string; schedule: { intervalDays: number } }[] }>(
    await (await context.request.get('/_api/flashcards?page=1&limit=10')).json(),
  );
  expect(new Map(answered.flashcards.map((card) => [card.front, card.schedule.intervalDays]))).toEqual(easyDays);
  await page.keyboard.press('Control+z');
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expect(progress(page, 2, 2)).toBeVisible();
  await context.close();
});
