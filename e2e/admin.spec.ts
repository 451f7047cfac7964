import { adminContactTexts } from '../src/shared/domain/admin-texts';
import { adminUserMessages } from '../src/shared/domain/admin-users';
import { adminSettingsTexts } from '../src/shared/domain/settings-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the admin renames the brand and the header and title follow at once @global-settings', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Admin Settings' }).click();
  const field = page.getByLabel('Platform Name');
  const original = await field.inputValue();
  expect(original).not.toBe('');
  await expectNoAxeViolations(page);
  const renamed = `Brand ${uniqueId()}`;
  try {
    await field.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(adminSettingsTexts.brandSaved)).toBeVisible();
    await expect(page).toHaveTitle(`Settings | ${renamed}`);
    await expect(page.getByRole('banner').getByText(renamed)).toBeVisible();

    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByLabel('Home Page Copy')).toHaveAttribute('rows', '4');
    await expect(page.getByLabel('AI System Prompt')).toHaveAttribute('rows', '6');
    await expectNoAxeViolations(page);
  } finally {
    await page.getByRole('tab', { name: 'Brand' }).click();
    await page.getByLabel('Platform Name').fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveTitle(`Settings | ${original}`);
  }
});

test('the admin adds, edits and deletes a user', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expectNoAxeViolations(page);

  const id = uniqueId();
  const email = `managed-${id}@e2e.test`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add User' });
  await addDialog.getByLabel('Name').fill(`Managed ${id}`);
  await addDialog.getByLabel('Email').fill(email);
  await expectNoAxeViolations(page);
  await addDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(adminUserMessages.created)).toBeVisible();

  await page.getByLabel('Search users').fill(email);
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(card.getByText('Never')).toBeVisible();

  await card.getByRole('button', { name: `Actions for Managed ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await editDialog.getByLabel('Name').fill(`Edited ${id}`);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(card.getByRole('heading', { name: `Edited ${id}` })).toBeVisible();

  await card.getByRole('button', { name: `Actions for Edited ${id}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: `Edited ${id}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to User Management' }).click();

  await page.getByLabel('Search users').fill(email);
  await card.getByRole('button', { name: `Actions for Edited ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete Edited ${id}? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText(adminUserMessages.deleted(`Edited ${id}`))).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test('the admin resolves a contact message', async ({ page, loginAs }) => {
  const id = uniqueId();
  const message = { name: `Visitor ${id}`, email: `visitor-${id}@e2e.test`, subject: `Question ${id}` };
  const sent = await page.request.post('/_api/contact', {
    data: { json: { ...message, message: 'Is the Texas exam covered by the kit?' } },
  });
  expect(sent.ok()).toBe(true);

  await loginAs('admin');
  await page.goto('/admin/contact');
  await page.getByLabel('Search messages').fill(message.subject);
  const row = page.getByRole('row').filter({ hasText: message.subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('new', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: adminContactTexts.edit(message.name) }).click();
  const dialog = page.getByRole('dialog', { name: adminContactTexts.dialogTitle(message.name) });
  await expect(dialog.getByText('Is the Texas exam covered by the kit?')).toBeVisible();
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await dialog.getByLabel('Admin Notes').fill('Answered by e-mail.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(adminContactTexts.updated)).toBeVisible();
  await expect(row.getByText('resolved', { exact: true })).toBeVisible();
});
