import { deckToolsTexts as texts } from '../src/shared/domain/flashcard-texts';
import { coreTopics } from '../src/shared/domain/topics';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('a learner adds a pre-made deck, exports the deck and imports a CSV file', async ({ page, loginAs }) => {
  // The admin passes the purchase wall and needs no registration (registrations are rate limited per address).
  await loginAs('admin');
  await page.goto('/flashcards');
  const ppe = coreTopics.find((topic) => topic.id === 'ppe')!;
  await page.getByLabel(texts.deckLabel).selectOption({ label: ppe.name });
  await page.getByRole('button', { name: texts.addDeck }).click();
  await expect(
    page.getByText(
      new RegExp(`(Added \\d+ cards|You already have every card) .*${ppe.name.replace(/[()]/g, '\\$&')} deck`),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.exportCsv }).click();
  expect((await download).suggestedFilename()).toBe('flashcards-csv.csv');

  await page.getByLabel(texts.importFormat).selectOption('csv');
  await page.getByLabel(texts.importFile).setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'front,back,tags\nImported front one,Imported back one,mine\nImported front two,Imported back two,\n,no front,\n',
    ),
  });
  await page.getByRole('button', { name: texts.import, exact: true }).click();
  await expect(page.getByText(texts.imported(2, 1))).toBeVisible();
  await page.getByLabel('Search flashcards').fill('Imported front');
  await expect(page.getByText('Imported front one')).toBeVisible();
});
