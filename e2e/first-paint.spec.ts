// What a phone on a slow network waits for on the public pages (issue 11, point 5; scores in bench/README.md):
// the files the first paint needs, CSP violations (Lighthouse's best practices) and layout shifts.
import type { APIRequestContext, Page } from '@playwright/test';
import { testModeTexts } from '../src/shared/domain/checkout-texts';
import { faqCategories } from '../src/shared/domain/faq';
import { expect, test } from './fixtures';

const publicPages = ['/', '/pricing', '/faq'];

/** The scripts index.html loads or preloads, with every module they import statically, and their text. */
async function firstPaintScripts(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const queue = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const scripts = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (scripts.has(url)) continue;
    const text = await (await request.get(url)).text();
    scripts.set(url, text);
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` loads later.
    for (const [, file] of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(new URL(file!, new URL(url, 'http://x')).pathname);
    }
  }
  return scripts;
}

test('the first paint downloads neither zod nor superjson nor the toasts, in a handful of files', async ({
  request,
}) => {
  const scripts = await firstPaintScripts(request);
  // Names that survive minification: zod's schema classes, superjson's registry, sonner's toaster attribute.
  const markers = { zod: 'ZodObject', superjson: 'registerCustom', sonner: 'data-sonner-toaster' };
  for (const [url, text] of scripts) {
    for (const [library, marker] of Object.entries(markers)) {
      expect(text.includes(marker), `${library} in ${url}`).toBe(false);
    }
  }
  // The app and the public pages: two files, so HTTP/1.1's six connections never queue on the first paint.
  expect([...scripts.keys()].length).toBeLessThanOrEqual(3);
});

/** Records Content-Security-Policy violations from the first script on, including ones caught by the page. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('no page breaks the Content Security Policy, also where forms use zod', async ({ page }) => {
  const violations = await recordCspViolations(page);
  for (const path of [...publicPages, '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
  // The session check has loaded zod and the contract by now on every page.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

/** Sums the layout shifts of the page from its first paint on (those right after input excepted). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}

test('a public page that loads slowly does not push the footer down in view', async ({ page }) => {
  // The page's code arrives late, as on a slow phone, so the loading state is surely painted first.
  await page.route(/\/assets\/public-site-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2, name: faqCategories[0]!.category })).toBeVisible();
  expect(await layoutShift()).toBeLessThan(0.01);
});

test('the test-checkout notice on pricing is there on first paint: no request for it, nothing pushed down', async ({
  page,
}) => {
  // The e2e server runs the test checkout. Were the notice to wait for an API answer, it would push the offer down.
  const modeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_api/billing/payment-mode')) modeRequests.push(request.url());
  });
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/pricing');
  await expect(page.getByRole('note').filter({ hasText: testModeTexts.heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(modeRequests).toEqual([]);
  expect(await layoutShift()).toBeLessThan(0.01);
});

test('the FAQ questions are buttons the keyboard moves through with the arrow keys, Home and End', async ({ page }) => {
  await page.goto('/faq');
  const entries = faqCategories[0]!.entries;
  const question = (index: number) => page.getByRole('button', { name: entries[index]!.question, exact: true });
  await question(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(question(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(question(entries.length - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(question(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(question(entries.length - 1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(entries.length - 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: entries[entries.length - 1]!.question })).toBeVisible();
});
