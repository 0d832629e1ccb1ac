import { expect, test } from '@playwright/test';
import { findAccount } from './support/api';

test.describe('registration', () => {
  test('pre-page → terms → form → account awaiting verification, which cannot sign in yet', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const email = `e2e-${stamp}@example.com`;
    const password = 'Register-pass-1';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL('/registrationPre');
    await page.getByRole('link', { name: 'Начать регистрацию' }).click();
    await expect(page).toHaveURL('/registration_terms');
    await page.getByLabel(/Я принимаю условия/).check();
    await page.getByRole('link', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL('/registration');

    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Это поле не может быть пустым').first()).toBeVisible();
    expect(await page.getByText('Это поле не может быть пустым').count()).toBeGreaterThanOrEqual(9);

    await page.getByLabel(/^Фамилия/).fill('Тестов');
    await page.getByLabel(/^Имя/).fill('Тест');
    await page.getByLabel(/^Компания/).fill('ООО «Проверка»');
    await page.getByLabel(/^ИНН компании/).fill('1234567890');
    await page.getByRole('textbox', { name: /^Телефон/ }).fill('+7 912 345-67-89');
    await page.getByLabel(/^E-mail/).fill('not-an-email');
    await page.getByLabel(/^Пароль/).fill(password);
    await page.getByLabel(/^Повторите пароль/).fill('something-else');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // Ten digits with wrong check digits: the checksum is named, not the length (issue 9, defect 18).
    await expect(page.getByText('Контрольное число ИНН не сходится: проверьте цифры')).toBeVisible();
    await expect(page.getByText('Введите корректный e-mail')).toBeVisible();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();

    await page.getByLabel(/^ИНН компании/).fill('7707083893');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Повторите пароль/).fill(password);
    for (const label of [/^Сфера деятельности/, /^Должностная функция/]) {
      await page.getByRole('textbox', { name: label }).click();
      await page.getByRole('option').first().click();
    }
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Учётная запись ожидает проверки');
    await expect(page.getByTestId('registration-done')).toContainText(email);
    expect((await findAccount(request, email))?.status).toBe('pending');

    await page.getByRole('link', { name: 'На страницу входа' }).click();
    await page.getByLabel('Логин или e-mail').fill(email);
    await page.getByLabel(/^Пароль/).fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Неверный логин или пароль.');
  });

  test('the terms must be accepted to continue', async ({ page }) => {
    await page.goto('/registration_terms');
    await expect(page.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('aria-disabled', 'true');
  });
});
