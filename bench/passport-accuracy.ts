/**
 * Passport recognition on the synthetic set (bench/passport-samples.ts): field accuracy (exact
 * match with the truth) per field and the time per page (p50, p95), one page at a time.
 *
 *   npx tsx bench/passport-accuracy.ts [--verbose]
 *
 * Needs Debian's tesseract-ocr and tesseract-ocr-rus.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { passportFields, type PassportDocuments } from '@cargo-sentry/contracts/passport-recognition';
import { recognizePassport } from '@cargo-sentry/server/src/modules/verification/passport/recognize';
import { percentiles } from './lib/load';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../packages/server/test/fixtures/passports');
const verbose = process.argv.includes('--verbose');
const truth = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as {
  file: string;
  angle: number;
  font: string;
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

async function main() {
  const right = Object.fromEntries(passportFields.map((field) => [field, 0])) as Record<string, number>;
  const wrong = { ...right };
  const times: number[] = [];
  const cpu: number[] = [];
  for (const sample of truth) {
    const bytes = readFileSync(join(dir, sample.file));
    const started = performance.now();
    const cpuBefore = cpuSeconds();
    const result = await recognizePassport(bytes);
    times.push(performance.now() - started);
    cpu.push((cpuSeconds() - cpuBefore) * 1000);
    const misses: string[] = [];
    for (const field of passportFields) {
      const got = result.documents[field];
      if (got === sample.documents[field]) right[field]!++;
      else {
        // A wrong value (not an empty one with its reason) is the worse failure: count it apart.
        if (got) wrong[field]!++;
        misses.push(
          `${field}: "${got}" (${result.sources[field] ?? result.reasons[field]}) ≠ "${sample.documents[field]}"`,
        );
      }
    }
    if (verbose) {
      const time = Math.round(times.at(-1)!);
      console.log(
        `${sample.file} ${time} ms mrz=${result.mrz} angle=${sample.angle} ${sample.font} ${misses.join('; ') || 'all right'}`,
      );
    }
  }
  const latency = percentiles(times);
  const cpuLatency = percentiles(cpu);
  console.log(`\n${truth.length} pages, load average ${loadavg()[0]!.toFixed(2)}`);
  console.log('| field | right | accuracy | wrong value (not empty) |');
  console.log('|---|---|---|---|');
  for (const field of passportFields) {
    const accuracy = ((100 * right[field]!) / truth.length).toFixed(1);
    console.log(`| ${field} | ${right[field]}/${truth.length} | ${accuracy} % | ${wrong[field]} |`);
  }
  console.log(
    `\ntime per page: p50 ${Math.round(latency.p50)} ms, p95 ${Math.round(latency.p95)} ms, max ${Math.round(Math.max(...times))} ms`,
  );
  console.log(
    `CPU per page (node + tesseract): p50 ${Math.round(cpuLatency.p50)} ms, p95 ${Math.round(cpuLatency.p95)} ms`,
  );
}

await main();
