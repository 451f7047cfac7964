import { footerLinks } from '../src/shared/domain/navigation';
import { heroButtonTexts } from '../src/shared/domain/page-texts';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('a visitor sees the brand, the invitation to register and the footer links @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('link', { name: heroButtonTexts.start })).toHaveAttribute('href', '/register');
  await expect(page).toHaveTitle(/\|/);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const link of footerLinks) {
    await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  }
  await expectNoAxeViolations(page);
});

test('a URL hash scrolls to the section it names, also on a first visit', async ({ page }) => {
  await page.goto('/#features');
  await expect(page.locator('#features')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
