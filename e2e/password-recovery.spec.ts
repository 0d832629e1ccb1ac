import { expect, test } from '@playwright/test';
import { createAccount, latestMail } from './support/api';

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

  test('e-mail → outbox link → new password → sign in, then change it in settings', async ({ page, request }) => {
    // An account of its own: the demo passwords ("limited-demo") break the password rule now, so
    // a demo account could not be given its password back at the end.
    const username = `recovery_${Date.now()}`;
    const email = `${username}@example.test`;
    await createAccount(request, {
      username,
      email,
      password: 'Sturdy-Lantern-64',
      company: 'ООО «Тест Восстановления»',
    });
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

    // The change-password form: the strength meter, a weak password refused before sending, a
    // wrong current password refused by the server, then a good change.
    await page.goto('/settings/security/password');
    await page.getByLabel(/^Текущий пароль/).fill('wrong-current-1');
    await page.getByLabel(/^Новый пароль/).fill('пароль12');
    await expect(page.getByRole('meter', { name: 'Надёжность пароля' })).toHaveAttribute('aria-valuetext', 'Слабый');
    await page.getByLabel(/^Повторите новый пароль/).fill('пароль12');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Такой пароль легко подобрать.', { exact: false })).toBeVisible();

    const changed = 'Copper-Meadow-29';
    await page.getByLabel(/^Новый пароль/).fill(changed);
    await page.getByLabel(/^Повторите новый пароль/).fill(changed);
    await expect(page.getByRole('meter', { name: 'Надёжность пароля' })).toHaveAttribute(
      'aria-valuetext',
      'Очень надёжный',
    );
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Текущий пароль неверен.')).toBeVisible();

    await page.getByLabel(/^Текущий пароль/).fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByTestId('settings-success')).toHaveText('Пароль изменён.');
    expect((await request.post('/api/v1/auth/token/', { data: { username, password: changed } })).status()).toBe(200);
  });
});
