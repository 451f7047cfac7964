import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import superjson from 'superjson';
import { fixtureCollection, fixturePackage } from '../src/server/modules/flashcards/anki/anki-fixtures';
import { allRows, loadSqlite } from '../src/server/modules/flashcards/anki/anki-sqlite';
import { parseAnkiText } from '../src/server/modules/flashcards/anki/anki-text';
import { deckToolsTexts, reviewTexts } from '../src/shared/domain/flashcard-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

type TServedQueue = { cards: { front: string; nextIntervals: { easy: number } }[]; nextDayAt: Date };
const reviewQueue = async (context: BrowserContext) =>
  superjson.deserialize<TServedQueue>(await (await context.request.get('/_api/flashcards/review-queue')).json());
const counts = (page: Page) => page.getByRole('list', { name: reviewTexts.countsLabel });
const count = (page: Page, label: string) => counts(page).getByRole('listitem').filter({ hasText: label });

// Issue 15's whole journey for one learner: an Anki deck comes in with its progress, is studied here with Anki's
// labels, Again and Undo, and goes back out as a package and as text that carry what was studied.
test('a learner brings an Anki deck, reviews it with Anki’s labels, answers Again, undoes, and takes it back out', async ({
  browser,
  adminCookies,
}, testInfo) => {
  test.setTimeout(120_000);
  const learner = await studentWithAccess(browser, adminCookies, 'anki');
  const page = await learner.newPage();
  const run = `${testInfo.project.name}-${Date.now()}`;
  const fresh = `Anki new card ${run}`;
  const studied = `Anki studied card ${run}`;
  const crt = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - 100 * 86_400;
  const apkg = fixturePackage(
    {
      'collection.anki2': await fixtureCollection(
        [
          { guid: `new-${run}`, kind: 'basic', fields: [fresh, 'Restricted-entry interval'] },
          {
            guid: `rev-${run}`,
            kind: 'basic',
            fields: [studied, 'Read the label'],
            // Due five days from now, 21-day interval: not in today's session, and its progress must survive.
            card: { type: 2, queue: 2, due: 105, ivl: 21, factor: 2500, reps: 6, lapses: 1 },
          },
        ],
        { crt },
      ),
    },
    0,
  );

  await page.goto('/flashcards');
  await page.getByLabel(deckToolsTexts.importFormat).selectOption('apkg');
  await page.getByLabel(deckToolsTexts.keepScheduling).check();
  await page.getByLabel(deckToolsTexts.importFile).setInputFiles({
    name: 'deck.apkg',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(apkg),
  });
  await page.getByRole('button', { name: deckToolsTexts.import, exact: true }).click();
  const summary = deckToolsTexts.packageImported({ imported: 2, skipped: 0, unsupported: 0, mediaSkipped: 0 });
  await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible();

  // Only the new card is due today; the imported review card keeps its date.
  await page.goto('/flashcards/review');
  await expect(page.getByText(fresh, { exact: true })).toBeVisible();
  await expect(count(page, reviewTexts.countNew)).toHaveText(`${reviewTexts.countNew}1`);
  await expect(count(page, reviewTexts.countReview)).toHaveText(`${reviewTexts.countReview}0`);
  const served = await reviewQueue(learner);
  expect(served.cards.map((card) => card.front)).toEqual([fresh]);
  const easyDays = served.cards[0]!.nextIntervals.easy / 86_400;
  await page.getByRole('button', { name: reviewTexts.showAnswer }).click();
  const nearRollover = served.nextDayAt.getTime() - Date.now() < 5 * 60_000;
  await expect(page.getByTestId('interval-again')).toHaveText(nearRollover ? '1d' : '<1m');
  await expect(page.getByTestId('interval-easy')).toHaveText(`${easyDays}d`);
  await expectNoAxeViolations(page);

  // Again: with nothing else left, Anki shows the learning card again at once (learn-ahead) as a learning card.
  await page.getByRole('button', { name: /^Again/ }).click();
  await expect(page.getByText(fresh, { exact: true })).toBeVisible();
  await expect(count(page, reviewTexts.countLearning)).toHaveText(`${reviewTexts.countLearning}1`);
  await expect(count(page, reviewTexts.countNew)).toHaveText(`${reviewTexts.countNew}0`);

  // Undo takes the Again back: the card is new again.
  await page.getByRole('button', { name: reviewTexts.undo }).click();
  await expect(count(page, reviewTexts.countNew)).toHaveText(`${reviewTexts.countNew}1`);
  await expect(count(page, reviewTexts.countLearning)).toHaveText(`${reviewTexts.countLearning}0`);
  await page.getByRole('button', { name: reviewTexts.showAnswer }).click();
  await expect(page.getByTestId('interval-easy')).toHaveText(`${easyDays}d`);
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByRole('heading', { name: reviewTexts.completeHeading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolationsBesideToasts(page);

  // Out again: the package holds the Easy interval the button showed and the imported card's own progress.
  await page.goto('/flashcards');
  const apkgDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: deckToolsTexts.exportApkg }).click();
  const entries = unzipSync(new Uint8Array(await readFile((await (await apkgDownload).path())!)));
  const SQL = await loadSqlite();
  const collection = new SQL.Database(entries['collection.anki2']);
  const cardOf = (guid: string) =>
    allRows<{ type: number; ivl: number; factor: number }>(
      collection,
      `SELECT type, ivl, factor FROM cards WHERE nid = (SELECT id FROM notes WHERE guid = '${guid}')`,
    )[0];
  expect(cardOf(`new-${run}`)).toEqual({ type: 2, ivl: easyDays, factor: 2500 });
  expect(cardOf(`rev-${run}`)).toEqual({ type: 2, ivl: 21, factor: 2500 });
  collection.close();

  const textDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: deckToolsTexts.exportAnki }).click();
  const cards = parseAnkiText(await readFile((await (await textDownload).path())!, 'utf8'));
  expect(cards.map((card) => card.front).sort()).toEqual([fresh, studied].sort());
  await learner.close();
});
