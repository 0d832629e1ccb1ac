/**
 * Passport recognition on the synthetic set (bench/passport-samples.ts): per field, how many came
 * back right, right but marked for the user to confirm, wrong but marked, wrong and unmarked (the
 * failure: a value nobody is asked to check), and empty; and the time per page (p50, p95), one page
 * at a time, or with `--queue N` while N other recognitions wait in the server's queue.
 *
 *   npx tsx bench/passport-accuracy.ts [--verbose] [--queue 4]
 *
 * Needs Debian's tesseract-ocr and tesseract-ocr-rus.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  passportFields,
  type PassportDocuments,
  type PassportField,
  type RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { recognizePassport } from '@cargo-sentry/server/src/modules/passport-recognition/recognize';
import { Ocr } from '@cargo-sentry/server/src/modules/passport-recognition/tesseract';
import { percentiles } from './lib/load';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../packages/server/test/fixtures/passports');
const verbose = process.argv.includes('--verbose');
const queueAt = process.argv.indexOf('--queue');
const queued = queueAt >= 0 ? Number(process.argv[queueAt + 1]) : 0;
const truth = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as {
  file: string;
  angle: number;
  font: string;
  layout?: string;
  documents: PassportDocuments;
}[];

/** CPU seconds of this process and of its waited-for children (the tesseract runs), from /proc. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // Fields 16 and 17 of stat (cutime, cstime) are the 14th and 15th after the command name.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (own.user + own.system) / 1e6 + ticks / 100;
  } catch {
    return (own.user + own.system) / 1e6;
  }
}

type Outcome = 'right' | 'right_marked' | 'wrong_marked' | 'wrong_unmarked' | 'empty';
const outcomes: Outcome[] = ['right', 'right_marked', 'wrong_marked', 'wrong_unmarked', 'empty'];

/** How a field came back against the truth: a wrong value the user is not asked to confirm is the failure. */
function outcomeOf(result: RecognizePassportResult, field: PassportField, truth: string): Outcome {
  const got = result.documents[field];
  const marked = result.unsure.some((mark) => mark.field === field);
  if (!got) return 'empty';
  if (got === truth) return marked ? 'right_marked' : 'right';
  return marked ? 'wrong_marked' : 'wrong_unmarked';
}

/** One page through the recognition queue the server uses, as a request would: waiting included. */
async function recognizeQueued(ocr: Ocr, bytes: Uint8Array): Promise<RecognizePassportResult> {
  const entered = ocr.recognitions.enter();
  if (!entered) throw new Error('the recognition queue is full');
  const leave = await entered;
  try {
    return await recognizePassport(ocr, bytes);
  } finally {
    leave();
  }
}

async function main() {
  const ocr = new Ocr();
  const count = Object.fromEntries(
    passportFields.map((field) => [field, Object.fromEntries(outcomes.map((outcome) => [outcome, 0]))]),
  ) as Record<PassportField, Record<Outcome, number>>;
  const times: number[] = [];
  const cpu: number[] = [];
  let failed = 0;
  // Under load: `--queue N` keeps N other recognitions in the queue for the whole run.
  let loading = queued > 0;
  const pages = truth.map((sample) => readFileSync(join(dir, sample.file)));
  const background = Array.from({ length: queued }, async (_, i) => {
    for (let n = i; loading; n++) await recognizeQueued(ocr, pages[n % pages.length]!).catch(() => undefined);
  });
  if (queued > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const [index, sample] of truth.entries()) {
    const started = performance.now();
    const cpuBefore = cpuSeconds();
    let result: RecognizePassportResult;
    try {
      result = await recognizeQueued(ocr, pages[index]!);
    } catch (error) {
      // An OCR time-out on a starved machine: the page counts as failed, the run goes on.
      failed++;
      console.log(`${sample.file} failed: ${error instanceof Error ? error.message.slice(0, 80) : 'unknown'}`);
      continue;
    }
    times.push(performance.now() - started);
    cpu.push((cpuSeconds() - cpuBefore) * 1000);
    const notes: string[] = [];
    for (const field of passportFields) {
      const outcome = outcomeOf(result, field, sample.documents[field]);
      count[field][outcome]++;
      const mark = result.unsure.find((entry) => entry.field === field);
      if (outcome !== 'right' || mark) {
        const why = mark ? mark.reasons.join('+') : (result.reasons[field] ?? result.sources[field]);
        const readings = mark ? ` printed "${mark.readings.printed}" mrz "${mark.readings.mrz}"` : '';
        notes.push(
          `${field} ${outcome}: "${result.documents[field]}" (${why}${readings}) truth "${sample.documents[field]}"`,
        );
      }
    }
    if (verbose) {
      const time = Math.round(times.at(-1)!);
      console.log(
        `${sample.file} ${time} ms mrz=${result.mrz} angle=${sample.angle} ${sample.font}${sample.layout ? ` ${sample.layout}` : ''} ${notes.join('; ') || 'all right'}`,
      );
    }
  }
  loading = false;
  await Promise.all(background);
  const latency = percentiles(times);
  const cpuLatency = percentiles(cpu);
  console.log(
    `\n${truth.length} pages (${failed} failed), ${queued > 0 ? `${queued} other recognitions queued throughout` : 'one at a time'}, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log('| field | right | right, marked | wrong, marked | **wrong, unmarked** | empty |');
  console.log('|---|---|---|---|---|---|');
  const total = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const field of passportFields) {
    const row = count[field];
    for (const outcome of outcomes) total[outcome] += row[outcome];
    console.log(`| ${field} | ${outcomes.map((outcome) => row[outcome]).join(' | ')} |`);
  }
  console.log(`| all | ${outcomes.map((outcome) => total[outcome]).join(' | ')} |`);
  console.log(
    `\ntime per page${queued > 0 ? ' (queue wait included)' : ''}: p50 ${Math.round(latency.p50)} ms, p95 ${Math.round(latency.p95)} ms, max ${Math.round(Math.max(...times))} ms`,
  );
  console.log(
    `CPU of this process and its tesseract children per page${queued > 0 ? ' (the queued ones included)' : ''}: p50 ${Math.round(cpuLatency.p50)} ms, p95 ${Math.round(cpuLatency.p95)} ms`,
  );
}

await main();
