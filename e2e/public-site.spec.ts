import type { Page } from '@playwright/test';
import { contactFormTexts, contactMessages } from '../src/shared/domain/contact';
import { faqCategories, faqFooterTexts, pricingFaq } from '../src/shared/domain/faq';
import {
  demoQuestions,
  demoTexts,
  kitListPrice,
  kitPrice,
  pricingButtonTexts,
  sampleFlashcards,
} from '../src/shared/domain/marketing-texts';
import { marketingPageTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';

const publicPages = ['/', '/features', '/pricing', '/faq', '/contact', '/terms', '/privacy'];

test('a visitor reads every public page: heading, branded title, own meta description, no axe violations @phone', async ({
  page,
}) => {
  const descriptions = new Set<string>();
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page).toHaveTitle(/ \| \S/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /.{40,}/);
    descriptions.add((await description.getAttribute('content')) ?? '');
    await expectNoAxeViolations(page);
  }
  expect(descriptions.size, 'each page describes itself').toBe(publicPages.length);
});

test('robots.txt allows the site and keeps crawlers out of private areas', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const body = await response.text();
  for (const line of [
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /settings',
    'Disallow: /_api',
  ]) {
    expect(body).toContain(line);
  }
});

test('the AI demo answers after typing and moves on to the next question', async ({ page }) => {
  await page.goto('/');
  const [first, second] = demoQuestions;
  await expect(page.getByText(first.question)).toBeVisible();
  await expect(page.getByText(demoTexts.typing)).toBeAttached();
  await expect(page.getByText('1-800-222-1222')).toBeVisible();
  await page.getByRole('button', { name: demoTexts.nextQuestion }).click();
  await expect(page.getByText(second.question)).toBeVisible();
  await expect(page.getByText(second.answer)).toBeVisible();
});

async function openFlashcardDemo(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: demoTexts.flashcardsTab }).click();
  // The card is the button the flip hint describes; its name changes as it flips.
  const card = page.locator('button[aria-describedby="flashcard-hint"]');
  await expect(card).toContainText(demoTexts.term);
  return card;
}

test('the flashcard demo flips by click, Enter and Space and wraps around with Next and Previous', async ({ page }) => {
  const card = await openFlashcardDemo(page);
  const counter = page.getByText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())?.split('/')[1]);
  const firstFront = await card.textContent();

  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(demoTexts.definition);
  await card.press('Enter');
  await expect(card).toContainText(demoTexts.term);
  await card.press('Space');
  await expect(card).toContainText(demoTexts.definition);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: demoTexts.next }).click();
  await expect(page.getByText(`2 / ${total}`)).toBeVisible();
  await expect(card).toContainText(demoTexts.term);
  await expect(card).not.toHaveText(firstFront ?? '');
  await page.getByRole('button', { name: demoTexts.previous }).click();
  await page.getByRole('button', { name: demoTexts.previous }).click();
  await expect(page.getByText(`${total} / ${total}`)).toBeVisible();
  await page.getByRole('button', { name: demoTexts.next }).click();
  await expect(page.getByText(`1 / ${total}`)).toBeVisible();
  await expect(card).toHaveText(firstFront ?? '');
});

test('when the flashcards cannot load, the demo says so and uses the sample cards', async ({ page }) => {
  await page.route('**/_api/homepage/flashcards', (route) => route.fulfill({ status: 500, body: '{}' }));
  const card = await openFlashcardDemo(page);
  await expect(page.getByText(demoTexts.loadFailed)).toBeVisible();
  await expect(page.getByText(demoTexts.usingSample)).toBeVisible();
  await expect(card).toContainText(sampleFlashcards[0]?.front ?? '');
});

test('the home pricing section shows the price beside the crossed-out list price', async ({ page }) => {
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText(kitPrice, { exact: true })).toBeVisible();
  await expect(pricing.locator('s')).toContainText(kitListPrice);
  await expect(pricing.getByRole('link', { name: pricingButtonTexts.home.start })).toHaveAttribute('href', '/register');
});

/** Opens a, then b (a closes), then closes b: one open at a time, and collapsible. */
async function checkSingleOpen(page: Page, a: string, b: string) {
  const first = page.getByRole('button', { name: a, exact: true });
  const second = page.getByRole('button', { name: b, exact: true });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
}

test('the pricing page: kit card, register button and a single-open FAQ', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingPageTexts.pricing.heading);
  await expect(page.getByRole('link', { name: pricingButtonTexts.page.start })).toHaveAttribute('href', '/register');
  await expect(page.locator('main [aria-expanded]')).toHaveCount(pricingFaq.length);
  await checkSingleOpen(page, pricingFaq[0]?.question ?? '', pricingFaq[1]?.question ?? '');
  await expect(page.getByText(pricingFaq[0]?.answer ?? '')).toBeHidden();
});

test('the FAQ page: seven categories, single-open questions, and a way to support', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingPageTexts.faq.heading);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(faqCategories.length + 1);
  const entries = faqCategories[2]?.entries ?? [];
  await checkSingleOpen(page, entries[0]?.question ?? '', entries[1]?.question ?? '');
  await page.getByRole('link', { name: faqFooterTexts.button }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

// One submission per project (desktop and 360 px) keeps a run at 2 of the 5 messages an IP may send per hour.
test('a visitor sends the contact form, sees the thank-you state and can write again', async ({ page }) => {
  await page.goto('/contact');
  const name = page.getByLabel(contactFormTexts.name);
  await name.focus();
  await name.blur();
  await expect(page.getByText(contactMessages.nameRequired)).toBeVisible();
  await page.getByLabel(contactFormTexts.message).fill('Too short');
  await page.getByLabel(contactFormTexts.message).blur();
  await expect(page.getByText(contactMessages.messageTooShort)).toBeVisible();

  await name.fill('Pat Applicator');
  await page.getByLabel(contactFormTexts.email).fill('pat@e2e.test');
  await page.getByLabel(contactFormTexts.subject).fill('Question about the exam kit');
  await page.getByLabel(contactFormTexts.message).fill('Does the kit cover the Texas commercial applicator exam?');
  // Leaving the field clears its error; waiting for that keeps the button from moving under the click.
  await page.getByLabel(contactFormTexts.message).blur();
  await expect(page.getByText(contactMessages.messageTooShort)).toBeHidden();
  await page.getByRole('button', { name: contactFormTexts.submit }).click();

  await expect(page.getByText(contactMessages.sentTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: contactFormTexts.thankYouHeading })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: contactFormTexts.sendAnother }).click();
  await expect(page.getByLabel(contactFormTexts.name)).toHaveValue('');
});
