import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { firstColumnXlsx } from './support/xlsx';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

// The demo counterparty (README "Commercial prudence"): monitored by `user` from the seed.
const demoInn = '7799000012';

const words = {
  ru: {
    title: 'Коммерческая осмотрительность',
    field: 'ИНН',
    submit: 'Поставить на мониторинг',
    invalid: 'Строка 2: «7707083894» — неверная контрольная сумма',
    added: 'Добавлено на мониторинг: 2. Уже были на мониторинге: 0.',
    table: 'ИНН на мониторинге',
    checked: /Проверен \d\d\.\d\d\.\d{4}/,
    show: `Показать совпадения по ИНН ${demoInn}`,
    court: /1-245\/2023/,
    notInRegister: 'ИНН нет в реестре юридических лиц',
    unsubscribe: 'Снять с мониторинга',
    confirm: (inn: string) => `Снять ИНН ${inn} с мониторинга?`,
    remaining: /Можно добавить ещё \d+ из 10 ИНН/,
    admin: 'Подписки на коммерческую осмотрительность',
    export: 'Выгрузить в Excel',
    inns: ['7841312071', '6164266561'],
    ready: 'Готовы к добавлению 2 ИНН',
  },
  en: {
    title: 'Commercial prudence',
    field: 'INN',
    submit: 'Start monitoring',
    invalid: 'Line 2: “7707083894” — wrong check digit',
    added: 'Added to monitoring: 2. Already monitored: 0.',
    table: 'Monitored INNs',
    checked: /Checked \d\d\.\d\d\.\d{4}/,
    show: `Show the matches of INN ${demoInn}`,
    court: /1-245\/2023/,
    notInRegister: 'The INN is not in the company register',
    unsubscribe: 'Stop monitoring',
    confirm: (inn: string) => `Stop monitoring INN ${inn}?`,
    remaining: /You can add \d+ more of 10 INNs/,
    admin: 'Commercial prudence subscriptions',
    export: 'Export to Excel',
    inns: ['6671163413', '7736050003'],
    ready: '2 INNs ready to add',
  },
} as const;

test.describe('commercial prudence', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('subscribes INNs, sees them checked and their matches, then stops monitoring them', async ({ page }) => {
        const w = words[locale];
        await signInViaApi(page, 'user');
        await page.goto('/prudence');
        await settle(page);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
        await expect(page.getByText(w.remaining)).toBeVisible();
        // the seeded subscriptions are checked by the first sweep after start
        const table = page.getByRole('table', { name: w.table });
        const demoRow = table.getByRole('row').filter({ hasText: demoInn });
        await expect(demoRow.getByText(w.checked)).toBeVisible({ timeout: 90_000 });

        const field = page.getByRole('textbox', { name: w.field });
        await field.fill(`${w.inns[0]}\n7707083894`);
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: w.invalid })).toBeVisible();
        await page.screenshot({ path: path.join(shotDir, `prudence-invalid-${locale}.png`), fullPage: true });

        // the list comes from an uploaded XLSX (read in the browser), its header line skipped
        await page.locator('input[type="file"]').setInputFiles({
          name: 'inns.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: firstColumnXlsx(w.field, [...w.inns]),
        });
        await expect(field).toHaveValue(`${w.field}\n${w.inns[0]}\n${w.inns[1]}`);
        await expect(page.getByText(w.ready)).toBeVisible();
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
        for (const inn of w.inns) {
          await expect(table.getByRole('row').filter({ hasText: inn }).getByText(w.checked)).toBeVisible({
            timeout: 60_000,
          });
        }
        await page.getByRole('button', { name: `${w.show.replace(demoInn, w.inns[0])}` }).click();
        await expect(page.getByText(w.notInRegister)).toBeVisible();
        await page.getByRole('button', { name: w.show }).click();
        await expect(page.getByText(w.court)).toBeVisible();
        await page.screenshot({ path: path.join(shotDir, `prudence-monitored-${locale}.png`), fullPage: true });
        await expectNoSeriousA11yViolations(page);

        for (const inn of w.inns) {
          const row = table.getByRole('row').filter({ hasText: inn });
          await row.getByRole('button', { name: w.unsubscribe }).click();
          await page.getByRole('button', { name: w.confirm(inn) }).click();
          await expect(table.getByRole('row').filter({ hasText: inn })).toHaveCount(0);
        }
      });

      test('staff see every client with the number of INNs and matches', async ({ page }) => {
        const w = words[locale];
        await signInViaApi(page, 'analyst');
        await page.goto('/administration/commercial_prudence');
        await settle(page);
        const table = page.getByRole('table', { name: w.admin });
        await expect(table.getByRole('row').filter({ hasText: 'user' }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: w.export })).toBeVisible();
        await page.screenshot({ path: path.join(shotDir, `prudence-admin-${locale}.png`), fullPage: true });
        await expectNoSeriousA11yViolations(page);
      });
    });
  }

  test('fits a 375 px phone: the table scrolls inside its box, the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInViaApi(page, 'user');
    await page.goto('/prudence');
    await settle(page);
    await expect(page.getByRole('table', { name: words.ru.table })).toBeVisible();
    await page.screenshot({ path: path.join(shotDir, 'prudence-phone-ru.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
