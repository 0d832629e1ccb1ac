import { expect, test } from '@playwright/test';
import { chooseLanguage, currentUser, demoAccounts, demoPassword } from './support/api';
import { settle } from './support/page';
import { watchPageProblems } from './support/page-problems';

test.describe('login and logout', () => {
  for (const username of demoAccounts) {
    test(`${username} signs in with the form and logs out`, async ({ page, request }) => {
      const profile = await currentUser(request, username);
      await page.goto('/login');
      await page.getByLabel('Логин или e-mail').fill(username);
      await page.getByLabel(/^Пароль/).fill(demoPassword(username));
      await page.getByRole('button', { name: 'Войти' }).click();

      await expect(page).toHaveURL('/');
      const badge = page.getByTestId('user-badge');
      await expect(badge).toContainText(`${profile.first_name} ${profile.last_name}`);
      await expect(badge).toContainText(profile.company);
      await expect(badge).toHaveAttribute('href', '/settings/profile');

      await page.getByRole('button', { name: 'Выйти' }).click();
      await expect(page).toHaveURL('/login');
      expect(await page.evaluate(() => localStorage.getItem('cargo_sentry.access'))).toBeNull();
      await page.goto('/');
      await expect(page).toHaveURL('/login');
    });
  }

  // Issue 23 §13: logout used to clear the query cache under the mounted main page, which then
  // refetched its statistics, news and notifications without a token: four 401s and console errors.
  test('logging out makes no failing request and logs no error', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Логин или e-mail').fill('user');
    await page.getByLabel(/^Пароль/).fill(demoPassword('user'));
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/');
    await settle(page);
    await page.waitForLoadState('networkidle');

    const problems = watchPageProblems(page);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.list()).toEqual([]);
  });

  test('wrong password shows "Invalid login or password."', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'Eng');
    await page.getByLabel('Login or e-mail').fill('user');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Invalid login or password.');
    await expect(page).toHaveURL('/login');
  });

  test('empty fields get the required-field message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Это поле не может быть пустым')).toHaveCount(2);
  });

  test('returns to the page the guard asked for', async ({ page }) => {
    await page.goto('/settings/notify');
    await expect(page).toHaveURL('/login?next=%2Fsettings%2Fnotify');
    await page.getByLabel('Логин или e-mail').fill('user');
    await page.getByLabel(/^Пароль/).fill(demoPassword('user'));
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/settings/notify');
  });
});
