import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { fixtureCollection, fixturePackage } from '../src/server/modules/flashcards/anki/anki-fixtures';
import { allRows, loadSqlite } from '../src/server/modules/flashcards/anki/anki-sqlite';
import { parseAnkiText } from '../src/server/modules/flashcards/anki/anki-text';
import { deckToolsTexts as texts } from '../src/shared/domain/flashcard-texts';
import { flashcardMessages } from '../src/shared/domain/flashcards';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A learner brings an Anki deck (.apkg) with its progress, and takes the deck back out as .apkg and as Anki text.
test('a learner imports an Anki package and exports it as .apkg and Anki text', async ({ page, loginAs }, testInfo) => {
  // The admin passes the purchase wall and needs no registration (registrations are rate limited per address).
  await loginAs('admin');
  const run = `${testInfo.project.name}-${Date.now()}`;
  const front = `Anki drift question ${run}`;
  const crt = Math.floor(Date.now() / 1000 / 86_400) * 86_400 - 100 * 86_400;
  const apkg = fixturePackage(
    {
      'collection.anki2': await fixtureCollection(
        [
          {
            guid: `a-${run}`,
            kind: 'basic',
            fields: [`${front}`, 'Movement of spray <b>off target</b><br>in wind'],
            tags: 'drift',
            card: { type: 2, queue: 2, due: 105, ivl: 21, factor: 2500, reps: 6, lapses: 1 },
          },
          { guid: `b-${run}`, kind: 'basic', fields: [`Anki PPE question ${run}`, `Gloves &amp; goggles ${run}`] },
          { guid: `c-${run}`, kind: 'cloze', fields: ['{{c1::Label}} is the law', ''] },
        ],
        { crt },
      ),
    },
    2,
  );

  await page.goto('/flashcards');
  await page.getByLabel(texts.importFormat).selectOption('apkg');
  await page.getByLabel(texts.keepScheduling).check();
  // A file that is not a package: a clear message, nothing imported.
  await page.getByLabel(texts.importFile).setInputFiles({
    name: 'notes.apkg',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('front\tback\n'),
  });
  await page.getByRole('button', { name: texts.import, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: flashcardMessages.packageNotZip })).toBeVisible();

  await page.getByLabel(texts.importFile).setInputFiles({
    name: 'pesticides.apkg',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(apkg),
  });
  await page.getByRole('button', { name: texts.import, exact: true }).click();
  const summary = texts.packageImported({ imported: 2, skipped: 0, unsupported: 1, mediaSkipped: 2 });
  await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible();
  await page.getByLabel('Search flashcards').fill(run);
  await expect(page.getByText(front)).toBeVisible();
  await expect(page.getByText(`Gloves & goggles ${run}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  const apkgDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.exportApkg }).click();
  const exported = await apkgDownload;
  expect(exported.suggestedFilename()).toBe('flashcards-apkg.apkg');
  const entries = unzipSync(new Uint8Array(await readFile((await exported.path())!)));
  const SQL = await loadSqlite();
  const collection = new SQL.Database(entries['collection.anki2']);
  const notes = allRows<{ guid: string; flds: string }>(collection, 'SELECT guid, flds FROM notes');
  const note = notes.find((n) => n.guid === `a-${run}`);
  expect(note?.flds).toBe(`${front}\x1fMovement of spray off target<br>in wind`);
  const [card] = allRows<{ type: number; ivl: number; factor: number }>(
    collection,
    `SELECT type, ivl, factor FROM cards WHERE nid = (SELECT id FROM notes WHERE guid = 'a-${run}')`,
  );
  expect(card).toEqual({ type: 2, ivl: 21, factor: 2500 });
  collection.close();

  const textDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.exportAnki }).click();
  const text = await readFile((await (await textDownload).path())!, 'utf8');
  const cards = parseAnkiText(text);
  expect(cards.find((c) => c.guid === `a-${run}`)).toEqual({
    guid: `a-${run}`,
    front,
    back: 'Movement of spray off target\nin wind',
    tags: ['drift'],
  });
});
