import superjson from 'superjson';
import { billingMessages, testCards } from '../src/shared/domain/billing';
import { expect, expectNoAxeViolations, test, uniqueStudent } from './fixtures';
import { registerThroughApi } from './registration';
import { e2eBaseUrl } from './test-env';

test('an admin refunds a purchase from the user’s page and access ends at once', async ({
  page,
  browser,
  adminCookies,
}) => {
  // A student buys with the test card, through the API to keep this journey about the refund.
  const student = uniqueStudent('refund');
  const registered = await registerThroughApi(page.request, student, ['national']);
  const { user } = (await registered.json()) as { user: { id: number } };
  const checkout = await page.request.post('/_api/billing/create-checkout-session', { data: superjson.serialize({}) });
  const { json } = (await checkout.json()) as { json: { checkoutUrl: string } };
  const sessionId = new URL(json.checkoutUrl, e2eBaseUrl).searchParams.get('session_id')!;
  const paid = await page.request.post('/_api/billing/local-checkout/pay', {
    data: superjson.serialize({ sessionId, cardNumber: testCards.success }),
  });
  expect(paid.ok()).toBe(true);
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Exam Generator' })).toBeVisible();

  const adminContext = await browser.newContext({ storageState: { cookies: adminCookies, origins: [] } });
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/users/${user.id}`);
  await adminPage.getByRole('button', { name: 'Refund' }).click();
  await expectNoAxeViolations(adminPage);
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(adminPage.getByText(billingMessages.refunded)).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await adminContext.close();

  await page.goto('/billing');
  await expect(page.getByText('Cancelled')).toBeVisible();
  await page.goto('/exams');
  await expect(page.getByRole('heading', { name: 'Purchase Required' })).toBeVisible();
});
