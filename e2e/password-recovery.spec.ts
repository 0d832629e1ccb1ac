import { expect, test } from '@playwright/test';
import { currentUser, demoPassword, latestMail } from './support/api';

const neutral = 'Если такой e-mail есть в системе, вы получите ссылку для сброса пароля.';

test.describe('password recovery', () => {
  test('an unknown e-mail gets the same neutral answer', async ({ page }) => {
    await page.goto('/recovery_password');
    await page.getByLabel('E-mail').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByTestId('recovery-sent')).toHaveText(neutral);
  });

  test('a wrong key shows the wrong-key message', async ({ page }) => {
    await page.goto('/password_reset?key=not-a-real-key');
    await page.getByLabel(/^Новый пароль/).fill('Another-pass-1');
    await page.getByLabel(/^Повторите пароль/).fill('Another-pass-1');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByTestId('wrong-key')).toHaveText('Неверный ключ или срок его действия истёк.');
  });

  test('mismatched passwords are caught before sending', async ({ page }) => {
    await page.goto('/password_reset?key=abc');
    await page.getByLabel(/^Новый пароль/).fill('Another-pass-1');
    await page.getByLabel(/^Повторите пароль/).fill('Another-pass-2');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  });

  test('e-mail → outbox link → new password → sign in, then change it back in settings', async ({ page, request }) => {
    const username = 'limited';
    const { email } = await currentUser(request, username);
    const before = await latestMail(request, email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page).toHaveURL('/recovery_password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByTestId('recovery-sent')).toHaveText(neutral);

    let link: string | null | undefined;
    await expect
      .poll(async () => {
        const mail = await latestMail(request, email);
        link = mail && mail.created_at !== before?.created_at ? mail.link : undefined;
        return link;
      })
      .toContain('/password_reset?key=');
    const url = new URL(link ?? '');

    const newPassword = 'Fresh-password-42';
    await page.goto(url.pathname + url.search);
    await page.getByLabel(/^Новый пароль/).fill(newPassword);
    await page.getByLabel(/^Повторите пароль/).fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('notice')).toContainText('Пароль изменён. Войдите с новым паролем.');

    // The link is single-use.
    await page.goto(url.pathname + url.search);
    await page.getByLabel(/^Новый пароль/).fill('Yet-another-1');
    await page.getByLabel(/^Повторите пароль/).fill('Yet-another-1');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByTestId('wrong-key')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Логин или e-mail').fill(username);
    await page.getByLabel(/^Пароль/).fill(newPassword);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL('/');

    // Back to the demo password through settings, which also covers the change-password form.
    await page.goto('/settings/security/password');
    await page.getByLabel(/^Текущий пароль/).fill('wrong-current-1');
    await page.getByLabel(/^Новый пароль/).fill(demoPassword(username));
    await page.getByLabel(/^Повторите новый пароль/).fill(demoPassword(username));
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Текущий пароль неверен.')).toBeVisible();

    await page.getByLabel(/^Текущий пароль/).fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByTestId('settings-success')).toHaveText('Пароль изменён.');
  });
});
