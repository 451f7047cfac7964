import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { coursePageTexts } from '../src/shared/domain/course-texts';
import { studyGuideFileName, studyGuideLinkTexts } from '../src/shared/domain/study-guide-texts';
import { coreTopics } from '../src/shared/domain/topics';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { studentWithAccess } from './purchase-helpers';

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Starts the download with `start` and checks the file's name and that it really is a PDF. */
async function expectGuideDownload(page: Page, moduleId: string, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  expect(download.suggestedFilename()).toBe(studyGuideFileName(moduleId));
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);
}

test('a learner downloads a module’s study guide from the course page, on desktop and at 360 px', async ({
  browser,
  adminCookies,
}) => {
  // Buying the kit, two PDF renders, axe twice and a second viewport: more than the 30 s default on a busy machine.
  test.setTimeout(90_000);
  const context = await studentWithAccess(browser, adminCookies, 'guides');
  const page = await context.newPage();
  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1, name: coursePageTexts.heading })).toBeVisible();

  // Every module offers its guide, and each link says which module it is for.
  const links = page.getByRole('link', { name: new RegExp(`^${studyGuideLinkTexts.link.replace(/[()]/g, '\\$&')}`) });
  await expect(links).toHaveCount(coreTopics.length);
  const calibration = coreTopics.find((topic) => topic.id === 'equipment-calibration')!;
  const calibrationLink = page.getByRole('link', { name: studyGuideLinkTexts.accessibleName(calibration.name) });
  await expect(calibrationLink).toBeVisible();
  await expectNoAxeViolations(page);
  await expectGuideDownload(page, calibration.id, () => calibrationLink.click());

  // At 360 px: no sideways scrolling, axe clean, and the keyboard alone downloads a guide.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  const label = coreTopics.find((topic) => topic.id === 'label-labeling')!;
  const labelLink = page.getByRole('link', { name: studyGuideLinkTexts.accessibleName(label.name) });
  await expect(labelLink).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await labelLink.focus();
  await expectGuideDownload(page, label.id, () => page.keyboard.press('Enter'));
  await context.close();
});
