import { discountAdminTexts as texts } from '../src/shared/domain/discount-admin-texts';
import { discountMessages } from '../src/shared/domain/discounts';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { uniqueCode } from './purchase-helpers';

test('an admin creates, finds, edits and deletes a discount code', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/admin/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.discountCodes.heading })).toBeVisible();
  await expect(page.getByText(adminPageTexts.discountCodes.description!)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discount Codes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(texts.stats.totalCodes)).toBeVisible();
  await expectNoAxeViolations(page);

  // Create: the dialog starts at percentage 10 and active; a too-short code is refused on blur.
  const code = uniqueCode('TEN');
  await page.getByRole('button', { name: texts.createCode }).click();
  const create = page.getByRole('dialog', { name: texts.createTitle });
  await expect(create.getByLabel('Value')).toHaveValue('10');
  await expect(create.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(create.getByLabel('Expiry Date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await create.getByLabel('Code', { exact: true }).fill('AB');
  await create.getByLabel('Code', { exact: true }).blur();
  await expect(create.getByText(discountMessages.codeTooShort)).toBeVisible();
  await expectNoAxeViolations(page);
  await create.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await create.getByLabel('Maximum Uses').fill('3');
  await create.getByRole('button', { name: texts.form.create }).click();
  await expect(page.getByText(discountMessages.created)).toBeVisible();
  await expect(create).toBeHidden();

  // Search is debounced and kept in the URL with the page reset.
  await page.getByLabel(texts.searchLabel).fill(code.slice(0, -1));
  await expect(page).toHaveURL(new RegExp(`search=${code.slice(0, -1)}`));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('Percentage');
  await expect(row).toContainText('0/3');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // Edit: switch it off; the status filter then finds it among the inactive codes.
  await row.getByRole('button', { name: texts.rowActions(code) }).click();
  await page.getByRole('menuitem', { name: texts.edit }).click();
  const edit = page.getByRole('dialog', { name: texts.editTitle });
  await expect(edit.getByLabel('Value')).toHaveCount(0);
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: texts.form.save }).click();
  await expect(page.getByText(discountMessages.updated)).toBeVisible();
  await expect(row).toContainText('Inactive');
  await page.getByRole('combobox', { name: texts.statusLabel }).click();
  await page.getByRole('option', { name: texts.inactive }).click();
  await expect(page).toHaveURL(/isActive=false/);
  await expect(row).toBeVisible();

  // Delete after confirming.
  await row.getByRole('button', { name: texts.rowActions(code) }).click();
  await page.getByRole('menuitem', { name: texts.delete }).click();
  const confirm = page.getByRole('alertdialog', { name: texts.deleteTitle });
  await expect(confirm).toContainText(texts.deleteQuestion(code));
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: texts.delete }).click();
  await expect(page.getByText(discountMessages.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.emptyHeading })).toBeVisible();
  await expect(page.getByText(texts.emptyHint)).toBeVisible();
});
