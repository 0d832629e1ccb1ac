import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';

const dir = 'artifacts/screenshots';
const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
};
const pages = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'main', path: '/', signedIn: true },
  { name: 'settings', path: '/settings/profile', signedIn: true },
  { name: 'not-found', path: '/404', signedIn: false },
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

for (const locale of ['ru', 'en'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(`${locale} ${size}`, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport });

      for (const shot of pages) {
        test(`${shot.name}: screenshot and no serious a11y violations`, async ({ page }) => {
          if (shot.signedIn) await signInViaApi(page, 'user');
          await page.goto(shot.path);
          await settle(page);
          await page.screenshot({ path: `${dir}/${shot.name}-${locale}-${size}.png`, fullPage: true });
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }
}
