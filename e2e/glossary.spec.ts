import { glossaryMessages } from '../src/shared/domain/glossary';
import { glossaryAdminTexts, glossaryPageTexts } from '../src/shared/domain/glossary-texts';
import { accessTexts } from '../src/shared/domain/messages';
import { adminPageTexts } from '../src/shared/domain/page-texts';
import { tagAdminTexts } from '../src/shared/domain/tag-texts';
import { tagMessages } from '../src/shared/domain/tags';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

test('a student without a purchase meets the purchase wall on the glossary', async ({ page, loginAs }) => {
  await loginAs('student');
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { name: accessTexts.purchaseRequiredTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin adds a tag and a term, edits the term, and a student finds it', async ({
  page,
  browser,
  loginAs,
  adminCookies,
}) => {
  // Three screens, two accounts and axe over a 300-term glossary: more than the 30 s default on a busy CI machine.
  test.setTimeout(60_000);
  const id = Date.now().toString(36);
  await loginAs('admin');

  await page.goto('/admin/tags');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.tags.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.tags.title}`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(tagAdminTexts.breadcrumb);
  await page.getByRole('button', { name: tagAdminTexts.newTag }).click();
  const tagDialog = page.getByRole('dialog', { name: tagAdminTexts.createTitle });
  await expect(tagDialog.getByLabel(tagAdminTexts.color)).toHaveValue('#2563eb');
  await tagDialog.getByLabel(tagAdminTexts.name).fill('x');
  await tagDialog.getByLabel(tagAdminTexts.name).blur();
  await expect(tagDialog.getByText(tagMessages.nameTooShort)).toBeVisible();
  await expectNoAxeViolations(page);
  const tagName = `Beginner ${id}`;
  await tagDialog.getByLabel(tagAdminTexts.name).fill(tagName);
  await tagDialog.getByLabel(tagAdminTexts.color).fill('#16a34a');
  await tagDialog.getByRole('button', { name: tagAdminTexts.create }).click();
  await expect(page.getByText(tagAdminTexts.created)).toBeVisible();
  await expect(tagDialog).toBeHidden();
  const badge = page.getByRole('region', { name: tagAdminTexts.listLabel }).getByText(tagName);
  await expect(badge).toHaveCSS('background-color', 'rgba(22, 163, 74, 0.125)');
  await expectNoAxeViolationsBesideToasts(page);

  await page.goto('/admin/glossary');
  await expect(page.getByRole('heading', { level: 1, name: adminPageTexts.glossary.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${adminPageTexts.glossary.title}`));
  await expect(page.getByRole('columnheader', { name: 'Definition' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const term = `Zygote Spray ${id}`;
  await page.getByRole('button', { name: glossaryAdminTexts.newTerm }).click();
  const create = page.getByRole('dialog', { name: glossaryAdminTexts.createTitle });
  await expect(create.getByLabel(glossaryAdminTexts.term)).toHaveAttribute('placeholder', 'e.g., Herbicide');
  await create.getByLabel(glossaryAdminTexts.definition).fill('too short');
  await create.getByLabel(glossaryAdminTexts.definition).blur();
  await expect(create.getByText(glossaryMessages.definitionTooShort)).toBeVisible();
  await expectNoAxeViolations(page);
  await create.getByLabel(glossaryAdminTexts.term).fill(term);
  await create.getByLabel(glossaryAdminTexts.definition).fill('A made-up spray used only by the end-to-end tests.');
  await create.getByRole('button', { name: glossaryAdminTexts.create }).click();
  await expect(page.getByText(glossaryMessages.created)).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByLabel(glossaryAdminTexts.searchLabel).fill(term);
  const row = page.getByRole('row').filter({ hasText: term });
  await expect(row).toContainText('end-to-end tests');
  await row.getByRole('button', { name: glossaryAdminTexts.editLabel(term) }).click();
  const edit = page.getByRole('dialog', { name: glossaryAdminTexts.editTitle });
  await expect(edit.getByLabel(glossaryAdminTexts.term)).toHaveValue(term);
  await edit.getByLabel(glossaryAdminTexts.definition).fill('A made-up spray that marks the quokkaberry field test.');
  await edit.getByRole('button', { name: glossaryAdminTexts.save }).click();
  await expect(page.getByText(glossaryMessages.updated)).toBeVisible();
  await expect(row).toContainText('quokkaberry');
  await expectNoAxeViolationsBesideToasts(page);

  const studentContext = await studentWithAccess(browser, adminCookies, 'glossary');
  const student = await studentContext.newPage();
  await student.goto('/dashboard');
  await student.getByRole('link', { name: /^Glossary/ }).click();
  await expect(student.getByRole('heading', { level: 1, name: glossaryPageTexts.heading })).toBeVisible();
  await expect(student).toHaveTitle(new RegExp(`^${glossaryPageTexts.title}`));
  await expect(student.getByRole('heading', { level: 2, name: 'A', exact: true })).toBeVisible();
  await expectNoAxeViolations(student);
  // The search matches definitions too.
  await student.getByLabel(glossaryPageTexts.searchLabel).fill('quokkaberry');
  await expect(student.getByText(glossaryPageTexts.results(1))).toBeVisible();
  await expect(student.getByRole('term')).toHaveText(term);
  await expect(student.getByRole('heading', { level: 2, name: 'Z', exact: true })).toBeVisible();
  await expectNoAxeViolations(student);
  await student.getByLabel(glossaryPageTexts.searchLabel).fill('no-such-term-anywhere');
  await expect(student.getByText(glossaryPageTexts.noMatches('no-such-term-anywhere'))).toBeVisible();
  await studentContext.close();
});
