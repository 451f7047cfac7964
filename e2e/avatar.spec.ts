import { onePixelPng } from '../src/server/test/images';
import { avatarTexts } from '../src/shared/domain/settings-texts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsBesideToasts,
  expectNoSidewaysScroll,
  openHeaderMenu,
  test,
  uniqueStudent,
} from './fixtures';
import { registerThroughApi } from './registration';

// Issue 25 (L22): pictures are uploaded and served from our own origin; an admin can take one away, not link one.
test('a learner uploads a picture that shows in the header, and the admin removes it @phone', async ({
  page,
  browser,
  adminCookies,
}) => {
  const account = uniqueStudent('avatar');
  const registered = await registerThroughApi(page.request, account, ['texas']);
  expect(registered.ok()).toBe(true);

  await page.goto('/settings');
  const upload = page.getByLabel(avatarTexts.upload);
  await expect(upload).toBeAttached();
  await expectNoAxeViolations(page);

  // The server reads the bytes, not the name: an HTML page called .png is refused with its reason, in the card.
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>hi') });
  await expect(page.getByRole('alert').filter({ hasText: avatarTexts.notAnImage })).toBeVisible();

  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText(avatarTexts.uploaded)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: avatarTexts.notAnImage })).toHaveCount(0);
  await openHeaderMenu(page);
  // The header's picture loaded (Radix shows the <img> only once it has), from our own address.
  const headerPicture = page.getByRole('link', { name: account.displayName }).locator('img');
  await expect(headerPicture).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f-]{36}$/);
  await expect(headerPicture).toHaveJSProperty('naturalWidth', 1);
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsBesideToasts(page);

  // The admin sees it on the learner's card and takes it away.
  const admin = await browser.newContext();
  await admin.addCookies(adminCookies);
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/users');
  await adminPage.getByLabel('Search users').fill(account.email);
  const card = adminPage.getByRole('listitem').filter({ hasText: account.email });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/avatars\//);
  await card.getByRole('button', { name: `Actions for ${account.displayName}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Edit User' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('button', { name: avatarTexts.remove }).click();
  await expect(dialog.getByText(avatarTexts.removedOnSave)).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.locator('img')).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(page.getByText(avatarTexts.none, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: avatarTexts.remove })).toHaveCount(0);

  // The learner's own Remove picture goes back to the default icon too.
  await upload.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: avatarTexts.remove }).click();
  await expect(page.getByText(avatarTexts.removed)).toBeVisible();
  await expect(page.getByText(avatarTexts.none, { exact: false })).toBeVisible();
});
