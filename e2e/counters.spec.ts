import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';
import { settle } from './support/page';

// Journey (issue 23 §12): one quota reads the same everywhere. A user with a quota of 23 spends
// two checks; the verification page, the side menu, the profile and the staff users table all say
// "Выполнено 2 из 23, осталась 21 проверка" (21 takes the singular in Russian); staff read
// "Без ограничений". An API key of 5 that spent one check says "Выполнено 1 из 5, осталось 4
// проверки" in its row. The main page names its one period and compares over it. Both languages,
// axe on every screen, photographed at 1366 and 375 px.

const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };
const password = 'Quarter-Lantern-71';

type Locale = 'ru' | 'en';

// The expected words are written out here, not taken from the app's formatter.
const words = {
  ru: {
    userQuota: 'Выполнено 2 из 23, осталась 21 проверка',
    keyQuota: 'Выполнено 1 из 5, осталось 4 проверки',
    unlimited: 'Без ограничений',
    search: 'Поиск',
    usersTable: 'Пользователи',
    keysTable: 'API-ключи',
    periodLabel: /^Последние 12 месяцев: \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/,
    periodSummary: /^За 12 месяцев: ([\d\u00a0]+) инцидент(а|ов)?, [+−]?[\d,]+% к предыдущим 12 месяцам \(/,
    vsPrevious: 'к предыдущим 12 месяцам',
    total: 'Инцидентов',
  },
  en: {
    userQuota: 'Done 2 of 23, 21 checks left',
    keyQuota: 'Done 1 of 5, 4 checks left',
    unlimited: 'Unlimited',
    search: 'Search',
    usersTable: 'Users',
    keysTable: 'API keys',
    periodLabel: /^Last 12 months: \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/,
    periodSummary: /^In 12 months: ([\d,]+) incidents?, [+−]?[\d.]+% on the previous 12 months \(/,
    vsPrevious: 'on the previous 12 months',
    total: 'Incidents',
  },
};

async function staffHeaders(request: APIRequestContext) {
  const { access } = await fetchTokens(request, 'admin');
  return { Authorization: `Bearer ${access}` };
}

/** A new user with a quota of 23 who has opened two tickets. */
async function userWithTwoChecksDone(request: APIRequestContext, stamp: string): Promise<string> {
  const username = `quota_${stamp}`;
  const created = await request.post('/api/v1/cargo/reg_admin/create_user', {
    headers: await staffHeaders(request),
    data: {
      username,
      email: `${username}@example.test`,
      password,
      first_name: 'Квота',
      last_name: 'Счётова',
      company: `ООО «Счёт ${stamp}»`,
      verification_count: 23,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { access } = await fetchTokens(request, username, password);
  for (let i = 0; i < 2; i += 1) {
    const ticket = await request.post('/api/v1/cargo/verification/get_ticket', {
      headers: { Authorization: `Bearer ${access}` },
      data: { consent: true },
    });
    expect(ticket.status()).toBe(201);
  }
  return username;
}

/** An API user whose key of 5 checks has opened one ticket; its id. */
async function apiKeyWithOneCheckDone(request: APIRequestContext, stamp: string): Promise<number> {
  const headers = await staffHeaders(request);
  const apiUser = await request.post('/api/v1/cargo/api_user', {
    headers,
    data: { company: `ТМС ${stamp}`, first_name: 'Ключ', last_name: 'Ключов', email: `key_${stamp}@example.test` },
  });
  expect(apiUser.ok(), await apiUser.text()).toBe(true);
  const { id } = (await apiUser.json()) as { id: number };
  const issued = await request.post(`/api/v1/cargo/api_user/${id}/keys`, {
    headers,
    data: { name: 'TMS quota', verification_count: 5, allowed_checks: ['risk'] },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { key } = (await issued.json()) as { key: string };
  const ticket = await request.post('/api/v1/cargo/verification/get_ticket', {
    headers: { Authorization: `Api-Key ${key}` },
    data: { consent: true },
  });
  expect(ticket.status()).toBe(201);
  return id;
}

async function signInAs(page: Page, username: string): Promise<void> {
  const tokens = await fetchTokens(page.request, username, password);
  await page.addInitScript((pair) => {
    if (sessionStorage.getItem('e2e.tokens_set')) return;
    sessionStorage.setItem('e2e.tokens_set', '1');
    localStorage.setItem('cargo_sentry.access', pair.access);
    localStorage.setItem('cargo_sentry.refresh', pair.refresh);
  }, tokens);
}

async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
}

/**
 * Checks axe and photographs the page at 1366 and 375 px; `quotaAtPhone` is the quota text the
 * phone layout shows once it has replaced the desktop one (tables turn into cards).
 */
async function review(page: Page, name: string, quotaAtPhone?: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${shotDir}counters-${name}-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
  if (quotaAtPhone) await expect(page.locator('#main').getByTestId('quota')).toHaveText(quotaAtPhone);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shotDir}counters-${name}-375.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(desktop);
}

for (const locale of ['ru', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: the user's quota says the same on the verification page, in the menu and the profile`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const username = await userWithTwoChecksDone(page.request, `${locale}${Date.now()}`);
    await chooseLocale(page, locale);
    await signInAs(page, username);
    await page.setViewportSize(desktop);

    await page.goto('/verification');
    await settle(page);
    await expect(page.getByTestId('verification-quota').getByTestId('quota')).toHaveText(w.userQuota);
    await expect(page.locator('#side-menu').getByTestId('quota')).toHaveText(w.userQuota);
    await review(page, `verification-${locale}`);

    await page.goto('/settings/profile');
    await settle(page);
    await expect(page.getByTestId('profile-quota').getByTestId('quota')).toHaveText(w.userQuota);
    await review(page, `profile-${locale}`);
  });

  test(`${locale}: staff read the same words in the users table and the API-key row`, async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = `${locale}${Date.now()}`;
    const username = await userWithTwoChecksDone(page.request, stamp);
    const apiUserId = await apiKeyWithOneCheckDone(page.request, stamp);
    await chooseLocale(page, locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize(desktop);

    await page.goto('/administration/users');
    await settle(page);
    await page.getByRole('textbox', { name: w.search }).fill(username);
    const table = page.getByRole('table', { name: w.usersTable });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByTestId('quota')).toHaveText(w.userQuota);
    await review(page, `users-${locale}`, w.userQuota);

    // Staff verify without a limit, and the table says so in the same words as their menu.
    await page.getByRole('textbox', { name: w.search }).fill('admin');
    const adminRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    await expect(adminRow.getByTestId('quota')).toHaveText(w.unlimited);
    await expect(page.locator('#side-menu').getByTestId('quota')).toHaveText(w.unlimited);

    await page.goto(`/api_user/${apiUserId}`);
    await settle(page);
    await expect(page.getByRole('table', { name: w.keysTable }).getByTestId('quota')).toHaveText(w.keyQuota);
    await review(page, `api-key-${locale}`, w.keyQuota);
  });

  test(`${locale}: the main page compares total and change over one labelled period`, async ({ page }) => {
    test.setTimeout(180_000);
    await chooseLocale(page, locale);
    await signInViaApi(page, 'user');
    await page.setViewportSize(desktop);
    await page.goto('/');
    await settle(page);

    await expect(page.getByTestId('main-period-label')).toHaveText(w.periodLabel);
    const summary = page.getByTestId('main-period-summary');
    await expect(summary).toHaveText(w.periodSummary);
    // The sentence's total is the card's total: one period, one number.
    const sentenceTotal = w.periodSummary.exec((await summary.textContent()) ?? '')?.[1];
    const totalCard = page.locator('.mantine-Paper-root').filter({ hasText: w.total }).first();
    await expect(totalCard).toContainText(sentenceTotal ?? 'missing');
    await expect(page.getByText(w.vsPrevious, { exact: true })).toBeVisible();
    await review(page, `main-${locale}`);
  });
}
