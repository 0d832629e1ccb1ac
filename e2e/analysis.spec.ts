import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support/api';

// Journey: the main page and the five analysis tabs render the demo statistics in both languages,
// a click on the choropleth narrows the page to that region, and every screen is photographed at
// desktop and phone width for review.

const shotDir = fileURLToPath(new URL('./artifacts/screenshots/', import.meta.url));
mkdirSync(shotDir, { recursive: true });

type Locale = 'ru' | 'en';

interface Screen {
  name: string;
  path: string;
  title: Record<Locale, string>;
  /** A section heading that only shows once the statistics have arrived. */
  section: Record<Locale, string>;
}

const screens: Screen[] = [
  {
    name: 'main',
    path: '/',
    title: { ru: 'Главная', en: 'Main page' },
    section: { ru: 'Три крупнейших инцидента', en: 'Top three incidents' },
  },
  {
    name: 'analysis-cargo',
    path: '/analysis/cargo',
    title: { ru: 'Аналитика: грузы', en: 'Analysis: cargo' },
    section: { ru: 'Инциденты по категориям груза', en: 'Incidents by cargo category' },
  },
  {
    name: 'analysis-incidents',
    path: '/analysis/incidents',
    title: { ru: 'Аналитика: типы инцидентов', en: 'Analysis: types of incidents' },
    section: { ru: 'По дням недели', en: 'By weekday' },
  },
  {
    name: 'analysis-geo',
    path: '/analysis/geo',
    title: { ru: 'Аналитика: география', en: 'Analysis: geography' },
    section: { ru: 'Топ-10 регионов', en: 'Top 10 regions' },
  },
  {
    name: 'analysis-damage',
    path: '/analysis/damage',
    title: { ru: 'Аналитика: ущерб', en: 'Analysis: damage' },
    section: { ru: 'Федеральные округа по размеру ущерба', en: 'Federal districts by damage range' },
  },
  {
    name: 'analysis-rating',
    path: '/analysis/rating',
    title: { ru: 'Аналитика: рейтинг', en: 'Analysis: rating' },
    section: { ru: 'Рейтинг регионов', en: 'Ranking of regions' },
  },
];

async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('cargo_sentry.locale', value), locale);
}

/** Statistics shown, every chart drawn, no skeleton left. */
async function waitForStatistics(page: Page, screen: Screen, locale: Locale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title[locale], { timeout: 30_000 });
  await expect(page.getByTestId('analysis-content')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: screen.section[locale], exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  const charts = page.getByTestId('analysis-content').getByTestId('e-chart');
  await expect(charts.and(page.locator('[data-ready=false]'))).toHaveCount(0, { timeout: 30_000 });
  for (const chart of await charts.all()) await expect(chart.locator('svg path').first()).toBeAttached();
}

async function photograph(page: Page, file: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `${shotDir}${file}.png`, fullPage });
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`analysis in ${locale}`, () => {
    for (const screen of screens) {
      test(`${screen.name} renders the statistics`, async ({ page }) => {
        test.setTimeout(120_000);
        await signInViaApi(page, 'user');
        await chooseLocale(page, locale);
        await page.goto(screen.path);
        await waitForStatistics(page, screen, locale);
        // The main page names its one period in a heading of its own (issue 23 §12).
        await expect(page.getByTestId(screen.path === '/' ? 'main-period-label' : 'comparison-period')).toBeVisible();
        await photograph(page, `${screen.name}-${locale}-1366`);

        await page.setViewportSize({ width: 375, height: 812 });
        await waitForStatistics(page, screen, locale);
        await photograph(page, `${screen.name}-${locale}-375`);
      });
    }
  });
}

test('clicking a region on the choropleth filters the page by it', async ({ page }) => {
  test.setTimeout(120_000);
  const geo = screens.find((s) => s.name === 'analysis-geo')!;
  await signInViaApi(page, 'user');
  await chooseLocale(page, 'ru');
  await page.goto(geo.path);
  await waitForStatistics(page, geo, 'ru');
  const topRegions = page.getByRole('region', { name: 'Топ-10 регионов' }).getByRole('row');
  await expect(topRegions).toHaveCount(11); // header + ten regions

  // The middle of the map is Krasnoyarsk Krai, the largest region in the centre of Russia.
  const map = page.getByTestId('region-choropleth').getByTestId('e-chart');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.5);

  await expect(page).toHaveURL(/[?&]geo=region(%3A|:)\d+/);
  await expect(page.getByTestId('filter-chips')).toBeVisible();
  await expect(topRegions).toHaveCount(2, { timeout: 30_000 }); // header + the chosen region
  await waitForStatistics(page, geo, 'ru');
  await photograph(page, 'analysis-geo-region-ru-1366');

  // Clicking the same region again shows the whole country.
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.5);
  await expect(page).not.toHaveURL(/geo=/);
  await expect(topRegions).toHaveCount(11, { timeout: 30_000 });
});

test('a cargo category opens its details', async ({ page }) => {
  test.setTimeout(120_000);
  const cargo = screens.find((s) => s.name === 'analysis-cargo')!;
  await signInViaApi(page, 'user');
  await chooseLocale(page, 'en');
  await page.goto(cargo.path);
  await waitForStatistics(page, cargo, 'en');
  await page
    .getByRole('button', { name: /^Details of the category/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByTestId('cargo-details')).toBeVisible({ timeout: 30_000 });
  for (const section of ['Regions', 'Federal districts', 'Attack methods', 'Scene types']) {
    await expect(details.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await photograph(page, 'analysis-cargo-details-en-1366', false); // the drawer is fixed to the viewport
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('a limited user sees the Southern federal district only', async ({ page }) => {
  test.setTimeout(120_000);
  const geo = screens.find((s) => s.name === 'analysis-geo')!;
  await signInViaApi(page, 'limited');
  await chooseLocale(page, 'ru');
  await page.goto(geo.path);
  await waitForStatistics(page, geo, 'ru');
  const districts = page.getByRole('region', { name: 'По федеральным округам' });
  await districts.getByText('Таблица', { exact: true }).click();
  const rows = districts.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Южный ФО');
});
