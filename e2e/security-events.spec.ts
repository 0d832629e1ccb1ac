import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { fetchTokens, signInViaApi } from './support/api';

// Journey (issue 28 §5): a wrong password and a refused request are recorded; staff open the
// security event log, filter it, export it and download the leak notice. In both languages.

const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });

const words = {
  ru: {
    title: 'Журнал безопасности',
    table: 'События безопасности',
    failure: 'Неудачный вход',
    refusal: 'Отказ в доступе',
    kind: 'Событие',
    export: 'Выгрузить',
    notice: 'Уведомление об утечке',
    download: 'Скачать PDF',
  },
  en: {
    title: 'Security events',
    table: 'Security events',
    failure: 'Sign-in failure',
    refusal: 'Permission refused',
    kind: 'Event',
    export: 'Export',
    notice: 'Leak notice',
    download: 'Download PDF',
  },
};

for (const locale of ['ru', 'en'] as const) {
  test(`staff read, filter and export the security event log, and download the leak notice (${locale})`, async ({
    page,
  }) => {
    const w = words[locale];
    const wrong = await page.request.post('/api/v1/auth/token/', {
      data: { username: 'analyst', password: 'not-the-password' },
    });
    expect(wrong.status()).toBe(401);
    const { access } = await fetchTokens(page.request, 'user');
    const refused = await page.request.get('/api/v1/cargo/audit_log', {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(refused.status()).toBe(403);

    await page.addInitScript((lang) => localStorage.setItem('cargo_sentry.locale', lang), locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/administration/security_events');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const table = page.getByRole('table', { name: w.table });
    await expect(table.getByText(w.failure).first()).toBeVisible();
    await expect(table.getByText(w.refusal).first()).toBeVisible();
    await page.screenshot({ path: `${shotDir}security-events-${locale}.png`, fullPage: true });

    await page.getByRole('textbox', { name: w.kind }).click();
    await page.getByRole('option', { name: w.refusal }).click();
    await expect(page).toHaveURL(/kind=permission_refusal/);
    await expect(table.getByText(w.failure)).toHaveCount(0);

    await page.getByRole('button', { name: w.export }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    expect((await exported).suggestedFilename()).toMatch(/^security_events_.*\.csv$/);

    await page.getByRole('button', { name: w.notice }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${shotDir}security-events-notice-${locale}.png` });
    const notice = page.waitForEvent('download');
    await dialog.getByRole('button', { name: w.download }).click();
    expect((await notice).suggestedFilename()).toMatch(/^leak_notice_.*\.pdf$/);
  });
}
