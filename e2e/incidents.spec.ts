import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';

const expect = baseExpect.configure({ timeout: 30_000 });
const dir = 'artifacts/screenshots';
const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
};

/** The id of the newest incident, read through the API with a staff token. */
async function newestIncidentId(request: APIRequestContext): Promise<number> {
  const { access } = await fetchTokens(request, 'admin');
  const response = await request.get('/api/v1/cargo/incident', {
    params: { page_size: 1 },
    headers: { Authorization: `Bearer ${access}` },
  });
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results[0]) throw new Error('the demo seed has no incidents');
  return results[0].id;
}

/** The map has drawn its base layer and its clusters for the current filter. */
async function waitForMap(page: Page) {
  // The base map's worker can be slow to start on a loaded 2-core machine.
  await expect(page.getByTestId('base-map')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('map-total')).toBeVisible();
}

/** The map's view as its element states it: west, south, east, north, zoom. */
async function mapView(page: Page): Promise<number[]> {
  const view = await page.getByTestId('base-map').getAttribute('data-view');
  if (!view) throw new Error('the map states no view');
  return view.split(',').map(Number);
}

/** Runs `action` and waits until the map has fetched and drawn the clusters of the view it leads to. */
async function afterClusters(page: Page, action: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().includes('/incident/map_clusters') && r.status() === 200);
  await action();
  await answered;
  await expect(page.getByTestId('map-loading')).toHaveCount(0);
  // the markers are drawn right after the answer, in the same task as the loading badge goes
  await page.waitForTimeout(100);
}

/** Pairs of cluster markers whose boxes intersect (more than half a pixel, for subpixel rounding). */
async function overlappingClusters(page: Page): Promise<string[]> {
  const boxes = await page
    .getByTestId('base-map')
    .locator('.incident-cluster')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const r = node.getBoundingClientRect();
        return { label: node.textContent ?? '', left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
  const pairs: string[] = [];
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const [a, b] = [boxes[i], boxes[j]];
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 0.5 && height > 0.5) pairs.push(`${a.label}×${b.label}`);
    }
  }
  return pairs;
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

test.describe('incidents', () => {
  test.setTimeout(300_000);
  // A 2-core machine shared by the team: give every wait room.
  test.use({ actionTimeout: 30_000 });

  test('filters → chips → list and map change → open an incident → staff edits it', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/incidents');
    await settle(page);
    await waitForMap(page);
    const totalBefore = await page.getByTestId('summary-total').innerText();
    const mapBefore = await page.getByTestId('map-total').innerText();
    const countBefore = await page.getByTestId('incident-count').innerText();

    // Apply a federal district (type-ahead) and an incident category.
    const geo = page.getByRole('textbox', { name: 'Округ, регион или город' });
    await geo.click();
    await geo.fill('Южный');
    await page.getByRole('option', { name: 'Южный ФО' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Кража' }).check();
    await page.getByRole('button', { name: 'Применить' }).click();

    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByText('Южный ФО')).toBeVisible();
    await expect(chips.getByText('Кража')).toBeVisible();
    await expect(page).toHaveURL(/geo=district%3A\d+/);
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByTestId('summary-total')).not.toHaveText(totalBefore);
    await expect(page.getByTestId('incident-count')).not.toHaveText(countBefore);
    await expect(page.getByTestId('map-total')).not.toHaveText(mapBefore);
    const narrowed = await page.getByTestId('map-total').innerText();

    // Remove one chip: the category goes, the district stays, list and map widen again.
    await chips.getByRole('button', { name: 'Убрать фильтр «Кража»' }).click();
    await expect(chips.getByText('Кража')).toHaveCount(0);
    await expect(chips.getByText('Южный ФО')).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByTestId('map-total')).not.toHaveText(narrowed);

    // Reload keeps the filter (it lives in the URL).
    await page.reload();
    await expect(page.getByTestId('filter-chips').getByText('Южный ФО')).toBeVisible();

    // Open the first incident of the filtered list.
    const firstLink = page.getByTestId('incident-row').first().getByRole('link');
    const label = (await firstLink.getAttribute('aria-label')) ?? '';
    const id = /\d+/.exec(label)?.[0];
    expect(id).toBeTruthy();
    await firstLink.click();
    await expect(page).toHaveURL(`/incidents/view/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Инцидент № ${id}`);
    await expect(page.getByTestId('incident-details')).toContainText('Южный ФО');

    // Staff edits the amount; the card shows the change.
    await page.getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(`/incidents/edit/${id}`);
    const amount = `${Date.now() % 100000} коробок (e2e)`;
    await page.getByRole('textbox', { name: 'Количество' }).fill(amount);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(`/incidents/view/${id}`);
    await expect(page.locator('[data-field="amount"]')).toContainText(amount);
  });

  test('staff form shows the required-field message and field errors', async ({ page }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/incidents/edit/new');
    await settle(page);
    await page.getByRole('textbox', { name: 'Ущерб' }).fill('');
    await page.getByRole('textbox', { name: 'VIN тягача' }).fill('123');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Это поле не может быть пустым').first()).toBeVisible();
    await expect(page.getByText('17 латинских букв и цифр')).toBeVisible();
    await expect(page).toHaveURL('/incidents/edit/new');
  });

  // Issue 9, defect 15: the untouched form once saved a "не установлено", 0 ₽ incident.
  test('saving the untouched new-incident form creates nothing and names what is missing', async ({
    page,
    request,
  }) => {
    const newestBefore = await newestIncidentId(request);
    await signInViaApi(page, 'admin');
    await page.goto('/incidents/edit/new');
    await settle(page);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Заполните все обязательные поля');
    await expect(page.getByText('Это поле не может быть пустым')).toHaveCount(3);
    await expect(page.getByText('Укажите город, регион, федеральный округ или точку на карте')).toBeVisible();
    await expect(page).toHaveURL('/incidents/edit/new');
    expect(await newestIncidentId(request)).toBe(newestBefore);
  });

  // Issue 9, defect 18: the create page's breadcrumb said "editing".
  test('the new-incident breadcrumb says creating, the edit one editing', async ({ page }) => {
    const currentCrumb = (name: string) => page.getByRole('navigation', { name }).locator('[aria-current="page"]');
    await signInViaApi(page, 'admin');
    await page.goto('/incidents/edit/new');
    await settle(page);
    await expect(currentCrumb('Навигационная цепочка')).toHaveText('Создание инцидента');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(currentCrumb('Breadcrumbs')).toHaveText('New incident');
    await page.screenshot({ path: '/tmp/web-defects/incident-create-en.png' });
    await page.goto('/incidents/edit/1');
    await settle(page);
    await expect(currentCrumb('Breadcrumbs')).toHaveText('Edit incident');
  });

  // Issue 9, defect 16: after a delete staff landed on "page not found" without the side menu.
  test('deleting an incident goes back to the list with the toast', async ({ page, request }) => {
    const { access } = await fetchTokens(request, 'admin');
    const created = await request.post('/api/v1/cargo/incident_admin', {
      headers: { Authorization: `Bearer ${access}` },
      data: { date: '2025-05-05', incident_category: 1, cargo_category: 1, city: 1, price: 1000 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await signInViaApi(page, 'admin');
    await page.goto(`/incidents/edit/${id}`);
    await settle(page);
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page).toHaveURL('/incidents');
    await expect(page.getByText('Инцидент удалён')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Инциденты' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Инциденты');
  });

  // Issue 9, defect 17: bad dates were silently changed or shown as chips like "с 07.06.10007",
  // and a page past the end showed an empty table.
  test('a link with impossible values says so, and a page past the end goes to the last page', async ({ page }) => {
    await signInViaApi(page, 'user');
    await page.goto('/incidents?date_from=9999-99-99&cargo=1e1&page=99999');
    await settle(page);
    const notice = page.getByRole('status').filter({ hasText: 'Часть фильтра из ссылки не применена' });
    await expect(notice).toContainText('Дата с');
    await expect(notice).toContainText('Категория груза');
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]page=\d{2,3}(&|$)/);
    await expect(page.getByTestId('incident-row').first()).toBeVisible();
  });

  test('typed dates that do not exist or end before they start are refused with a message', async ({ page }) => {
    await signInViaApi(page, 'user');
    await page.goto('/incidents');
    await settle(page);
    const from = page.getByRole('textbox', { name: 'Дата с' });
    const to = page.getByRole('textbox', { name: 'Дата по' });
    await from.fill('31.02.2099');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Такой даты нет: введите ДД.ММ.ГГГГ, год с 1900 по 2099')).toBeVisible();
    await expect(page).toHaveURL('/incidents');

    await from.fill('01.05.2024');
    await to.fill('01.04.2024');
    await to.blur();
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('«Дата по» раньше начала периода')).toBeVisible();
    await expect(page).toHaveURL('/incidents');
  });

  test('an unknown incident goes to the 404 page', async ({ page }) => {
    await signInViaApi(page, 'user');
    await page.goto('/incidents/view/999999999');
    await expect(page).toHaveURL('/404');
  });

  // Issue 23 §7, §23: the file is the import template, built on the server's worker thread.
  for (const locale of ['ru', 'en'] as const) {
    test.describe(`${locale}`, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
      test(`an analyst exports the filtered incidents to Excel (${locale})`, async ({ page }) => {
        const w = {
          ru: { sheet: 'Инциденты', done: /Файл incidents_\d{4}-\d{2}-\d{2}\.xlsx сохранён\./ },
          en: { sheet: 'Incidents', done: /File incidents_\d{4}-\d{2}-\d{2}\.xlsx saved\./ },
        }[locale];
        await signInViaApi(page, 'user');
        await page.goto('/incidents?geo=district:3');
        await settle(page);
        const listed = Number((await page.getByTestId('summary-total').innerText()).replace(/\D/g, ''));
        expect(listed).toBeGreaterThan(0);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('export-button').click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^incidents_\d{4}-\d{2}-\d{2}\.xlsx$/);
        await expect(page.getByText(w.done)).toBeVisible();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        expect(sheet.name).toBe(w.sheet);
        expect(sheet.getRow(1).getCell(1).value).toBe('Дата / Date');
        // One row per incident of the filter (Southern district), under the header.
        expect(sheet.actualRowCount).toBe(listed + 1);
      });
    });
  }

  test('the demo user cannot export', async ({ page }) => {
    await signInViaApi(page, 'demo');
    await page.goto('/incidents');
    await settle(page);
    const button = page.getByTestId('export-button');
    await expect(button).toBeDisabled();
    await button.hover();
    await expect(page.getByText('Выгрузка недоступна в демо-режиме.')).toBeVisible();
  });

  // Issue 23 item 9: choosing a region zooms the map to it, and cluster markers never overlap.
  const mapWords = {
    ru: {
      geo: 'Округ, регион или город',
      region: 'Ростовская область',
      apply: 'Применить',
      in: 'Приблизить',
      out: 'Отдалить',
    },
    en: { geo: 'District, region or city', region: 'Rostov Oblast', apply: 'Apply', in: 'Zoom in', out: 'Zoom out' },
  } as const;
  for (const locale of ['ru', 'en'] as const) {
    test(`choosing a region zooms the map to it; clusters never overlap at any zoom (${locale})`, async ({
      browser,
    }) => {
      const w = mapWords[locale];
      const context = await browser.newContext({
        locale: locale === 'ru' ? 'ru-RU' : 'en-US',
        viewport: viewports.desktop,
      });
      const page = await context.newPage();
      await signInViaApi(page, 'user');
      await page.goto('/incidents');
      await settle(page);
      await waitForMap(page);
      await expect(page.getByTestId('base-map').locator('.incident-cluster').first()).toBeVisible();
      expect(await overlappingClusters(page), 'all of Russia').toEqual([]);
      const [west0, , east0] = await mapView(page);

      await afterClusters(page, async () => {
        const geo = page.getByRole('textbox', { name: w.geo });
        await geo.click();
        await geo.fill(w.region.slice(0, 6));
        await page.getByRole('option', { name: w.region }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: w.apply }).click();
      });
      await expect(page).toHaveURL(/geo=region%3A\d+/);
      // the view holds the whole region (its shape spans about 38.2–44.3°E, 45.9–50.2°N) and little else
      await expect.poll(async () => (await mapView(page))[2] - (await mapView(page))[0]).toBeLessThan(25);
      const [west, south, east, north, zoom] = await mapView(page);
      expect(east0 - west0).toBeGreaterThan(60);
      expect(west).toBeLessThan(38.3);
      expect(east).toBeGreaterThan(44.2);
      expect(south).toBeLessThan(46);
      expect(north).toBeGreaterThan(50.1);
      expect(zoom).toBeGreaterThan(4);
      await page.getByTestId('base-map').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/incidents-map-region-${locale}.png` });
      expect(await overlappingClusters(page), `zoom ${zoom}`).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      // in and out again: no zoom leaves two markers on top of each other
      for (const button of [w.in, w.out, w.out, w.out]) {
        await afterClusters(page, () => page.getByRole('button', { name: button, exact: true }).click());
        const shown = (await mapView(page))[4];
        expect(await overlappingClusters(page), `zoom ${shown}`).toEqual([]);
      }
      await context.close();
    });
  }

  for (const locale of ['ru', 'en'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test(`screenshots: ${locale} ${size}`, async ({ browser, request }) => {
        const context = await browser.newContext({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport });
        const page = await context.newPage();
        await signInViaApi(page, 'user');
        await page.goto('/incidents');
        await settle(page);
        await waitForMap(page);
        await expect(page.getByTestId(size === 'mobile' ? 'incident-card' : 'incident-row').first()).toBeVisible();
        await expect(page.getByTestId('map-loading')).toHaveCount(0);
        await page.screenshot({ path: `${dir}/incidents-${locale}-${size}.png`, fullPage: true });

        const id = await newestIncidentId(request);
        await page.goto(`/incidents/view/${id}`);
        await settle(page);
        await expect(page.getByTestId('incident-details')).toBeVisible();
        await expect(page.getByTestId('base-map')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
        await page.screenshot({ path: `${dir}/incident-card-${locale}-${size}.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
