import { assetTexts, formatAssetSize } from '../src/shared/domain/asset-texts';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  test,
} from './fixtures';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin uploads an image, sees its preview, copies its address, and deletes it', async ({
  page,
  context,
  loginAs,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `label-${id}.png`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs('admin');

  await page.goto('/admin/assets');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.assets.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.assets.title}`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(assetTexts.breadcrumb);
  await expect(page.getByText(assetTexts.dragOrClick)).toBeVisible();
  await expect(page.getByRole('region', { name: assetTexts.listLabel })).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);

  // The file input is reachable with the keyboard.
  const input = page.getByLabel(assetTexts.dropZoneLabel);
  await page.getByRole('heading', { level: 1 }).click();
  for (let tabs = 0; tabs < 5 && !(await input.evaluate((el) => el === document.activeElement)); tabs++) {
    await page.keyboard.press('Tab');
  }
  await expect(input).toBeFocused();

  await input.setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(page.getByText(assetTexts.uploaded)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('img', { name: assetTexts.previewAlt(name) })).toBeVisible();
  await expect(card).toContainText(formatAssetSize(png.byteLength));

  await card.getByRole('button', { name: assetTexts.copyUrl(name) }).click();
  await expect(page.getByText(assetTexts.copied)).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(new RegExp(`/media/[0-9a-f-]{36}/${name}$`));
  const served = await page.request.get(address);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), png)).toBe(0);

  // Narrow screens keep everything inside the viewport.
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsBesideToasts(page);

  await card.getByRole('button', { name: assetTexts.deleteLabel(name) }).click();
  const dialog = page.getByRole('alertdialog', { name: assetTexts.deleteTitle });
  await expect(dialog).toContainText(name);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: assetTexts.delete }).click();
  await expect(page.getByText(assetTexts.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});

test('a file dropped on the zone uploads, and a non-image shows an icon instead of a preview', async ({
  page,
  loginAs,
}) => {
  const name = `notes-${Date.now().toString(36)}.txt`;
  await loginAs('admin');
  await page.goto('/admin/assets');
  await expect(page.getByText(assetTexts.dragOrClick)).toBeVisible();

  const zone = page.locator('label').filter({ has: page.getByLabel(assetTexts.dropZoneLabel) });
  const dataTransfer = await page.evaluateHandle((fileName) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Mix only what you need today.'], fileName, { type: 'text/plain' }));
    return transfer;
  }, name);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText(assetTexts.dropHere)).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText(assetTexts.uploaded)).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(formatAssetSize(29));
  await expect(card.getByRole('img')).toHaveCount(0);
  await expectNoAxeViolationsBesideToasts(page);

  await card.getByRole('button', { name: assetTexts.deleteLabel(name) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: assetTexts.delete }).click();
  await expect(card).toHaveCount(0);
});
