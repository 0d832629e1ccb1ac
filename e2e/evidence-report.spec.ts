import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Download } from '@playwright/test';
import { pdfText } from '../packages/server/test/pdf-text';
import { signInViaApi } from './support/api';
import { fillDemoDriver } from './support/demo-driver';
import { settle } from './support/page';
import { incidentWithPlate } from './support/demo-incidents';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const shotDir = path.join(artifacts, 'screenshots');
const pdfDir = path.join(artifacts, 'evidence');

const words = {
  ru: {
    fields: {
      plate: 'Госномер ТС',
      lastName: 'Фамилия',
      firstName: 'Имя',
      midName: 'Отчество',
      birthDate: 'Дата рождения',
      passport: 'Серия и номер паспорта',
      passportDate: 'Дата выдачи паспорта',
      phone: 'Телефон',
    },
    consent: /Подтверждаю, что персональные данные получены законно/,
    run: 'Запустить проверки',
    download: 'Скачать PDF',
    historyDownload: /^Скачать PDF: проверка от/,
    pdf: [
      'Отчёт о проверке',
      'Проверку провёл',
      'Подтверждаю, что персональные данные получены законно',
      'Итог: Найдены тревожные совпадения',
      'Риски по базе инцидентов',
      'Паспорт',
      'Тревога',
      'Паспорт в списке недействительных',
      'Ответ реестра: Недействителен',
      'Совпавшие инциденты',
    ],
  },
  en: {
    fields: {
      plate: 'Vehicle plate',
      lastName: 'Last name',
      firstName: 'First name',
      midName: 'Middle name',
      birthDate: 'Date of birth',
      passport: 'Passport series and number',
      passportDate: 'Passport issue date',
      phone: 'Phone',
    },
    consent: /I confirm that the personal data was obtained lawfully/,
    run: 'Run checks',
    download: 'Download PDF',
    historyDownload: /^Download PDF: verification of/,
    pdf: [
      'Verification report',
      'Checked by',
      'I confirm that the personal data was obtained lawfully',
      'Summary: Alarming matches found',
      'Risk in our incident database',
      'Passport',
      'Alert',
      'The passport is on the list of invalid passports',
      'Register answer: Invalid',
      'Matching incidents',
    ],
  },
} as const;

/** Saves a download under artifacts/evidence and answers its text. */
async function savedText(download: Download, name: string): Promise<string> {
  expect(download.suggestedFilename()).toMatch(/^verification-report-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
  mkdirSync(pdfDir, { recursive: true });
  const file = path.join(pdfDir, name);
  await download.saveAs(file);
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(pdf);
}

test.describe('evidence report', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000 });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('a run of the demo driver downloads as a PDF from the result and from the history, and verifies', async ({
        page,
      }) => {
        const w = words[locale];
        const incident = await incidentWithPlate(page.request);
        await signInViaApi(page, 'user');
        await page.goto('/verification');
        await settle(page);
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await field(w.fields.plate).fill(incident.vehicle_plate);
        await fillDemoDriver(page, w.fields);
        await page.getByRole('checkbox', { name: w.consent }).check();
        await page.getByRole('button', { name: w.run }).click();

        const summary = page.getByTestId('verification-summary').first();
        await expect(summary).toHaveAttribute('data-standing', 'alert');
        const results = page.locator('section').filter({ has: summary }).first();
        const button = results.getByRole('button', { name: w.download, exact: true });
        await expect(button).toBeVisible();
        await results.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
        );
        await page.screenshot({ path: path.join(shotDir, `evidence-result-${locale}.png`) });

        // From the result of the run.
        const [fromResult] = await Promise.all([page.waitForEvent('download'), button.click()]);
        const text = await savedText(fromResult, `evidence-result-${locale}.pdf`);
        for (const expected of [
          ...w.pdf,
          'Должников',
          'Пётр',
          'Андреевич',
          incident.vehicle_plate,
          String(incident.id),
        ]) {
          expect(text).toContain(expected);
        }
        // Masked: the passport number, the phone and the date of birth never appear whole.
        expect(text).toContain('45 ** ***456');
        expect(text).toContain('+7 916 ***-**-67');
        expect(text).toContain('**.**.1980');
        for (const hidden of ['4510123456', '9161234567', '15.04.1980']) expect(text).not.toContain(hidden);

        // Genuine through the public verify answer: the report id and hash printed on the PDF.
        const report = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(
          text.slice(text.indexOf(locale === 'ru' ? 'Номер отчёта' : 'Report id')),
        )?.[1];
        // the report's own hash, after its label: the consent's text has a SHA-256 of its own above
        const hashLabel = locale === 'ru' ? 'Хеш SHA-256' : 'SHA-256 hash';
        const hash = /([0-9a-f]{64})/.exec(text.slice(text.indexOf(hashLabel)))?.[1];
        const ticket = /verification_ticket\/([0-9a-f-]{36})\/verify/.exec(text)?.[1];
        expect(report && hash && ticket).toBeTruthy();
        const verify = (value: string) =>
          page.request.get(`/api/v1/cargo/verification_ticket/${ticket}/verify`, {
            params: { report: report!, hash: value },
          });
        expect(await (await verify(hash!)).json()).toMatchObject({ genuine: true, matched: 'content' });
        const tampered = `${hash!.slice(0, 63)}${hash!.endsWith('0') ? '1' : '0'}`;
        expect(await (await verify(tampered)).json()).toMatchObject({ genuine: false });

        // From the history: the newest row, the same ticket.
        const row = page.getByTestId('ticket-history-row').first();
        const historyButton = row.getByRole('button', { name: w.historyDownload });
        await historyButton.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shotDir, `evidence-history-${locale}.png`) });
        const [fromHistory] = await Promise.all([page.waitForEvent('download'), historyButton.click()]);
        const historyText = await savedText(fromHistory, `evidence-history-${locale}.pdf`);
        for (const expected of [...w.pdf, 'Должников', ticket!]) expect(historyText).toContain(expected);
        // Every download is a report of its own.
        expect(historyText).not.toContain(report!);

        // The download buttons pass axe (only they: the cards' badges are not this feature's), and on
        // a phone the history row keeps its button without overflowing.
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .include('[data-testid="evidence-download"]')
          .analyze();
        expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        await page.setViewportSize({ width: 375, height: 812 });
        await historyButton.scrollIntoViewIfNeeded();
        await expect(historyButton).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.screenshot({ path: path.join(shotDir, `evidence-history-${locale}-mobile.png`) });
      });
    });
  }
});
