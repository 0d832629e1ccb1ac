import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';

// Journeys (issue 11 §5, §6): a user runs checks; staff open the administration dashboard and
// the verification statistics, see the checks counted and export them as XLSX; a reports user
// asks for an incident report, sees it generated and downloads it. In both languages,
// photographed at 1366 and 375 px.

const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };

const words = {
  ru: {
    dashboard: 'Администрирование',
    statsTitle: 'Статистика проверок',
    checksThisMonth: /проверк[аи]? в этом месяце|проверок в этом месяце/,
    open: 'Открыть',
    totals: 'Итоги периода',
    found: 'Найдено',
    export: 'Скачать XLSX',
    reportsTitle: 'Отчёты',
    submit: 'Сформировать отчёт',
    format: 'Формат',
    ready: 'Готов',
    myReports: 'Мои отчёты',
    noReports: 'Отчётов пока нет.',
  },
  en: {
    dashboard: 'Administration',
    statsTitle: 'Verification statistics',
    checksThisMonth: /checks? this month/,
    open: 'Open',
    totals: 'Totals of the period',
    found: 'Found',
    export: 'Download XLSX',
    reportsTitle: 'Reports',
    submit: 'Create report',
    format: 'Format',
    ready: 'Ready',
    myReports: 'My reports',
    noReports: 'No reports yet.',
  },
};

async function photograph(page: Page, name: string): Promise<void> {
  // after a resize the side menu slides away: wait until the page title sits at the left edge
  const title = page.getByRole('heading', { level: 1 });
  await expect.poll(async () => (await title.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(8);
  await page.screenshot({ path: `${shotDir}admin-reports-${name}.png`, fullPage: true });
}

/** Every chart on the page drawn (ECharts loads lazily) and no skeleton left. */
async function waitForCharts(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  const charts = page.getByTestId('e-chart');
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute('data-ready', 'true');
    await expect(chart.locator('svg path').first()).toBeAttached();
  }
}

/** A demo user runs a passport check of Должников (found) and of Чистов (clean) through the API. */
async function runChecks(page: Page): Promise<void> {
  const { access } = await fetchTokens(page.request, 'user');
  const headers = { Authorization: `Bearer ${access}` };
  for (const person of [
    {
      lastName: 'Должников',
      firstName: 'Пётр',
      birthDate: '1980-04-15',
      passportNumber: '4510123456',
      passportDate: '2000-05-10',
    },
    {
      lastName: 'Чистов',
      firstName: 'Иван',
      birthDate: '1985-01-01',
      passportNumber: '4510654321',
      passportDate: '2005-01-20',
    },
  ]) {
    const ticket = await page.request.post('/api/v1/cargo/verification/get_ticket', {
      headers,
      data: { consent: true },
    });
    expect(ticket.status()).toBe(201);
    const check = await page.request.post('/api/v1/cargo/verification/passport_complex', {
      headers,
      data: { ticket: (await ticket.json()).ticket, ...person },
    });
    expect(check.status()).toBe(200);
  }
}

for (const locale of ['ru', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: staff see the checks counted on the verification statistics and export them`, async ({ page }) => {
    test.setTimeout(180_000);
    await runChecks(page);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'admin');
    await page.setViewportSize(desktop);

    await page.goto('/administration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.dashboard);
    const statsCard = page.getByTestId('admin-section-verifications');
    await expect(statsCard.getByTestId('figure-checks_this_month')).toHaveText(w.checksThisMonth);
    await expect(page.getByTestId('figure-pending_users')).toBeVisible();
    await photograph(page, `dashboard-${locale}-1366`);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(phone);
    await photograph(page, `dashboard-${locale}-375`);
    await page.setViewportSize(desktop);

    await statsCard.getByRole('link', { name: w.open }).click();
    await expect(page).toHaveURL(/\/administration\/verifications/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.statsTitle);
    await expect(page.getByRole('list', { name: w.totals })).toBeVisible();
    // at least the two checks of this test, one of them found something
    expect(Number((await page.getByTestId('total-checks').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    expect(Number((await page.getByTestId('total-found').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await waitForCharts(page);
    await photograph(page, `verifications-${locale}-1366`);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^verifications_\d{4}-\d{2}_\d{4}-\d{2}\.xlsx$/);
    const saved = await download.path();
    expect(statSync(saved).size).toBeGreaterThan(1000);

    await page.setViewportSize(phone);
    await waitForCharts(page);
    await photograph(page, `verifications-${locale}-375`);
  });

  test(`${locale}: a reports user asks for an incident report, sees it generated and downloads it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
    await signInViaApi(page, 'analyst');
    await page.setViewportSize(desktop);

    await page.goto('/administration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.dashboard);
    await expect(page.getByTestId('admin-section-verifications')).toHaveCount(0);
    await page.getByTestId('admin-section-reports').getByRole('link', { name: w.open }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.reportsTitle);

    const rows = page.getByTestId('report-row');
    // count only once the list has loaded: the other language's run may have left a report already
    await expect(page.getByRole('table', { name: w.myReports }).or(page.getByText(w.noReports))).toBeVisible();
    const before = await rows.count();
    await page.getByRole('radio', { name: 'PDF' }).check({ force: true });
    await page.getByRole('button', { name: w.submit }).click();
    await expect(rows).toHaveCount(Math.min(before + 1, 20));
    const row = rows.first();
    await expect(row).toHaveAttribute('data-status', /queued|running|done/);
    await expect(row).toHaveAttribute('data-status', 'done');
    await expect(row.getByText(w.ready, { exact: true })).toBeVisible();
    await photograph(page, `reports-${locale}-1366`);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /incident_report_.*\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^incident_report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    const saved = await download.path();
    expect(statSync(saved).size).toBeGreaterThan(5000);

    await page.setViewportSize(phone);
    await expect(page.getByRole('heading', { level: 2, name: w.myReports })).toBeVisible();
    await photograph(page, `reports-${locale}-375`);
  });
}
