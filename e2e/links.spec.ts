import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fetchTokens, signInViaApi } from './support/api';
import { settle } from './support/page';

// A 2-core machine shared by the team: give every wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
const shotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

// Identifiers of this run only (an app started with E2E_BASE_URL keeps what earlier runs made).
const vinLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const randomVin = () =>
  Array.from({ length: 17 }, () => vinLetters[Math.floor(Math.random() * vinLetters.length)]).join('');
const plateLetters = 'АВЕКМНОРСТУХ';
const letter = () => plateLetters[Math.floor(Math.random() * plateLetters.length)];
// The number is never 000, which no plate has (an invalid plate is not recorded, so the hub would lose a node).
const randomPlate = () =>
  `${letter()}${String(1 + Math.floor(Math.random() * 999)).padStart(3, '0')}${letter()}${letter()}${10 + Math.floor(Math.random() * 89)}`;

/** A cloned plate: one plate, two VINs, in two incidents; the first also names the carrier's INN. */
const ring = {
  plate: randomPlate(),
  vins: [randomVin(), randomVin()],
  inn: '7707083893',
  dates: ['2026-10-02', '2026-11-01'],
  shown: ['02.10.2026', '01.11.2026'],
  incidents: [] as number[],
};
/** A hub: one plate in 260 incidents, each with its own VIN and trailer plate: 521 identifiers, over the limit of 500. */
const hub = { plate: randomPlate(), incidents: 260 };

const words = {
  ru: {
    title: 'Связи',
    menu: 'Связи',
    kind: 'Вид идентификатора',
    value: 'Значение',
    search: 'Показать связи',
    graph: /^Граф связей/,
    list: 'Список',
    details: (label: string) => `Подробнее: ${label}`,
    panel: 'Выбранный узел',
    expand: 'Развернуть',
    expanded: 'Связи этого узла показаны.',
    summary: (edges: number) => `4 узла, связей: ${edges}`,
    incident: (id: number) => `Инцидент № ${id}`,
    csv: 'Скачать CSV',
    csvHeader: 'Узел;Вид;Связан с;Вид связанного;Источник;Номер источника;Дата',
    csvLine: (vin: string, date: string, id: number) => `${ring.plate};Госномер;${vin};VIN;Инцидент;${id};${date}`,
    badVin: 'VIN: 17 латинских букв и цифр без I, O и Q, например XTA21099012345678',
    links: (value: string) => `Связи: ${value}`,
    cut: /^Показаны не все связи/,
  },
  en: {
    title: 'Links',
    menu: 'Links',
    kind: 'Kind of identifier',
    value: 'Value',
    search: 'Show links',
    graph: /^Graph of the links of/,
    list: 'List',
    details: (label: string) => `Details: ${label}`,
    panel: 'Selected node',
    expand: 'Expand',
    expanded: "This node's links are shown.",
    summary: (edges: number) => `4 nodes, links: ${edges}`,
    incident: (id: number) => `Incident No. ${id}`,
    csv: 'Download CSV',
    csvHeader: 'Node,Kind,Linked with,Kind of linked,Source,Source id,Date',
    csvLine: (vin: string, date: string, id: number) => `${ring.plate},Plate,${vin},VIN,Incident,${id},${date}`,
    badVin: 'VIN: 17 Latin letters and digits without I, O and Q, e.g. XTA21099012345678',
    links: (value: string) => `Links of ${value}`,
    cut: /^Not all links shown/,
  },
} as const;

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

/** Staff create the incidents through the API; recording their identifiers is the app's job (issue 27 §1). */
async function createIncidents(request: APIRequestContext, bodies: Record<string, unknown>[]): Promise<number[]> {
  const { access } = await fetchTokens(request, 'admin');
  const headers = { Authorization: `Bearer ${access}` };
  const references = (await (await request.get('/api/v1/cargo/incident_admin/get_references', { headers })).json()) as {
    incident_categories: { id: number }[];
    cargo_categories: { id: number }[];
  };
  const base = {
    incident_category: references.incident_categories[0].id,
    cargo_category: references.cargo_categories[0].id,
    lat: 55.75,
    lon: 37.61,
    price: 1_500_000,
  };
  const ids: number[] = [];
  // A few at a time: the machine is shared.
  for (let i = 0; i < bodies.length; i += 5) {
    const created = await Promise.all(
      bodies.slice(i, i + 5).map(async (body) => {
        const response = await request.post('/api/v1/cargo/incident_admin', { headers, data: { ...base, ...body } });
        expect(response.status(), await response.text()).toBe(201);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    ids.push(...created);
  }
  return ids;
}

test.describe('link explorer', () => {
  test.setTimeout(240_000);
  test.use({ actionTimeout: 30_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    ring.incidents = await createIncidents(request, [
      { date: ring.dates[0], vehicle_plate: ring.plate, vehicle_vin: ring.vins[0], counterparty_inn: ring.inn },
      { date: ring.dates[1], vehicle_plate: ring.plate, vehicle_vin: ring.vins[1] },
    ]);
    await createIncidents(
      request,
      Array.from({ length: hub.incidents }, () => ({
        date: '2026-09-01',
        vehicle_plate: hub.plate,
        vehicle_vin: randomVin(),
        trailer_plate: randomPlate(),
      })),
    );
  });

  for (const locale of ['ru', 'en'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      test.describe(`${locale} ${size}`, () => {
        test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', viewport });

        test('opens the explorer from an incident card, reads the links, expands a node and opens the other incident', async ({
          page,
        }) => {
          const w = words[locale];
          await signInViaApi(page, 'user');

          // the deep link from the incident card
          await page.goto(`/incidents/view/${ring.incidents[0]}`);
          await settle(page);
          await page.getByRole('link', { name: w.links(ring.plate) }).click();
          await expect(page).toHaveURL(new RegExp(`/links\\?kind=plate&value=${encodeURIComponent(ring.plate)}$`));
          await settle(page);
          await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
          await expect(page.getByRole('combobox', { name: w.kind })).toHaveValue('plate');
          await expect(page.getByRole('textbox', { name: w.value })).toHaveValue(ring.plate);

          // the plate with both VINs and the INN, drawn
          await expect(page.getByTestId('links-summary')).toHaveText(w.summary(3));
          await expect(page.getByRole('img', { name: w.graph })).toBeVisible();
          await page.screenshot({ path: path.join(shotDir, `links-graph-${locale}-${size}.png`), fullPage: true });

          // the same as a list, each source with its date and a link to its incident
          await page.getByRole('tab', { name: w.list }).click();
          const table = page.getByTestId('links-table');
          for (const [index, vin] of ring.vins.entries()) {
            const row = table.getByRole('row').filter({ hasText: vin });
            await expect(row.getByRole('link', { name: w.incident(ring.incidents[index]) })).toHaveAttribute(
              'href',
              `/incidents/view/${ring.incidents[index]}`,
            );
          }
          await expectNoSeriousA11yViolations(page);

          // the CSV of the links
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: w.csv }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`links-plate-${ring.plate}.csv`);
          const csv = readFileSync((await download.path())!, 'utf8')
            .replace(/^\uFEFF/, '')
            .split('\r\n');
          expect(csv[0]).toBe(w.csvHeader);
          expect(csv).toContain(w.csvLine(ring.vins[1], ring.shown[1], ring.incidents[1]));

          // expand the first VIN: its incident also named the INN
          await page.getByRole('button', { name: w.details(ring.vins[0]) }).click();
          const panel = page.getByRole('complementary', { name: w.panel });
          await panel.getByRole('button', { name: w.expand }).click();
          await expect(panel.getByText(w.expanded)).toBeVisible();
          await expect(page.getByTestId('links-summary')).toHaveText(w.summary(4));
          await page.screenshot({ path: path.join(shotDir, `links-list-${locale}-${size}.png`), fullPage: true });

          // and open the incident it came from
          await panel
            .getByRole('link', { name: w.incident(ring.incidents[0]) })
            .first()
            .click();
          await expect(page).toHaveURL(new RegExp(`/incidents/view/${ring.incidents[0]}$`));
        });
      });
    }

    test.describe(locale, () => {
      test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' });

      test('refuses a value that is not of its kind at the field', async ({ page }) => {
        const w = words[locale];
        await signInViaApi(page, 'user');
        await page.goto(`/links?kind=vin&value=123`);
        await settle(page);
        await expect(page.getByRole('textbox', { name: w.value })).toHaveAccessibleDescription(w.badVin);
        await expect(page.getByRole('link', { name: w.menu, exact: true }).first()).toHaveAttribute(
          'aria-current',
          'page',
        );
      });
    });
  }

  test('draws 500 nodes of a hub, cut at the limit, reports its main-thread tasks and exports a bounded PNG', async ({
    page,
  }) => {
    await signInViaApi(page, 'user');
    await page.goto('/links');
    await settle(page);
    // From here on, only the search and the drawing run: the page's code is loaded.
    await page.evaluate(() => {
      const tasks: number[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    await page.getByRole('combobox', { name: 'Вид идентификатора' }).selectOption('plate');
    await page.getByRole('textbox', { name: 'Значение' }).fill(hub.plate);
    await page.getByRole('button', { name: 'Показать связи' }).click();
    await expect(page.getByTestId('links-summary')).toHaveText(/^500 узлов/, { timeout: 60_000 });
    await expect(page.getByTestId('links-cut')).toHaveText(words.ru.cut);
    // The canvas adds its elements a batch a frame (20, then 80 each) and marks itself when the last
    // is in; then a quiet second.
    await expect(page.locator('[data-testid="links-graph"][data-drawn="true"]')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    test.info().annotations.push({ type: 'long tasks (ms)', description: longTasks.join(', ') || 'none' });
    console.log('long tasks (ms):', longTasks.join(', ') || 'none');
    await page.screenshot({ path: path.join(shotDir, 'links-500-nodes.png'), fullPage: true });

    // The whole graph as a PNG, its longer side bounded (`scale: 2` alone made it 16058×15744, 34 MB).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`links-plate-${hub.plate}.png`);
    const pngFile = path.join(shotDir, '..', 'links-500-nodes-export.png');
    await download.saveAs(pngFile);
    const png = readFileSync(pngFile);
    // The IHDR chunk's width and height, big-endian, at bytes 16–23.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    test.info().annotations.push({ type: 'PNG', description: `${width}×${height}, ${png.length} bytes` });
    console.log(`PNG: ${width}×${height}, ${png.length} bytes`);
    expect(Math.max(width, height)).toBeLessThanOrEqual(4096);
    // the graph is not shrunk to a thumbnail: its longer side is at the bound
    expect(Math.max(width, height)).toBeGreaterThanOrEqual(4000);
    // Issue 27's bound (no task over 200 ms) is held by bench/links-render.ts (wall and CPU time of
    // each task, bench/RESULTS.md): a timing asserted here would fail on a loaded machine.
  });
});
