import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signInViaApi } from './support/api';

// Journey (issue 9, defect 18): a signed-in user on a 375 px phone does not scroll pages sideways.
// Each screen is photographed to /tmp for review.

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

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
});
