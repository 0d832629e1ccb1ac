import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

const words = {
  ru: {
    title: 'Реестры проверок',
    importPanel: /^Загрузка: /,
    templateXlsx: 'Скачать шаблон XLSX: Полисы ОСАГО',
    import: 'Загрузить файл в реестр: Полисы ОСАГО',
    submit: 'Загрузить',
    report: 'Ошибки по строкам',
    reportTitle: 'Файл не загружен: ничего не записано',
    plateColumn: 'Госномер',
    plateProblem: /Госномер: цифры и буквы/,
    success: '«Полисы ОСАГО»: загружены 2 строки',
    download: 'Скачать отчёт (CSV)',
  },
  en: {
    title: 'Verification registers',
    importPanel: /^Import: /,
    templateXlsx: 'Download the XLSX template: OSAGO policies',
    import: 'Import a file into the register: OSAGO policies',
    submit: 'Import',
    report: 'Errors by row',
    reportTitle: 'The file was not imported: nothing was written',
    plateColumn: 'Registration plate',
    plateProblem: /Plate: digits and the letters/,
    success: 'OSAGO policies: 2 rows imported',
    download: 'Download the report (CSV)',
  },
} as const;

/** A CSV as a Russian Excel saves it: `;`, the template's bilingual headers, CRLF. */
/**
 * Policies are stored once per series and number (issue 23 §11: appending upserts on the natural
 * key), so each language's run writes numbers of its own, `first` and `first + 1`.
 */
function policiesCsv(plates: [string, string], first: number): Buffer {
  const header =
    'VIN;Госномер / Registration plate;Статус / Status;Страховщик / Insurer;Серия полиса / Policy series;Номер полиса / Policy number';
  const rows = plates.map((plate, i) => `;${plate};Действует;АО «Е2Е Страхование»;ХХХ;${first + i}`);
  return Buffer.from([header, ...rows, ''].join('\r\n'));
}

/** The OSAGO register's row count as the table shows it, digits only. */
async function osagoRows(page: Page): Promise<number> {
  const text = await page.getByTestId('rows-osago_policies').innerText();
  return Number(text.replace(/\D/g, ''));
}

test.describe('verification registers', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 30_000, viewport: { width: 1366, height: 900 } });

  for (const locale of ['ru', 'en'] as const) {
    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('staff download a template, see a bad row reported and nothing written, then import the fixed file', async ({
        page,
      }) => {
        const w = words[locale];
        const plates: [string, string] = locale === 'ru' ? ['Е001КХ77', 'Е002КХ77'] : ['Е003КХ77', 'Е004КХ77'];
        const firstPolicy = locale === 'ru' ? 7700000010 : 7700000020;
        await signInViaApi(page, 'admin');
        await page.goto('/administration/registers');
        await settle(page);
        await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
        const before = await osagoRows(page);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.templateXlsx }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('osago_policies-template.xlsx');

        await page.getByRole('button', { name: w.import }).click();
        // The page also holds the face gallery's photo input: take the register import panel's.
        const fileInput = page.getByRole('region', { name: w.importPanel }).locator('input[type="file"]');
        await fileInput.setInputFiles({
          name: 'policies.csv',
          mimeType: 'text/csv',
          buffer: policiesCsv([plates[0], 'Е12КХ77'], firstPolicy),
        });
        await page.getByRole('button', { name: w.submit, exact: true }).click();

        const report = page.getByRole('table', { name: w.report });
        await expect(report).toBeVisible();
        await expect(page.getByText(w.reportTitle)).toBeVisible();
        const badRow = report.getByRole('row').nth(1);
        await expect(badRow.getByRole('cell').nth(0)).toHaveText('3');
        await expect(badRow.getByRole('cell').nth(1)).toHaveText(w.plateColumn);
        await expect(badRow.getByRole('cell').nth(2)).toHaveText(w.plateProblem);
        await expect(badRow.getByRole('cell').nth(3)).toHaveText('Е12КХ77');
        expect(await osagoRows(page)).toBe(before);
        const [reportFile] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.download }).click(),
        ]);
        expect(reportFile.suggestedFilename()).toBe('import-report-osago_policies.csv');
        await expectNoSeriousA11yViolations(page);
        // From the top, so the sticky header is not stitched over the page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(shotDir, `registers-report-${locale}.png`), fullPage: true });

        await fileInput.setInputFiles({
          name: 'policies-fixed.csv',
          mimeType: 'text/csv',
          buffer: policiesCsv(plates, firstPolicy),
        });
        await page.getByRole('button', { name: w.submit, exact: true }).click();
        await expect(page.getByText(w.success)).toBeVisible();
        await expect(page.getByRole('table', { name: w.report })).toHaveCount(0);
        await expect.poll(() => osagoRows(page)).toBe(before + 2);
        await expect(page.getByRole('row', { name: /policies-fixed\.csv/ })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(shotDir, `registers-imported-${locale}.png`), fullPage: true });
      });
    });
  }
});
