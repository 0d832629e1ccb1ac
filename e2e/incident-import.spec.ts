import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

const words = {
  ru: {
    title: 'Загрузка инцидентов',
    template: 'Шаблон XLSX',
    submit: 'Загрузить',
    report: 'Ошибки по строкам',
    reportTitle: 'Файл не загружен: ничего не записано',
    cityColumn: 'Город',
    cityProblem: /Нет в справочнике/,
    priceColumn: 'Ущерб, ₽',
    download: 'Скачать отчёт (XLSX)',
    imported: 'Инциденты загружены',
    openMap: 'Открыть карту',
    importChip: 'Импорт от',
    removeChip: 'Убрать фильтр',
    update: /Обновить инцидент/,
  },
  en: {
    title: 'Incident upload',
    template: 'XLSX template',
    submit: 'Upload',
    report: 'Errors by row',
    reportTitle: 'The file was not imported: nothing was written',
    cityColumn: 'City',
    cityProblem: /Not in the reference list/,
    priceColumn: 'Damage, RUB',
    download: 'Download the report (XLSX)',
    imported: 'The incidents are imported',
    openMap: 'Open the map',
    importChip: 'Import of',
    removeChip: 'Remove filter',
    update: /Update the incident/,
  },
} as const;

/**
 * A CSV as a Russian Excel saves it (`;`, CRLF) with the template's bilingual headers: three
 * incidents in one month of 1996 (no demo incident is that old), so the map can be filtered to them.
 */
function incidentsCsv(month: string, { broken }: { broken: boolean }): Buffer {
  const header =
    'Дата / Date;Способ хищения / Incident category;Категория груза / Cargo category;Город / City;Широта / Latitude;Долгота / Longitude;Ущерб, ₽ / Damage, RUB;Описание / Description';
  const rows = [
    `03.${month}.1996;Кража;Электроника;Подольск;55,43;37,54;1 250 000;Похищен полуприцеп`,
    `11.${month}.1996;Theft;Alcohol;Казань;55,79;49,12;${broken ? 'много' : '480000'};Вскрыт контейнер`,
    `19.${month}.1996;Грабёж;Металл;${broken ? 'Нетакогогорода' : 'Тверь'};56,86;35,9;2100000;Нападение на водителя`,
  ];
  return Buffer.from([header, ...rows, ''].join('\r\n'));
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

const journeys = [
  { locale: 'ru', width: 1366, month: '03' },
  { locale: 'en', width: 1366, month: '04' },
  { locale: 'ru', width: 375, month: '05' },
  { locale: 'en', width: 375, month: '06' },
] as const;

test.describe('incident spreadsheet import', () => {
  test.setTimeout(300_000);
  test.use({ actionTimeout: 30_000 });

  for (const { locale, width, month } of journeys) {
    test.describe(`${locale} at ${width}`, () => {
      test.use({
        locale: locale === 'ru' ? 'ru-RU' : 'en-US',
        viewport: { width, height: width < 500 ? 800 : 900 },
      });

      test('staff see a file with errors reported and nothing written, download the report, then import the fixed file and see it on the map', async ({
        page,
      }) => {
        const w = words[locale];
        const shot = (name: string) =>
          page.screenshot({
            path: path.join(shotDir, `incident-import-${name}-${locale}-${width}.png`),
            fullPage: true,
          });
        await signInViaApi(page, 'admin');
        await page.goto('/administration/uploadincidents');
        await settle(page);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

        const [template] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.template }).click(),
        ]);
        expect(template.suggestedFilename()).toBe('incidents-template.xlsx');

        const fileInput = page.locator('input[type="file"]');
        await fileInput.setInputFiles({
          name: `incidents-${month}-errors.csv`,
          mimeType: 'text/csv',
          buffer: incidentsCsv(month, { broken: true }),
        });
        await page.getByRole('button', { name: w.submit, exact: true }).click();

        const report = page.getByRole('table', { name: w.report });
        await expect(report).toBeVisible({ timeout: 60_000 });
        await expect(page.getByText(w.reportTitle)).toBeVisible();
        const priceRow = report.getByRole('row').nth(1);
        await expect(priceRow.getByRole('cell').nth(0)).toHaveText('3');
        await expect(priceRow.getByRole('cell').nth(1)).toHaveText(w.priceColumn);
        await expect(priceRow.getByRole('cell').nth(3)).toHaveText('много');
        const cityRow = report.getByRole('row').nth(2);
        await expect(cityRow.getByRole('cell').nth(0)).toHaveText('4');
        await expect(cityRow.getByRole('cell').nth(1)).toHaveText(w.cityColumn);
        await expect(cityRow.getByRole('cell').nth(2)).toHaveText(w.cityProblem);
        await expect(cityRow.getByRole('cell').nth(3)).toHaveText('Нетакогогорода');

        const [reportFile] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.download }).click(),
        ]);
        expect(reportFile.suggestedFilename()).toMatch(/^incidents-report-\d+\.xlsx$/);
        // An XLSX is a ZIP: the report really is a workbook.
        expect(
          readFileSync((await reportFile.path())!)
            .subarray(0, 2)
            .toString(),
        ).toBe('PK');
        await expectNoSeriousA11yViolations(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('report');

        await fileInput.setInputFiles({
          name: `incidents-${month}.csv`,
          mimeType: 'text/csv',
          buffer: incidentsCsv(month, { broken: false }),
        });
        await page.getByRole('radio', { name: w.update }).check();
        await page.getByRole('button', { name: w.submit, exact: true }).click();
        await expect(page.getByText(w.imported)).toBeVisible({ timeout: 60_000 });
        await expect(page.getByRole('table', { name: w.report })).toHaveCount(0);
        await expect(page.getByRole('row', { name: new RegExp(`incidents-${month}\\.csv`) })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('imported');

        // "Открыть карту" opens the map of exactly this import's three incidents, and a chip
        // names the import so the user knows why the map shows so few (issue 23 §10).
        await page.getByRole('link', { name: w.openMap }).click();
        await expect(page).toHaveURL(/\/incidents\?upload=\d+$/);
        await settle(page);
        const chip = page
          .getByTestId('filter-chips')
          .getByText(new RegExp(`^${w.importChip} \\d{2}\\.\\d{2}\\.\\d{4}, incidents-${month}\\.csv$`));
        await expect(chip).toBeVisible();
        await expect(page.getByTestId('base-map')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
        await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 30_000 });
        await expect(page.getByTestId('map-total')).toHaveText(/\b3\b/);
        await expect(page.getByTestId('summary-total')).toContainText('3');
        await expectNoSeriousA11yViolations(page);
        await shot('map');

        // Clearing the chip shows every incident again.
        await page.getByRole('button', { name: new RegExp(`${w.removeChip} .${w.importChip}`) }).click();
        await expect(page).toHaveURL(/\/incidents$/);
        await expect(page.getByTestId('filter-chips')).toHaveCount(0);
        await expect(page.getByTestId('summary-total')).not.toHaveText(/^\D*3\D*$/);
      });
    });
  }
});
