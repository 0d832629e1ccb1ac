import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room (recognition itself is OCR).
const expect = baseExpect.configure({ timeout: 45_000 });
const here = path.dirname(fileURLToPath(import.meta.url));
const shotDir = path.join(here, 'artifacts', 'screenshots');
const fixtures = path.join(here, '../packages/server/test/fixtures/passports');

/** A synthetic passport page (bench/passport-samples.ts) and what is printed on it. */
const samples = JSON.parse(readFileSync(path.join(fixtures, 'truth.json'), 'utf8')) as {
  file: string;
  documents: Record<'last_name' | 'first_name' | 'middle_name' | 'birth_date' | 'serial_number' | 'issue_date', string>;
}[];
const sample = samples[1]!;
/** A hard page (Ё, Ь in the names): its MRZ read the patronymic's 9 (Ь) as another letter, so the field is marked. */
const marked = samples.find((entry) => entry.file === '39.jpg')!;
const nameCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');

const words = {
  ru: {
    section: 'Распознать паспорт',
    file: 'Фото паспорта',
    recognize: 'Распознать',
    fill: 'Заполнить форму',
    filled: 'Форма заполнена',
    confirm: 'Значение верно',
    differ: 'Текст паспорта и машиночитаемая зона расходятся.',
    fields: {
      lastName: 'Фамилия',
      firstName: 'Имя',
      midName: 'Отчество',
      birthDate: 'Дата рождения',
      passport: 'Серия и номер паспорта',
      passportDate: 'Дата выдачи паспорта',
    },
  },
  en: {
    section: 'Recognize passport',
    file: 'Passport photo',
    recognize: 'Recognize',
    fill: 'Fill the form',
    filled: 'The form is filled',
    confirm: 'The value is right',
    differ: "The passport's text and its machine-readable zone differ.",
    fields: {
      lastName: 'Last name',
      firstName: 'First name',
      midName: 'Middle name',
      birthDate: 'Date of birth',
      passport: 'Passport series and number',
      passportDate: 'Passport issue date',
    },
  },
} as const;

test.describe('passport recognition', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('a passport photo is recognised and, once confirmed, fills the transport form', async ({ page }) => {
        const w = words[locale];
        const truth = sample.documents;
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);

        const section = page.getByRole('group', { name: w.section });
        await expect(section.getByLabel(w.file)).toBeVisible();
        await section.locator('input[type="file"]').setInputFiles(path.join(fixtures, sample.file));
        await section.getByRole('button', { name: w.recognize, exact: true }).click();

        const table = section.getByRole('table');
        await expect(table.getByRole('row', { name: new RegExp(w.fields.lastName) })).toContainText(
          nameCase(truth.last_name),
        );
        await expect(table.getByRole('row', { name: new RegExp(w.fields.passport) })).toContainText(
          truth.serial_number,
        );
        // Nothing goes into the form before the user confirms.
        await expect(page.getByRole('textbox', { name: w.fields.lastName, exact: true })).toHaveValue('');
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotDir, `passport-recognition-read-${locale}.png`) });
        await expectNoSeriousA11yViolations(page);

        await section.getByRole('button', { name: w.fill }).click();
        await expect(section.getByRole('status')).toContainText(w.filled);
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await expect(field(w.fields.lastName)).toHaveValue(nameCase(truth.last_name));
        await expect(field(w.fields.firstName)).toHaveValue(nameCase(truth.first_name));
        await expect(field(w.fields.midName)).toHaveValue(nameCase(truth.middle_name));
        await expect(field(w.fields.birthDate)).toHaveValue(ddmmyyyy(truth.birth_date));
        await expect(field(w.fields.passport)).toHaveValue(truth.serial_number);
        await expect(field(w.fields.passportDate)).toHaveValue(ddmmyyyy(truth.issue_date));
        await field(w.fields.lastName).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(shotDir, `passport-recognition-filled-${locale}.png`),
          fullPage: true,
        });
      });

      for (const width of [1280, 375]) {
        test(`a field read with doubt is highlighted with why and filled only once confirmed (${width} px)`, async ({
          page,
        }) => {
          const w = words[locale];
          await page.setViewportSize({ width, height: 900 });
          await signInViaApi(page, 'user');
          await page.goto('/verification');
          await settle(page);

          const section = page.getByRole('group', { name: w.section });
          await section.locator('input[type="file"]').setInputFiles(path.join(fixtures, marked.file));
          await section.getByRole('button', { name: w.recognize, exact: true }).click();
          const row = section.getByRole('table').getByRole('row', { name: new RegExp(w.fields.midName) });
          await expect(row).toContainText(w.differ);
          const fill = section.getByRole('button', { name: w.fill });
          await expect(fill).toBeDisabled();
          await row.scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(shotDir, `passport-recognition-unsure-${locale}-${width}.png`) });
          await expectNoSeriousA11yViolations(page);

          // Each marked field ticked from the keyboard; then the form fills.
          const ticks = section.getByRole('checkbox', { name: w.confirm });
          for (let i = 0; i < (await ticks.count()); i++) {
            await ticks.nth(i).focus();
            await page.keyboard.press('Space');
          }
          await expect(fill).toBeEnabled();
          await fill.click();
          await expect(page.getByRole('textbox', { name: w.fields.midName, exact: true })).toHaveValue(
            nameCase(marked.documents.middle_name),
          );
        });
      }
    });
  }
});
