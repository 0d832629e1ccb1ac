import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page is ready to read or screenshot: its heading shown (the first load of a lazy
 * route can take long on a loaded 2-core machine), no loading bar, and its web fonts in.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 45_000 });
  await page.evaluate(() => document.fonts.ready);
}
