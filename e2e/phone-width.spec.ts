import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signInViaApi } from './support/api';

// Journey (issue 9, defect 18): a signed-in user on a 375 px phone neither scrolls pages sideways
// nor loses sight of the analysis tab they are on. Each screen is photographed to /tmp for review.

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

const analysisPaths = [
  '/analysis/cargo',
  '/analysis/incidents',
  '/analysis/geo',
  '/analysis/damage',
  '/analysis/rating',
];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('phone width', () => {
  for (const language of ['Рус', 'Eng'] as const) {
    test(`the signed-in /404 page does not scroll sideways (${language})`, async ({ page }) => {
      await signInViaApi(page, 'user');
      await page.goto('/404');
      await chooseLanguage(page, language);
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `/tmp/web-defects/404-${language}.png`, fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  for (const path of analysisPaths) {
    test(`the active tab of ${path} is scrolled into view`, async ({ page }) => {
      await signInViaApi(page, 'user');
      await page.goto(path);
      const tabs = page.getByRole('navigation', { name: 'Разделы аналитики' });
      const active = tabs.locator('a[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute('href', new RegExp(`^${path}`));
      // The tabs scroll smoothly or after layout: poll until the tab is fully inside the window.
      await expect
        .poll(async () => {
          const box = await active.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= phone.width;
        })
        .toBe(true);
      await page.screenshot({ path: `/tmp/web-defects/tabs${path.replaceAll('/', '-')}.png` });
    });
  }
});
