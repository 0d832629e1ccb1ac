import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseLanguage, createAccount, latestMail } from './support/api';

/**
 * Issue 23 §17: a stranger's guesses lock the account's ceiling; its owner asks for an unlock link
 * on the sign-in page, opens it, and signs in from this browser, now a known device.
 *
 * The e2e server runs with the ceiling raised (playwright.config.ts: the journeys, not the limiter,
 * are under test), and 100 hashed guesses would take the suite minutes. So the ceiling is played by
 * the browser: a sign-in without the known-device cookie is answered as the server answers a locked
 * account (429 rate_limited). The lock-out itself is tested on the server
 * (modules/auth/owner-lockout.test.ts); the unlock request, the e-mail, the key and the cookie
 * here are all real.
 */
async function lockSignInWithoutKnownDevice(page: Page): Promise<void> {
  await page.route('**/api/v1/auth/token/', async (route) => {
    const cookies = (await route.request().headerValue('cookie')) ?? '';
    if (/(^|;\s*)cs_device=/.test(cookies)) return route.continue();
    return route.fulfill({
      status: 429,
      headers: { 'retry-after': '3600' },
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Too many attempts, try again in 3600 s', code: 'rate_limited' }),
    });
  });
}

const texts = {
  ru: {
    language: 'Рус' as const,
    login: 'Логин или e-mail',
    password: /^Пароль/,
    signIn: 'Войти',
    locked: 'Слишком много попыток. Повторите позже.',
    send: 'Прислать ссылку для разблокировки',
    sent: 'Если такая учётная запись есть, на её e-mail отправлена ссылка для разблокировки входа. Откройте её в этом браузере.',
    title: 'Разблокировка входа',
    unlock: 'Разблокировать вход на этом устройстве',
    unlocked: 'Вход в этом браузере разблокирован. Войдите со своим паролем.',
    subject: 'Cargo Sentry: разблокировка входа',
  },
  en: {
    language: 'Eng' as const,
    login: 'Login or e-mail',
    password: /^Password/,
    signIn: 'Sign in',
    locked: 'Too many attempts. Please try again later.',
    send: 'Send me an unlock link',
    sent: 'If the account exists, a link to unlock signing in has been sent to its e-mail. Open it in this browser.',
    title: 'Unlock signing in',
    unlock: 'Unlock signing in on this device',
    unlocked: 'Signing in is unlocked in this browser. Sign in with your password.',
    subject: 'Cargo Sentry: unlock signing in',
  },
};

test.describe('unlocking a locked-out account', () => {
  for (const [lang, text] of Object.entries(texts)) {
    test(`the owner gets in through the e-mailed unlock link (${lang})`, async ({ page, request }, testInfo) => {
      const username = `unlock_${lang}_${Date.now()}`;
      const email = `${username}@example.test`;
      const password = 'Granite-Orchard-57';
      await createAccount(request, { username, email, password, company: 'ООО «Тест Разблокировки»' });
      await lockSignInWithoutKnownDevice(page);

      await page.goto('/login');
      await chooseLanguage(page, text.language);
      await page.getByLabel(text.login).fill(username);
      await page.getByLabel(text.password).fill(password);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page.getByTestId('login-error')).toHaveText(text.locked);
      await expect(page.getByTestId('unlock-offer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`locked-${lang}-1366.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`locked-${lang}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });

      // The same neutral answer as for any name; the mail goes to the account's address.
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByTestId('unlock-sent')).toHaveText(text.sent);
      let link: string | null | undefined;
      await expect
        .poll(async () => {
          const mail = await latestMail(request, email);
          link = mail?.subject === texts.ru.subject ? mail.link : undefined;
          return link;
        })
        .toContain('/unlock?key=');
      const url = new URL(link ?? '');

      await page.goto(url.pathname + url.search);
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`unlock-${lang}-1366.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`unlock-${lang}-375.png`), fullPage: true });
      await page.getByRole('button', { name: text.unlock }).click();

      // Back on the sign-in page with the account filled in; the browser now holds the cookie.
      await expect(page).toHaveURL('/login');
      await expect(page.getByTestId('notice')).toContainText(text.unlocked);
      await expect(page.getByLabel(text.login)).toHaveValue(username);
      const device = (await page.context().cookies()).find((cookie) => cookie.name === 'cs_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('cs_device');
      await page.getByLabel(text.password).fill(password);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL('/');

      // The link works once.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.removeItem('cargo_sentry.access'));
      const again = await request.post('/api/v1/auth/unlock/confirm/', { data: { key: url.searchParams.get('key') } });
      expect(again.status()).toBe(400);
    });
  }

  test('a wrong unlock key says so', async ({ page }) => {
    await page.goto('/unlock?key=not-a-real-key');
    await page.getByRole('button', { name: texts.ru.unlock }).click();
    await expect(page.getByTestId('wrong-key')).toHaveText('Неверный ключ или срок его действия истёк.');
  });
});
