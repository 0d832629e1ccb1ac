import { expect as baseExpect, test, type Page, type Response } from '@playwright/test';
import { signInViaApi } from './support/api';

// Journey (issue 4): the incident map stays interactive. While a user pans, zooms and filters,
// no main-thread task may run longer than 200 ms.

const expect = baseExpect.configure({ timeout: 30_000 });
// Playwright's trace takes DOM snapshots and screencast frames on the page's own main thread
// around every action: with them on, the harness itself adds tasks of up to ~1.2 s to what is
// measured. The action log and network stay in the trace.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });
const longTaskLimitMs = 200;
const clustersPath = '/incident/map_clusters';

interface LongTask {
  start: number;
  duration: number;
}

interface ClustersCall {
  step: string;
  status: number;
  bbox: string | null;
  zoom: string | null;
  category: string | null;
}

declare global {
  interface Window {
    e2eLongTasks?: { tasks: LongTask[]; observer: PerformanceObserver };
  }
}

/** Records every long task of the page from its first script on (buffered, so none is missed). */
async function collectLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: LongTask[] = [];
    const record = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    };
    const observer = new PerformanceObserver(record);
    observer.observe({ type: 'longtask', buffered: true });
    window.e2eLongTasks = { tasks, observer };
  });
}

async function readLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => {
    const collector = window.e2eLongTasks;
    if (!collector) throw new Error('the long-task collector is not installed');
    // Entries still queued for the observer callback would otherwise be missed.
    for (const entry of collector.observer.takeRecords())
      collector.tasks.push({ start: entry.startTime, duration: entry.duration });
    return collector.tasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) }));
  });
}

/** The map has drawn its base layer and the clusters of the current filter. */
async function waitForMap(page: Page): Promise<void> {
  // The base map's worker can be slow to start on a loaded 2-core machine.
  await expect(page.getByTestId('base-map')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  await expect(page.getByTestId('map-loading')).toHaveCount(0);
  await expect(page.getByTestId('map-total')).toBeVisible();
  await expect(clusterButtons(page).first()).toBeVisible();
}

function clusterButtons(page: Page) {
  return page.getByTestId('base-map').getByRole('button', { name: /приблизить$/ });
}

const isClusters = (response: Response) => response.url().includes(clustersPath);

/**
 * Runs one user step and waits until the map has fetched and drawn the clusters it caused. Moves
 * are debounced and stale requests aborted, so the step is done at the first 200 answer after it
 * that matches `accept` and once no request is in flight.
 */
async function step(
  page: Page,
  action: () => Promise<void>,
  accept: (url: URL) => boolean = () => true,
): Promise<void> {
  const answered = page.waitForResponse((r) => isClusters(r) && r.status() === 200 && accept(new URL(r.url())), {
    timeout: 30_000,
  });
  await action();
  await answered;
  await expect(page.getByTestId('map-loading')).toHaveCount(0);
}

/** A point of the map where the canvas itself (no cluster button, control or badge) takes the mouse. */
async function freeMapPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  // The map sits below the filter panel: bring all of it on screen, or drags end outside the page.
  await page.getByTestId('base-map').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('base-map').boundingBox();
  if (!box) throw new Error('the map has no box');
  const point = await page.evaluate(
    ({ box: b, fx: x0, fy: y0 }) => {
      // Spiral out from the wanted point until the canvas is hit: a drag that starts on a cluster
      // button would end in a click on it and zoom in instead of panning.
      for (let r = 0; r < 200; r += 10) {
        for (let a = 0; a < 360; a += 30) {
          const x = b.x + b.width * x0 + r * Math.cos((a * Math.PI) / 180);
          const y = b.y + b.height * y0 + r * Math.sin((a * Math.PI) / 180);
          if (document.elementFromPoint(x, y)?.tagName === 'CANVAS') return { x, y };
        }
      }
      return null;
    },
    { box, fx, fy },
  );
  if (!point) throw new Error('no free point on the map to drag from');
  return point;
}

async function drag(page: Page, dx: number, dy: number): Promise<void> {
  const from = await freeMapPoint(page, 0.5, 0.5);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}

async function wheel(page: Page, deltaY: number): Promise<void> {
  const at = await freeMapPoint(page, 0.5, 0.5);
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, deltaY);
}

test.describe('map responsiveness', () => {
  test.setTimeout(300_000);
  // A timing property on a shared machine: one noisy spike (another process taking the core the
  // software WebGL needs) gets one more run; a real regression fails both.
  test.describe.configure({ retries: 1 });
  // A 2-core machine shared by the team: give every wait room.
  test.use({ actionTimeout: 30_000 });

  test('panning, zooming and filtering the map never blocks the main thread over 200 ms', async ({
    page,
  }, testInfo) => {
    const calls: ClustersCall[] = [];
    const steps: { name: string; at: number }[] = [];
    let currentStep = 'load';
    const begin = async (name: string) => {
      currentStep = name;
      steps.push({ name, at: await page.evaluate(() => performance.now()) });
    };
    page.on('response', (response) => {
      if (!isClusters(response)) return;
      const params = new URL(response.url()).searchParams;
      calls.push({
        step: currentStep,
        status: response.status(),
        bbox: params.get('bbox'),
        zoom: params.get('zoom'),
        category: params.get('category'),
      });
    });

    await collectLongTasks(page);
    await signInViaApi(page, 'analyst');
    await page.goto('/incidents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await waitForMap(page);
    expect(
      await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')),
      'the browser reports long tasks',
    ).toBe(true);

    // The first load (MapLibre's module evaluation, style and WebGL setup; with --disable-gpu WebGL
    // runs in SwiftShader on the CPU) is not what issue 4 is about: only tasks that start after
    // this mark count. Any task before it ended before it, as the mark itself runs on the main thread.
    await begin('pan');
    const interactionStart = steps[0].at;
    const total = page.getByTestId('map-total');

    for (const [dx, dy] of [
      [-220, 60],
      [180, -90],
      [-140, -120],
      [200, 140],
    ]) {
      await step(page, () => drag(page, dx, dy));
    }

    await begin('wheel-in');
    for (let i = 0; i < 3; i++) await step(page, () => wheel(page, -400));
    await begin('wheel-out');
    for (let i = 0; i < 2; i++) await step(page, () => wheel(page, 400));

    await begin('cluster-click');
    const zoomBefore = Number(calls.at(-1)?.zoom);
    await step(
      page,
      () => clusterButtons(page).first().click(),
      (url) => Number(url.searchParams.get('zoom')) > zoomBefore,
    );
    await page.waitForTimeout(500);

    await begin('filter');
    const beforeFilter = await total.innerText();
    await page.getByRole('checkbox', { name: 'Кража' }).check();
    await step(
      page,
      () => page.getByRole('button', { name: 'Применить' }).click(),
      (url) => url.searchParams.has('category'),
    );
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByText('Кража')).toBeVisible();
    await expect(total).not.toHaveText(beforeFilter);

    await begin('chip-remove');
    const filtered = await total.innerText();
    await step(
      page,
      () => chips.getByRole('button', { name: 'Убрать фильтр «Кража»' }).click(),
      (url) => !url.searchParams.has('category'),
    );
    await expect(chips).toHaveCount(0);
    await expect(total).not.toHaveText(filtered);

    await begin('pan-after-filter');
    await step(page, () => drag(page, -160, 80));
    // Let the last frame and any trailing work finish before reading the collector.
    await page.waitForTimeout(1_000);

    const all = await readLongTasks(page);
    const during = all.filter((task) => task.start >= interactionStart);
    const max = Math.max(0, ...during.map((task) => task.duration));
    const byStep = steps.map(({ name, at }, i) => {
      const end = steps[i + 1]?.at ?? Infinity;
      const durations = during.filter((task) => task.start >= at && task.start < end).map((task) => task.duration);
      return { step: name, count: durations.length, maxMs: Math.max(0, ...durations) };
    });
    const summary = {
      limitMs: longTaskLimitMs,
      interactionStartMs: Math.round(interactionStart),
      duringInteraction: { count: during.length, maxMs: max, byStep, durationsMs: during.map((task) => task.duration) },
      beforeInteraction: all.filter((task) => task.start < interactionStart),
      mapClustersCalls: calls,
    };
    await testInfo.attach('long-tasks.json', {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    });
    console.log(
      `long tasks during interaction: ${during.length}, max ${max} ms (before interaction: ${summary.beforeInteraction.length}, ` +
        `max ${Math.max(0, ...summary.beforeInteraction.map((task) => task.duration))} ms); map_clusters calls: ${calls.length}; ` +
        byStep.map((s) => `${s.step} ${s.count}/${s.maxMs} ms`).join(', '),
    );

    // The journey really moved the map: every answer was a 200, and the requests covered several
    // viewports, at least two zoom levels and both filters. Otherwise "no long task" proves nothing.
    const interacted = calls.filter((call) => call.step !== 'load');
    expect(interacted.length).toBeGreaterThanOrEqual(10);
    expect(calls.filter((call) => call.status !== 200)).toEqual([]);
    expect(new Set(interacted.map((call) => call.bbox)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(interacted.map((call) => call.zoom)).size).toBeGreaterThanOrEqual(2);
    expect(interacted.some((call) => call.category !== null)).toBe(true);

    expect(
      during.filter((task) => task.duration > longTaskLimitMs),
      `main-thread tasks over ${longTaskLimitMs} ms while panning, zooming or filtering`,
    ).toEqual([]);
  });
});
