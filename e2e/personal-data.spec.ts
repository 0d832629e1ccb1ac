import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { signInViaApi } from './support/api';

// Journeys of issue 28 §1-§4 as staff meet them, in both languages: the retention periods (a
// period out of bounds is refused at the field, a good one saved and read back), the acts, a data
// subject's search with its export, the erasure that asks for a reason, and the consent versions.
// Nothing is erased or published here: other journeys use the demo person and the consent text.

const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });

const words = {
  ru: {
    retentionTitle: 'Сроки хранения',
    ticketContent: 'Данные и результаты проверок',
    bounds: 'от 1 до 3650 дн.',
    save: 'Сохранить сроки',
    saved: 'Сроки хранения сохранены',
    acts: 'Акты об уничтожении',
    search: 'Человек, паспорт, телефон или госномер',
    find: 'Найти',
    registers: 'Реестры',
    keptPassport: /^Останется после удаления: паспорт в списке недействительных паспортов МВД/,
    keptCourtCase: /^Останется после удаления: судебное дело/,
    xlsx: 'Выгрузить в Excel',
    erase: 'Удалить или обезличить',
    eraseTitle: 'Удаление персональных данных',
    eraseSubmit: 'Удалить',
    reasonRequired: 'Укажите основание: не короче 5 символов',
    cancel: 'Отмена',
    versions: 'Редакции согласия',
    version1: 'Редакция 1',
    current: 'Действующая',
  },
  en: {
    retentionTitle: 'Retention periods',
    ticketContent: 'Check inputs and results',
    bounds: '1 to 3650 days',
    save: 'Save periods',
    saved: 'Retention periods saved',
    acts: 'Destruction acts',
    search: 'Person, passport, phone or plate',
    find: 'Search',
    registers: 'Registers',
    keptPassport: /^Stays after erasure: the passport is on the MVD's list of invalid passports/,
    keptCourtCase: /^Stays after erasure: a court case/,
    xlsx: 'Export to Excel',
    erase: 'Erase or mask',
    eraseTitle: 'Erasing personal data',
    eraseSubmit: 'Erase',
    reasonRequired: 'Give the reason: at least 5 characters',
    cancel: 'Cancel',
    versions: 'Consent versions',
    version1: 'Version 1',
    current: 'Current',
  },
};

for (const locale of ['ru', 'en'] as const) {
  test.describe(`personal data (${locale})`, () => {
    const w = words[locale];
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('cargo_sentry.locale', lang), locale);
      await signInViaApi(page, 'admin');
    });

    test('staff set a retention period: out of bounds is refused at the field, a good one is kept', async ({
      page,
    }) => {
      await page.goto('/administration/personal_data');
      await expect(page.getByRole('heading', { name: w.retentionTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.acts })).toBeVisible();
      const period = page.getByRole('textbox', { name: w.ticketContent });
      await period.fill('0');
      await page.getByRole('button', { name: w.save }).click();
      await expect(period).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(w.bounds).first()).toBeVisible();
      await page.screenshot({ path: `${shotDir}personal-data-retention-invalid-${locale}.png`, fullPage: true });

      await period.fill('400');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: w.ticketContent })).toHaveValue(/^400\D/);
      // back to the default, so that no other journey meets a changed period
      await page.getByRole('textbox', { name: w.ticketContent }).fill('365');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
    });

    test("staff find a data subject's records, export them and are asked the reason of an erasure", async ({
      page,
    }) => {
      await page.goto('/administration/personal_data/requests');
      await page.getByRole('textbox', { name: w.search }).fill('4510 123456');
      await page.getByRole('button', { name: w.find, exact: true }).click();
      const registers = page.getByRole('region', { name: w.registers });
      await expect(registers).toBeVisible();
      // the demo person's passport is on the invalid-passports list and in a court case: both stay
      await expect(registers.getByText(w.keptPassport)).toBeVisible();
      await expect(registers.getByText(w.keptCourtCase)).toBeVisible();
      await page.screenshot({ path: `${shotDir}personal-data-requests-${locale}.png`, fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.xlsx }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

      await page.getByRole('button', { name: w.erase }).click();
      const dialog = page.getByRole('dialog', { name: w.eraseTitle });
      await dialog.getByRole('button', { name: w.eraseSubmit, exact: true }).click();
      await expect(dialog.getByText(w.reasonRequired)).toBeVisible();
      await page.screenshot({ path: `${shotDir}personal-data-erase-${locale}.png` });
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toBeHidden();
    });

    test('staff read the consent versions, the current one marked', async ({ page }) => {
      await page.goto('/administration/personal_data/consent');
      await expect(page.getByRole('heading', { level: 1, name: w.versions })).toBeVisible();
      // each version opens its text; the one a check is opened under now is marked
      await expect(page.getByRole('button', { name: new RegExp(`${w.version1}.*${w.current}`) })).toBeVisible();
      await page.screenshot({ path: `${shotDir}personal-data-consent-${locale}.png`, fullPage: true });
    });
  });
}
