import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';

// Journey (issue 11 §2): staff create an API user and issue a key, which is shown once; the
// company's system then calls get_ticket, a risk check and the incident list with
// `Authorization: Api-Key <key>`; staff see the calls in the usage statistics, revoke the key,
// and the next call is refused. In both languages, photographed at 1366 and 375 px.

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };

const words = {
  ru: {
    listTitle: 'API-пользователи',
    create: 'Новый API-пользователь',
    company: 'Компания',
    firstName: 'Имя контактного лица',
    lastName: 'Фамилия контактного лица',
    email: 'E-mail контактного лица',
    createButton: 'Создать',
    issue: 'Выпустить ключ',
    issueDialog: 'Выпуск API-ключа',
    keyName: 'Название',
    quota: 'Лимит проверок ключа',
    allChecks: 'Все проверки',
    risk: 'Риски по базе инцидентов',
    issueButton: 'Выпустить',
    issuedDialog: 'Ключ выпущен',
    keyLabel: 'API-ключ',
    warning: 'Вы больше не увидите этот ключ',
    saved: 'Я сохранил ключ',
    calls: '4 вызова',
    errors: '1 ошибка',
    byEndpoint: 'По методам API',
    keysTable: 'API-ключи',
    quotaLeft: 'Выполнено 1 из 5, осталось 4 проверки',
    revoke: 'Отозвать ключ «TMS e2e»',
    revokeDialog: 'Отозвать ключ?',
    revokeButton: 'Отозвать',
    revoked: 'Отозван',
  },
  en: {
    listTitle: 'API users',
    create: 'New API user',
    company: 'Company',
    firstName: 'Contact first name',
    lastName: 'Contact last name',
    email: 'Contact e-mail',
    createButton: 'Create',
    issue: 'Issue a key',
    issueDialog: 'Issue an API key',
    keyName: 'Name',
    quota: "The key's verification quota",
    allChecks: 'All checks',
    risk: 'Risk in our incident database',
    issueButton: 'Issue',
    issuedDialog: 'The key is issued',
    keyLabel: 'API key',
    warning: 'You will not see this key again',
    saved: 'I have saved the key',
    calls: '4 calls',
    errors: '1 error',
    byEndpoint: 'By API method',
    keysTable: 'API keys',
    quotaLeft: 'Done 1 of 5, 4 checks left',
    revoke: 'Revoke key “TMS e2e”',
    revokeDialog: 'Revoke the key?',
    revokeButton: 'Revoke',
    revoked: 'Revoked',
  },
};

/** A full page; with a dialog open only the viewport (the locked page would be captured askew). */
async function photograph(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `${shotDir}api-keys-${name}.png`, fullPage });
}

/** The usage chart drawn (ECharts loads lazily) and no skeleton left. */
async function waitForUsage(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByTestId('e-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('e-chart').locator('svg path').first()).toBeAttached();
}

for (const locale of ['ru', 'en'] as const) {
  const w = words[locale];
  test(`${locale}: staff issue an API key, a system uses it, the calls show in the usage`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize(desktop);
    const company = `ООО «Интеграция ${locale.toUpperCase()} ${Date.now()}»`;

    await page.goto('/administration/api_users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.listTitle);
    await page.getByRole('button', { name: w.create }).click();
    const createDialog = page.getByRole('dialog', { name: w.create });
    await createDialog.getByRole('textbox', { name: w.company }).fill(company);
    await createDialog.getByRole('textbox', { name: w.firstName }).fill('Анна');
    await createDialog.getByRole('textbox', { name: w.lastName }).fill('Смирнова');
    await createDialog.getByRole('textbox', { name: w.email }).fill(`it-${locale}-${Date.now()}@integration.example`);
    await createDialog.getByRole('button', { name: w.createButton }).click();
    await expect(page).toHaveURL(/\/api_user\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);

    // Issue a key: 5 checks, the risk check only.
    await page.getByRole('button', { name: w.issue }).click();
    const issueDialog = page.getByRole('dialog', { name: w.issueDialog });
    await issueDialog.getByRole('textbox', { name: w.keyName }).fill('TMS e2e');
    await issueDialog.getByRole('textbox', { name: w.quota }).fill('5');
    await issueDialog.getByRole('checkbox', { name: w.allChecks }).uncheck();
    await issueDialog.getByRole('checkbox', { name: w.risk }).check();
    await issueDialog.getByRole('button', { name: w.issueButton, exact: true }).click();
    const issued = page.getByRole('dialog', { name: w.issuedDialog });
    await expect(issued.getByRole('alert')).toContainText(w.warning);
    const key = await issued.getByRole('textbox', { name: w.keyLabel }).inputValue();
    expect(key).toMatch(/^cs_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await photograph(page, `issued-${locale}-1366`, false);
    await page.setViewportSize(phone);
    await photograph(page, `issued-${locale}-375`, false);
    await page.setViewportSize(desktop);
    await issued.getByRole('button', { name: w.saved }).click();
    await expect(issued).toBeHidden();
    await expect(page.getByText(key)).toHaveCount(0);

    // The company's system calls the API with the key, as curl would.
    const headers = { Authorization: `Api-Key ${key}` };
    const ticket = await page.request.post('/api/v1/cargo/verification/get_ticket', {
      headers,
      data: { consent: true },
    });
    expect(ticket.status()).toBe(201);
    const { ticket: ticketId, verification_count } = await ticket.json();
    expect(verification_count).toBe(4);
    const risk = await page.request.post('/api/v1/cargo/verification/risk', {
      headers,
      data: { ticket: ticketId, autoGos: 'А777АА77' },
    });
    expect(risk.status()).toBe(200);
    expect((await risk.json()).resultCode).toEqual(expect.any(Number));
    const osago = await page.request.post('/api/v1/cargo/verification/osago', {
      headers,
      data: { ticket: ticketId, autoGos: 'А777АА77' },
    });
    expect(osago.status()).toBe(403);
    expect((await osago.json()).code).toBe('check_disabled');
    const incidents = await page.request.get('/api/v1/cargo/incident?page_size=5', { headers });
    expect(incidents.status()).toBe(200);

    // Staff see the calls: quota left, last use, the month's figures.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
    await expect(page.getByRole('table', { name: w.keysTable })).toContainText(w.quotaLeft);
    await expect(page.getByText(w.calls, { exact: true })).toBeVisible();
    await expect(page.getByText(w.errors, { exact: true })).toBeVisible();
    const byEndpoint = page.getByRole('table', { name: w.byEndpoint });
    await expect(byEndpoint).toContainText('POST /verification/risk');
    await expect(byEndpoint).toContainText('POST /verification/osago');
    await waitForUsage(page);
    await photograph(page, `user-${locale}-1366`);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(phone);
    await waitForUsage(page);
    await photograph(page, `user-${locale}-375`);
    await page.setViewportSize(desktop);

    // Revoked: the next call is refused.
    await page.getByRole('button', { name: w.revoke }).click();
    const confirm = page.getByRole('dialog', { name: w.revokeDialog });
    await confirm.getByRole('button', { name: w.revokeButton, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(w.revoked, { exact: true })).toBeVisible();
    const refused = await page.request.get('/api/v1/cargo/incident', { headers });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('api_key_invalid');

    await page.goto('/administration/api_users');
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    await photograph(page, `list-${locale}-1366`);
    await page.setViewportSize(phone);
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    await photograph(page, `list-${locale}-375`);
  });
}
