// Where a page load's main-thread time goes (issue 26 §4): loads a page of the running app in
// Debian's Chromium, cold cache, records a performance trace and prints the paints and every long
// task (≥ 50 ms) with what ran in it: the trace's own events and, from its CPU profile, the
// scripts and functions the time was spent in (self time; a browser built-in such as appendChild
// is named with the function that called it). Lighthouse's mobile profile multiplies each
// observed task by 4, so `--cpu 1` (the default) shows the tasks Lighthouse starts from; `--cpu 4`
// slows the CPU as DevTools does.
//
//   npx tsx bench/page-trace.ts --url http://127.0.0.1:8095/login [--signed-in] [--cpu 4] [--save trace.json]
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { arg } from './lib/args';
import { preparePage, signInDemoUser } from './lib/page-session';

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
      url?: string;
      documentLoaderURL?: string;
      nodeName?: string;
      size?: number;
    };
  };
}

interface Sample {
  ts: number;
  frame: string;
  script: string;
}

const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');
const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'}${frame.url ? ` ${short(frame.url)}:${frame.lineNumber + 1}` : ''}`;

/** The CPU profile's samples of one thread: time, innermost function (a built-in with its caller), script. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  let ts = profile.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      if (!node) return;
      const { callFrame } = node;
      const caller = node.parent === undefined ? undefined : nodes.get(node.parent)?.callFrame;
      const builtIn = !callFrame.url && caller?.url;
      samples.push({
        ts,
        frame: builtIn ? `${callFrame.functionName} ← ${frameName(caller)}` : frameName(callFrame),
        script: short(callFrame.url) || callFrame.functionName,
      });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

function top(counts: Map<string, number>, n: number): string {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `      ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');
}

async function record(url: string, rate: number, signedIn: boolean): Promise<TraceEvent[]> {
  const origin = new URL(url).origin;
  const tokens = signedIn ? await signInDemoUser(origin) : null;
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--headless=new', ...chromiumArgs],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    // Lighthouse's mobile screen
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const session = await preparePage(page, origin, tokens);
    await session.send('Emulation.setCPUThrottlingRate', { rate });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  } finally {
    await browser.close();
  }
}

async function main() {
  const url = arg('url', 'http://127.0.0.1:8095/login');
  const rate = Number(arg('cpu', '1'));
  const save = process.argv.includes('--save') ? arg('save', '') : undefined;
  const events = await record(url, rate, process.argv.includes('--signed-in'));
  if (save) writeFileSync(save, JSON.stringify({ traceEvents: events }));

  // the main thread of the renderer that loaded the page
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const { pid, tid, ts: start } = navigation;
  const at = (ts: number) => `${((ts - start) / 1000).toFixed(0)} ms`;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  console.log(`${url}, CPU ×${rate}`);
  for (const e of events.filter((x) => x.pid === pid && x.name === 'firstContentfulPaint')) {
    console.log(`first contentful paint at ${at(e.ts)}`);
  }
  for (const e of events.filter((x) => x.pid === pid && x.name === 'LargestTextPaint::Candidate')) {
    console.log(`largest text candidate at ${at(e.ts)}: ${e.args?.data?.nodeName}, ${e.args?.data?.size} px²`);
  }
  for (const e of events.filter((x) => x.pid === pid && x.name === 'LargestImagePaint::Candidate')) {
    console.log(`largest image candidate at ${at(e.ts)}: ${e.args?.data?.nodeName}, ${e.args?.data?.size} px²`);
  }

  const samples = samplesOf(events, pid, tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  let blocking = 0;
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    const end = task.ts + (task.dur ?? 0);
    blocking += duration - 50;
    const byFrame = new Map<string, number>();
    const byScript = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    within.forEach((sample, i) => {
      const ms = ((within[i + 1]?.ts ?? end) - sample.ts) / 1000;
      byFrame.set(sample.frame, (byFrame.get(sample.frame) ?? 0) + ms);
      byScript.set(sample.script, (byScript.get(sample.script) ?? 0) + ms);
    });
    // what the task was, from the trace's own events nested in it (the longest of each kind)
    const kinds = new Map<string, number>();
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts >= end || e.ph !== 'X' || e.name === 'RunTask' || (e.dur ?? 0) < 5_000) continue;
      const label = `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''}`;
      kinds.set(label, Math.max(kinds.get(label) ?? 0, (e.dur ?? 0) / 1000));
    }
    console.log(`task at ${at(task.ts)}, ${duration.toFixed(0)} ms`);
    console.log(`    events:\n${top(kinds, 8)}`);
    console.log(`    scripts (self time):\n${top(byScript, 6)}`);
    console.log(`    functions (self time):\n${top(byFrame, 12)}`);
  }
  console.log(`${tasks.length} long tasks, ${blocking.toFixed(0)} ms over 50 ms each, summed`);
}

await main();
