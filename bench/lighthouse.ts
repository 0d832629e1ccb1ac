// Lighthouse performance of the login page and the main page (issue 26 §4), in Lighthouse's
// mobile profile (simulated slow 4G and a 4× slower CPU), in Debian's Chromium. Starts the built
// app with its demo data on `--port` (or measures `--url`), signs in as the demo `user` for the
// main page, empties the browser cache before every run, and prints the median of `--runs` runs:
// score, the metrics it is made of, and the JavaScript the page load fetched (bytes on the wire).
// Exits non-zero when a page's median score is under `--min`.
//
// `--save <dir>` writes each run's full Lighthouse report (JSON) there, for the audits behind a score.
//
//   npm run build && npm run bench:lighthouse -- --port 8095 --runs 3
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
// the e2e suite's browser and flags
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { preparePage, signInDemoUser, type TokenPair } from './lib/page-session';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROME_PATH ?? chromiumPath;

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptKib: number;
  scripts: number;
  /** What Lighthouse took as the largest contentful paint, as its selector. */
  lcpElement: string;
}

async function waitForHealth(baseUrl: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not answer /api/v1/health within 300 s');
}

/** The browser state before a run: no cache, and signed in (tokens as the app keeps them) or not. */
async function prepare(page: Page, baseUrl: string, tokens: TokenPair | null) {
  const session = await preparePage(page, baseUrl, tokens);
  await session.detach();
}

function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items;
  return items?.[0]?.items?.[0]?.node?.selector ?? '?';
}

async function measure(page: Page, url: string, savePath: string | undefined): Promise<PageRun> {
  // Storage is prepared above: Lighthouse's own reset would sign the main page out.
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (savePath) writeFileSync(savePath, JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    scriptKib: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

function median(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const port = arg('port', process.env.PORT ?? '8095');
  const runs = Number(arg('runs', '3'));
  const minScore = Number(arg('min', '90'));
  const external = process.argv.includes('--url') ? arg('url', '') : undefined;
  const saveDir = process.argv.includes('--save') ? arg('save', '') : undefined;
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const baseUrl = external ?? `http://127.0.0.1:${port}`;

  let app: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-sentry-lighthouse-'));
  let browser: Browser | undefined;
  try {
    if (!external) {
      app = spawn('node', ['scripts/start.mjs'], {
        cwd: root,
        env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      await waitForHealth(baseUrl, app);
    }
    const tokens = await signInDemoUser(baseUrl);
    browser = await puppeteer.launch({
      executablePath: chromium,
      args: ['--headless=new', ...chromiumArgs],
      headless: true,
    });
    const page = await browser.newPage();
    const pages = [
      { name: 'login', path: '/login', tokens: null },
      { name: 'main', path: '/', tokens },
    ];
    console.log(
      `Lighthouse ${runs}× per page, mobile profile, ${chromium}; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      '| page | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS fetched (KiB on the wire, files) | scores | LCP element |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    let failed = false;
    for (const target of pages) {
      const results: PageRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        await prepare(page, baseUrl, target.tokens);
        const savePath = saveDir ? path.join(saveDir, `${target.name}-${i + 1}.json`) : undefined;
        results.push(await measure(page, `${baseUrl}${target.path}`, savePath));
      }
      const m = median(results);
      failed ||= m.score < minScore;
      console.log(
        `| ${target.name} (${target.path}) | ${m.score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${Math.round(m.si)} | ${m.scriptKib.toFixed(1)} (${m.scripts}) | ${results.map((r) => r.score).join(', ')} | \`${m.lcpElement}\` |`,
      );
    }
    if (failed) {
      console.error(`a page's median performance score is under ${minScore}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    if (app && app.exitCode === null) {
      // the embedded database closes its files on the way out: remove them after it has gone
      const exited = new Promise((resolve) => app?.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
// Lighthouse leaves a promise behind that rejects (with Infinity) once the browser is gone: the
// figures are printed by then, so the process ends here with their verdict.
process.exit(process.exitCode ?? 0);
