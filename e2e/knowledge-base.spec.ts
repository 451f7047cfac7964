import { binaryBytes, makePdf } from '../src/server/modules/knowledge-base/extraction/test-files';
import { knowledgeBaseTexts as texts } from '../src/shared/domain/knowledge-base-admin-texts';
import { knowledgeBaseFileTexts } from '../src/shared/domain/knowledge-base-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A two-page PDF whose text names the run, so each run and each screen size uploads new content. */
const manualPdf = (id: string) =>
  makePdf((doc) => {
    doc.fontSize(14).text(`CHAPTER ONE ${id.toUpperCase()}`, 72, 72, { lineBreak: false });
    doc.fontSize(11).text(`Manual ${id}: always read the label before mixing any pesticide.`, 72, 100);
    doc.addPage();
    doc.fontSize(11).text(`Page two of manual ${id} covers drift and buffer zones.`, 72, 100);
  });

test('the admin uploads documents, watches them become ready, filters, reads details and deletes', async ({
  page,
  loginAs,
}) => {
  const id = uniqueId();
  await loginAs('admin');
  await page.goto('/admin/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  await expect(page.getByText(texts.dropPrompt)).toBeVisible();
  await expect(page.getByText(texts.dropHint)).toBeVisible();
  await expect(page.getByText(texts.jurisdictionRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  const files = [
    { name: `manual-${id}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await manualPdf(id)) },
    { name: `rates-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`Product,Rate\nAlpha ${id},2 pt/A\n`) },
    { name: `photo-${id}.txt`, mimeType: 'text/plain', buffer: Buffer.from(binaryBytes()) },
    { name: `notes-${id}.docx`, mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
  ];
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(files);
  await expect(page.getByText(texts.filesToUpload(4))).toBeVisible();
  // Dropped twice (same name, size and date): listed once.
  const dropZone = page.getByText(texts.dropPrompt);
  for (let i = 0; i < 2; i++) {
    await dropZone.evaluate((zone, name) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File(['Dropped text about drift.'], name, { type: 'text/plain', lastModified: 1_700_000_000_000 }),
      );
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, `dropped-${id}.txt`);
  }
  await expect(page.getByText(texts.filesToUpload(5))).toBeVisible();
  const dropped = `dropped-${id}.txt`;
  await page.getByRole('button', { name: texts.removeFile(dropped) }).click();
  await expect(page.getByText(texts.filesToUpload(4))).toBeVisible();
  const queueRow = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  // Refused by the drop zone itself: straight to error, and it can be removed.
  await expect(queueRow(files[3]!.name)).toContainText(knowledgeBaseFileTexts.unsupportedType);
  await queueRow(files[3]!.name)
    .getByRole('button', { name: texts.removeFile(files[3]!.name) })
    .click();
  await expect(page.getByText(texts.filesToUpload(3))).toBeVisible();

  const uploadButton = page.getByRole('button', { name: texts.uploadButton(3) });
  await expect(uploadButton).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Texas' }).click();
  await expect(page.getByText(texts.jurisdictionRequired)).toBeHidden();
  await expect(page.getByText('Jurisdictions applied: Texas')).toBeVisible();
  await expectNoAxeViolations(page);
  await uploadButton.click();

  // The bad file keeps the server's message on its row; the others are done and cannot be removed any more.
  await expect(queueRow(files[2]!.name)).toContainText(knowledgeBaseFileTexts.notText);
  await expect(page.getByText(texts.uploadedCount(2, 3))).toBeVisible();
  await expect(queueRow(files[0]!.name).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.uploadButton(0) })).toBeDisabled();

  // The list shows each document's state and moves to Ready without a reload.
  await page.getByLabel(texts.searchLabel).fill(id);
  const row = (name: string) => page.locator('tr', { hasText: name });
  await expect(row(files[0]!.name)).toHaveCount(1);
  await expect(row(files[0]!.name).getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row(files[1]!.name).getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row(files[0]!.name)).toContainText('Texas');
  await expect(row(files[0]!.name)).toContainText(`Manual ${id}`);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: texts.typeFilterLabel }).click();
  await page.getByRole('option', { name: 'CSV' }).click();
  await expect(row(files[0]!.name)).toHaveCount(0);
  await expect(row(files[1]!.name)).toHaveCount(1);
  await page.getByRole('combobox', { name: texts.typeFilterLabel }).click();
  await page.getByRole('option', { name: texts.allTypes }).click();
  await page.getByRole('combobox', { name: texts.jurisdictionFilterLabel }).click();
  await page.getByRole('option', { name: 'Florida' }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await page.getByRole('combobox', { name: texts.jurisdictionFilterLabel }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await expect(row(files[0]!.name)).toHaveCount(1);

  await row(files[0]!.name)
    .getByRole('button', { name: texts.viewDetailsOf(files[0]!.name) })
    .click();
  const dialog = page.getByRole('dialog', { name: texts.detailsTitle });
  await expect(dialog).toContainText(`${files[0]!.buffer.byteLength.toLocaleString('en-US')} bytes`);
  await expect(dialog).toContainText('Administrator');
  await expect(dialog).toContainText('application/pdf');
  await expect(dialog).toContainText(`Page two of manual ${id}`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row(files[1]!.name)
    .getByRole('button', { name: texts.deleteOf(files[1]!.name) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: texts.deleteTitle });
  await expect(confirm).toContainText(texts.deleteDescription);
  await confirm.getByRole('button', { name: texts.delete }).click();
  await expect(page.getByText(texts.deleted)).toBeVisible();
  await expect(row(files[1]!.name)).toHaveCount(0);
  await expect(row(files[0]!.name)).toHaveCount(1);
  await expectNoAxeViolationsBesideToasts(page);
});

test('the upload zone and the filters work from the keyboard', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/admin/knowledge-base');
  const input = page.locator('input[type="file"]');
  await input.focus();
  await expect(input).toBeFocused();
  await page.getByRole('checkbox', { name: 'Federal', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Federal', exact: true })).toBeChecked();
  await page.getByLabel(texts.searchLabel).focus();
  await page.keyboard.type('no-such-document-anywhere');
  await expect(page.getByText(texts.empty)).toBeVisible();
  // Nothing pushes the page wider than the screen (the table scrolls inside its own region).
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
