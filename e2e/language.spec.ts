import { expect, test } from '@playwright/test';
import { chooseLanguage, signInViaApi } from './support/api';

test.describe('browser language default', () => {
  test.describe('en-US browser', () => {
    test.use({ locale: 'en-US' });
    test('shows English', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test.describe('ru-RU browser', () => {
    test.use({ locale: 'ru-RU' });
    test('shows Russian', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в систему');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  });

  test.describe('a browser in another language', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to Russian', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в систему');
    });
  });
});

test.describe('language switch', () => {
  test.use({ locale: 'ru-RU' });

  test('Рус/Eng on the login page persists across reload', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'Eng');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('cargo_sentry.locale'))).toBe('en');

    await chooseLanguage(page, 'Рус');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в систему');
  });

  test('flags in the top bar switch a signed-in page and persist', async ({ page }) => {
    await signInViaApi(page, 'user');
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).first()).toContainText('Main page');
  });
});
