// The link explorer drawing a 500-node answer (issue 27, "Performance": no main-thread task over
// 200 ms), in Debian's Chromium: the built web app is served from packages/web/dist and its API
// answered in the browser (a signed-in user, and one 500-node answer, the node limit), so the
// figure is the page's work alone, not the server's. Each run opens /links, lets the page settle,
// then observes `longtask` entries from the search's submit until the graph is drawn and quiet.
//   npm run build -w @cargo-sentry/web && npm run bench:links-render -- --runs 5 [--write]
// `--write` puts the table into bench/RESULTS.md (replacing the section of an earlier run).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import type { LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import { chromium, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../packages/web/dist');
const resultsFile = path.join(here, 'RESULTS.md');
const sectionTitle = '## Link explorer: 500 nodes drawn (issue 27, performance)';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The built app as the server's SPA serves it: a file when there is one, index.html otherwise. */
function serveDist(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dist, path.normalize(url.pathname));
    const found = file.startsWith(dist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file) !== '';
    const served = found ? file : path.join(dist, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const user: CurrentUser = {
  id: 3,
  username: 'user',
  email: 'user@example.com',
  phone: '+79990000000',
  first_name: 'Иван',
  last_name: 'Петров',
  company: 'ООО Груз',
  inn: '7707083893',
  notification_language: 'ru',
  subscribed: false,
  is_staff: false,
  can_do_reports: false,
  access_level: 'full',
  demo: false,
  verification_count: 47,
  verification_total: 50,
  disabled_checks: [],
  enable_commercial_prudence: false,
  commercial_prudence_limit_enabled: false,
  commercial_prudence_limit: 0,
  required_vetting_fields: [],
  foreign_documents: false,
};

/**
 * A hub plate at the node limit, shaped as a real one is: 60 identifiers on the first ring (VINs,
 * drivers, phones, carriers), each with its own 7 or 8 on the second; 1 to 3 dated sources per edge.
 */
export function hubAnswer(limit = 500): LinksAnswer {
  const plate = 'А123ВС77';
  const root = `plate:${plate}`;
  const nodes: LinksAnswer['nodes'] = [{ id: root, kind: 'plate', label: plate, value: plate, links: 2140, cut: true }];
  const edges: LinksAnswer['edges'] = [];
  const kinds = ['vin', 'person', 'phone', 'inn'] as const;
  let incident = 1000;
  const sources = (n: number) =>
    Array.from({ length: 1 + (n % 3) }, (_, i) => {
      incident += 1;
      const day = String(1 + ((n + i) % 28)).padStart(2, '0');
      return { kind: 'incident' as const, id: String(incident), date: `2026-10-${day}`, own: true, link: null };
    });
  const add = (kind: (typeof kinds)[number], n: number, from: string) => {
    const label =
      kind === 'vin'
        ? `XTA2109${String(n).padStart(10, '0')}`
        : kind === 'person'
          ? `Водителев${n} Иван Петрович, 0${1 + (n % 9)}.02.198${n % 10}`
          : kind === 'phone'
            ? `+7912${String(n).padStart(7, '0')}`
            : `77${String(n).padStart(8, '0')}`;
    const id = `${kind}:${label}`;
    nodes.push({ id, kind, label, value: label, links: 1, cut: false });
    edges.push({ from, to: id, sources: sources(n) });
    return id;
  };
  const first = Array.from({ length: 60 }, (_, n) => add(kinds[n % 4], n, root));
  for (let n = 60; nodes.length < limit; n++) add(kinds[(n + 1) % 4], n, first[n % first.length]);
  return { root, nodes, edges, cut: true };
}

/** A token the client reads as valid for a day: the API is answered here, nothing checks it. */
function fakeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + 86_400 })}.x`;
}

async function answerApi(page: Page, answer: LinksAnswer): Promise<void> {
  await page.route('**/api/v1/**', async (route) => {
    const url = new URL(route.request().url());
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname.endsWith('/user/current')) return json(200, user);
    if (url.pathname.endsWith('/links')) return json(200, answer);
    return json(404, { code: 'not_found', detail: 'not answered by the bench' });
  });
  const token = fakeToken();
  await page.addInitScript((pair) => {
    localStorage.setItem('cargo_sentry.access', pair);
    localStorage.setItem('cargo_sentry.refresh', pair);
  }, token);
}

interface Run {
  /** Main-thread tasks over 50 ms as the page's `longtask` observer saw them (wall time). */
  tasks: number[];
  /** The same thread's tasks over 50 ms from Chromium's trace: wall time and the thread's CPU time. */
  traced: { wallMs: number; cpuMs: number }[];
  drawnMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The renderer main thread's tasks from a trace. On a loaded machine a task's wall time includes
 * the time the thread waited for a core; `tdur`, the thread's CPU time in it, does not, so it is
 * what the task would take on a quiet machine (less the cache and frequency effects of sharing).
 */
function tracedTasks(trace: Buffer): { wallMs: number; cpuMs: number }[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isMain = (e: TraceEvent) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
  return traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && isMain(e) && (e.dur ?? 0) > 50_000)
    .map((e) => ({ wallMs: Math.round((e.dur ?? 0) / 1000), cpuMs: Math.round((e.tdur ?? 0) / 1000) }));
}

async function measure(page: Page, baseUrl: string): Promise<Run> {
  await page.goto(`${baseUrl}/links`);
  await page.getByRole('button', { name: 'Показать связи' }).waitFor();
  // the page's code loaded and its first render done: from here on only the search and the drawing run
  await page.waitForTimeout(1_500);
  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { benchTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  await page.getByRole('combobox', { name: 'Вид идентификатора' }).selectOption('plate');
  await page.getByRole('textbox', { name: 'Значение' }).fill('А123ВС77');
  await page
    .context()
    .browser()
    ?.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  const started = Date.now();
  await page.getByRole('button', { name: 'Показать связи' }).click();
  await page
    .getByTestId('links-summary')
    .filter({ hasText: /^500 узлов/ })
    .waitFor({ timeout: 60_000 });
  // every element on the canvas: the graph marks itself once the last batch is in
  await page.locator('[data-testid="links-graph"][data-drawn="true"]').waitFor({ timeout: 60_000 });
  const drawnMs = Date.now() - started;
  await page.waitForTimeout(2_000);
  const tasks = await page.evaluate(() => (window as unknown as { benchTasks: number[] }).benchTasks);
  const trace = await page.context().browser()?.stopTracing();
  return { tasks, traced: trace ? tracedTasks(trace) : [], drawnMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
}

function report(runs: Run[], load: number[], commit: string): string {
  const longestCpu = (run: Run) => Math.max(0, ...run.traced.map((task) => task.cpuMs));
  const rows = runs.map(
    (run, i) =>
      `| ${i + 1} | ${run.tasks.length} | ${Math.max(0, ...run.tasks)} | ${longestCpu(run)} | ` +
      `${run.traced.map((task) => `${task.wallMs}/${task.cpuMs}`).join(', ') || '—'} | ${run.drawnMs} |`,
  );
  const longest = runs.map((run) => Math.max(0, ...run.tasks));
  const cpu = runs.map(longestCpu);
  return [
    sectionTitle,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${cpus().length} cores, load average ` +
      `${load.map((l) => l.toFixed(1)).join(' / ')} at the start. \`npm run bench:links-render -- --runs ${runs.length}\`:`,
    "the built app in Debian's Chromium (headless), its API answered in the browser with one 500-node answer",
    '(a hub plate: 60 identifiers around it, 7–8 around each of those, 1–3 dated sources an edge). Main-thread',
    "tasks over 50 ms from the search's submit until the graph is drawn and 2 s quiet: as the page's",
    "`longtask` observer saw them (wall time), and from Chromium's trace with the thread's CPU time in each",
    '(`tdur`), which leaves out the time the thread waited for a core on a loaded machine: what a quiet',
    'machine would take. "Drawn": the submit to the last element on the canvas.',
    '',
    '| run | long tasks | longest wall ms | longest CPU ms | traced tasks, wall/CPU ms | drawn ms |',
    '| --: | ---------: | --------------: | -------------: | ------------------------- | -------: |',
    ...rows,
    '',
    `Longest task, wall: median ${median(longest)} ms, worst ${Math.max(...longest)} ms; CPU: median ` +
      `${median(cpu)} ms, worst ${Math.max(...cpu)} ms. Target: no task over 200 ms on a quiet machine.`,
    '',
  ].join('\n');
}

/** The section into RESULTS.md, after "How to run", in place of an earlier run's. */
function writeResults(section: string): void {
  const text = readFileSync(resultsFile, 'utf8');
  const start = text.indexOf(sectionTitle);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + sectionTitle.length);
    writeFileSync(resultsFile, text.slice(0, start) + section + (next >= 0 ? text.slice(next + 1) : ''));
    return;
  }
  const after = text.indexOf('\n## ', text.indexOf('## How to run') + 1);
  writeFileSync(resultsFile, `${text.slice(0, after + 1)}${section}\n${text.slice(after + 1)}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('build the web app first: npm run build -w @cargo-sentry/web');
  const runs = Number(option('runs', '5'));
  const commit = option('commit', process.env.GIT_COMMIT ?? 'working tree');
  const load = loadavg();
  const server = await serveDist();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const results: Run[] = [];
  try {
    const answer = hubAnswer();
    for (let i = 0; i < runs; i++) {
      // a fresh context a run: nothing cached between them but the browser's compiled code
      const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await answerApi(page, answer);
      const run = await measure(page, baseUrl);
      const traced = run.traced.map((task) => `${task.wallMs}/${task.cpuMs}`).join(', ') || 'none';
      console.log(
        `run ${i + 1}: long tasks ${run.tasks.join(', ') || 'none'} ms; traced wall/CPU ${traced}; drawn in ${run.drawnMs} ms`,
      );
      results.push(run);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const section = report(results, load, commit);
  console.log(`\n${section}`);
  if (process.argv.includes('--write')) writeResults(section);
}

await main();
