import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import superjson from 'superjson';
import { extractText, getDocumentProxy } from 'unpdf';
import { parse } from 'yaml';
import {
  adminCertificateTexts,
  certificateCardTexts,
  certificateVerifyTexts,
} from '../src/shared/domain/certificate-texts';
import { examLauncherTexts } from '../src/shared/domain/quiz-page-texts';
import { resultTexts } from '../src/web/features/attempt-result/result-texts';
import { examTexts } from '../src/web/features/exam-session/exam-texts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsBesideToasts, test } from './fixtures';
import { adminApi, studentWithAccess } from './purchase-helpers';
import { e2eBaseUrl } from './test-env';

interface TBankQuestion {
  type: string;
  question: string;
  answer: string | string[] | number;
}

/** The content pack's questions by their text, as the exam screen shows it: the test answers like a prepared learner. */
function answerBook() {
  const dir = path.resolve('content/questions');
  const book = new Map<string, TBankQuestion>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
    for (const question of parse(readFileSync(path.join(dir, file), 'utf8')) as TBankQuestion[]) {
      book.set(question.question.replace(/\s+/g, ' ').trim(), question);
    }
  }
  return book;
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Marks every core lesson read through the API the lesson reader's "Mark as read" calls, from the page's session. */
async function completeCoreLessons(page: Page) {
  const course = await page.request.get('/_api/course');
  const { modules } = superjson.deserialize<{ modules: { kind: string; lessons: { id: string }[] }[] }>(
    await course.json(),
  );
  for (const lesson of modules.filter((m) => m.kind === 'core').flatMap((m) => m.lessons)) {
    const done = await page.request.post('/_api/course/lesson/complete', {
      data: superjson.serialize({ lessonId: lesson.id }),
    });
    expect(done.ok()).toBe(true);
  }
}

/** Takes the national core exam on the real exam screen, answering each question from the answer book. */
async function passFinalExam(page: Page) {
  const book = answerBook();
  await page.goto('/exams');
  await page.getByRole('button', { name: examLauncherTexts.startLabel('National core practice exam') }).click();
  await expect(page).toHaveURL(/\/exams\/attempt\/[^/]+$/);
  for (let number = 1; number <= 50; number++) {
    await expect(page.getByRole('heading', { name: examTexts.questionOf(number, 50) })).toBeVisible();
    const card = page.getByTestId(`exam-question-${number}`);
    const legend = (await card.locator('legend').textContent()) ?? '';
    const known = book.get(legend.replace(/^Question \d+:\s*/, '').trim());
    if (known) {
      const keys = Array.isArray(known.answer) ? known.answer : [String(known.answer)];
      if (['numeric', 'short_answer'].includes(known.type)) await card.getByRole('textbox').fill(keys[0]!);
      else for (const key of keys) await card.getByLabel(key, { exact: true }).check();
    }
    if (number < 50) await page.getByRole('button', { name: examTexts.next }).click();
  }
  await expect(page.getByText(examTexts.saved, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: examTexts.submit }).click();
  await page
    .getByRole('alertdialog', { name: examTexts.confirmTitle })
    .getByRole('button', { name: examTexts.confirmSubmit })
    .click();
  await expect(page.getByTestId('attempt-outcome')).toHaveText(resultTexts.passed);
}

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  return { context, page: await context.newPage() };
}

test('a learner earns, downloads and corrects a certificate; a visitor verifies it; the admin revokes it', async ({
  browser,
  adminCookies,
}) => {
  test.setTimeout(180_000);
  const context = await studentWithAccess(browser, adminCookies, 'certificate');
  const page = await context.newPage();

  // Nothing done yet: the dashboard card says what is missing.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: certificateCardTexts.heading });
  await expect(card.getByText(/^Core lessons: 0 of \d+ completed$/)).toBeVisible();
  await expect(card.getByRole('link', { name: certificateCardTexts.goToCourse })).toBeVisible();
  await expectNoAxeViolations(page);

  // The course page shows the same status at the end of the course.
  await page.goto('/course');
  await expect(card.getByText(/^Core lessons: 0 of \d+ completed$/)).toBeVisible();

  await completeCoreLessons(page);
  await page.goto('/dashboard');
  await expect(card.getByText(certificateCardTexts.lessonsDone)).toBeVisible();
  await expect(card.getByText(certificateCardTexts.examNotPassed(70))).toBeVisible();
  await card.getByRole('link', { name: certificateCardTexts.takeExam }).click();
  await expect(page).toHaveURL(/\/exams$/);

  await passFinalExam(page);

  // Earned: the name form starts with the display name; an empty name is refused with the rule.
  await page.goto('/dashboard');
  await expect(card.getByText(certificateCardTexts.earned)).toBeVisible();
  const nameBox = card.getByRole('textbox', { name: certificateCardTexts.nameLabel });
  await expect(nameBox).not.toHaveValue('');
  await nameBox.fill(' ');
  await card.getByRole('button', { name: certificateCardTexts.getCertificate }).click();
  await expect(card.getByText(/^Enter the name to print/)).toBeVisible();
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  const printedName = `Avery Q. Fieldworth ${Date.now().toString(36).slice(-4)}`;
  await nameBox.fill(printedName);
  await nameBox.press('Enter');
  const number = (await card.getByTestId('certificate-number').textContent())!;
  expect(number).toMatch(/^PPC(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  await expectNoAxeViolationsBesideToasts(page);

  // The download is a PDF with the name, the number and the verification URL.
  const verificationUrl = `${e2eBaseUrl}/certificates/${number}`;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: certificateCardTexts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync((await download.path())!)));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const expected of [printedName, number, verificationUrl]) expect(flat).toContain(expected);

  // Corrected name, same number; also in Settings > Billing.
  await card.getByRole('button', { name: certificateCardTexts.correctName }).click();
  await card.getByRole('textbox', { name: certificateCardTexts.nameLabel }).fill(`${printedName} Jr.`);
  await card.getByRole('button', { name: certificateCardTexts.saveName }).click();
  await expect(card.getByText(`${printedName} Jr.`)).toBeVisible();
  await expect(card.getByTestId('certificate-number')).toHaveText(number);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Billing' }).click();
  const settingsCard = page.getByRole('region', { name: certificateCardTexts.settingsHeading });
  await expect(settingsCard.getByTestId('certificate-number')).toHaveText(number);
  await expect(settingsCard.getByRole('link', { name: certificateCardTexts.download })).toBeVisible();

  // On a phone: the dashboard card fits and stays accessible.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await expect(card.getByTestId('certificate-number')).toHaveText(number);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A signed-out visitor opens the verification URL, on desktop and on a phone.
  const visitor = await signedOutPage(browser);
  await visitor.page.goto(verificationUrl);
  await expect(visitor.page.getByRole('heading', { name: certificateVerifyTexts.valid })).toBeVisible();
  await expect(visitor.page.getByText(`${printedName} Jr.`)).toBeVisible();
  await expect(visitor.page.getByText(/Pesticide Applicator Prep Course: National Core$/)).toBeVisible();
  await expectNoAxeViolations(visitor.page);
  await visitor.page.setViewportSize({ width: 360, height: 740 });
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { name: certificateVerifyTexts.valid })).toBeVisible();
  expect(await pageOverflow(visitor.page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(visitor.page);
  await visitor.page.goto('/certificates/PPC-0000-0000-0000-0000');
  await expect(visitor.page.getByRole('heading', { name: certificateVerifyTexts.unknown })).toBeVisible();

  // The admin revokes it from the user's page, with a reason and a confirmation.
  const api = await adminApi(adminCookies);
  const session = superjson.deserialize<{ user: { email: string } }>(
    await (await page.request.get('/_api/auth/session')).json(),
  );
  const listed = await api.get(`/_api/admin/users?search=${encodeURIComponent(session.user.email)}`);
  const { users } = superjson.deserialize<{ users: { id: number }[] }>(await listed.json());
  await api.dispose();
  const admin = await browser.newContext({ baseURL: e2eBaseUrl, storageState: { cookies: adminCookies, origins: [] } });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/users/${users[0]!.id}`);
  const adminCard = adminPage.getByRole('region', { name: adminCertificateTexts.heading });
  await expect(adminCard.getByText(number)).toBeVisible();
  await expect(adminCard.getByText(adminCertificateTexts.valid, { exact: true })).toBeVisible();
  await adminCard.getByRole('button', { name: adminCertificateTexts.revoke }).click();
  const dialog = adminPage.getByRole('alertdialog', { name: adminCertificateTexts.revokeTitle });
  await dialog.getByRole('button', { name: adminCertificateTexts.revoke }).click();
  await expect(dialog.getByText(/^Enter the reason for revoking/)).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole('textbox', { name: adminCertificateTexts.reasonLabel }).fill('Exam taken by someone else');
  await dialog.getByRole('button', { name: adminCertificateTexts.revoke }).click();
  await expect(dialog).toBeHidden();
  await expect(adminCard.getByText(/^Revoked on /)).toBeVisible();
  await expect(adminCard.getByRole('button', { name: adminCertificateTexts.revoke })).toHaveCount(0);
  await admin.close();

  // The public page now says revoked, without the internal reason; the learner can no longer download it.
  await visitor.page.goto(verificationUrl);
  await expect(visitor.page.getByRole('heading', { name: certificateVerifyTexts.revoked })).toBeVisible();
  await expect(visitor.page.getByText('someone else')).toHaveCount(0);
  await expectNoAxeViolations(visitor.page);
  await visitor.context.close();
  await page.reload();
  await expect(card.getByText(/^This certificate was revoked on /)).toBeVisible();
  await expect(card.getByRole('link', { name: certificateCardTexts.download })).toHaveCount(0);
  await context.close();
});

test('the verification page answers unknown for a malformed number, on any screen @phone', async ({ page }) => {
  await page.goto('/certificates/not-a-number');
  await expect(page.getByRole('heading', { level: 1, name: certificateVerifyTexts.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: certificateVerifyTexts.unknown })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
