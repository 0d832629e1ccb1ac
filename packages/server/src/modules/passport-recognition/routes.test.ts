import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassportMrz } from '@cargo-sentry/contracts/verification/passport-mrz';
import { recognizePassportResultSchema } from '@cargo-sentry/contracts/verification/passport-recognition';
import { createUser, injectMultipart, loginAs, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { recognitionSlots } from './tesseract';

/**
 * The answer's marks and the bounded queue through the real route (decision 0054). OCR is a stand-in
 * `tesseract` that prints what a page's OCR would read — the print says НИКОЛАИ, the MRZ NIKOLAQ —
 * so the answer is known; sign-in under load runs the real tesseract where it is installed.
 */
const fixtures = join(import.meta.dirname, '../../../test/fixtures/passports');
const page = readFileSync(join(fixtures, '01.jpg'));
const product = '/api/v1/cargo';

const hasTesseract = (() => {
  try {
    return execFileSync('tesseract', ['--list-langs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).includes('rus');
  } catch {
    return false;
  }
})();

/** A 200 × 140 grey page with a dark band: enough ink for recognition to read it. */
function smallPage(): Buffer {
  const png = new PNG({ width: 200, height: 140 });
  for (let i = 0; i < png.data.length; i += 4) {
    const dark = Math.floor(i / 4 / 200) % 20 < 4;
    png.data.fill(dark ? 20 : 240, i, i + 3);
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** Tesseract's TSV of one word per row, one line per entry. */
function tsvOf(lines: string[]): string {
  const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const rows = lines.flatMap((line, i) =>
    line
      .split(' ')
      .map((word, j) => `5\t1\t1\t1\t${i + 1}\t${j + 1}\t${100 + j * 160}\t${100 + i * 60}\t150\t30\t95\t${word}`),
  );
  return [header, ...rows].join('\n') + '\n';
}

/** A stand-in tesseract answering by its arguments: the page (rus), the MRZ band, the edge's digits. */
function fakeTesseract(dir: string): string {
  const [mrz1, mrz2] = encodePassportMrz({
    lastName: 'Николаев',
    firstName: 'Николай',
    middleName: 'Иванович',
    birthDate: '1980-07-15',
    sex: 'M',
    serialNumber: '4509123456',
    issueDate: '2011-08-27',
    departmentCode: '770003',
  });
  const pageText = tsvOf([
    'Дата выдачи 27.08.2011 Код подразделения 770-003',
    'Фамилия НИКОЛАЕВ',
    'Имя НИКОЛАИ',
    'Отчество ИВАНОВИЧ',
    'Пол МУЖ. Дата рождения 15.07.1980',
  ]);
  writeFileSync(join(dir, 'page.tsv'), pageText);
  writeFileSync(join(dir, 'mrz.txt'), `${mrz1}\n${mrz2}\n`);
  const script = join(dir, 'tesseract');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      `dir='${dir}'`,
      'case "$*" in *--list-langs*) printf "List of available languages:\\neng\\nrus\\n"; exit 0;; esac',
      'cat > /dev/null',
      'sleep "${FAKE_TESSERACT_SECONDS:-0}"',
      'case "$*" in',
      '  *"-l rus"*) cat "$dir/page.tsv";;',
      '  *"whitelist=0123456789 "*) echo "45 09 123456 45 09 123456";;',
      '  *) cat "$dir/mrz.txt";;',
      'esac',
    ].join('\n') + '\n',
  );
  chmodSync(script, 0o755);
  return script;
}

describe(`recognize_passport: marks and the queue (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fake-tesseract-'));
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000', TESSERACT_BIN: fakeTesseract(dir) });
    user = await createUser(t.database, { verificationCount: 5 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // The stand-in reads nothing from the image: a small one with ink on it decodes in no time.
  const recognize = (app = t.app, as: TestUser = user) =>
    injectMultipart(app, `${product}/verification/recognize_passport`, as, [
      ['consent', 'true'],
      ['file', new Blob([new Uint8Array(smallPage())], { type: 'image/png' }), 'passport.png'],
    ]);

  it(
    'marks a name whose print and MRZ differ, with both readings, and settles the fields that agree',
    { timeout: 60_000 },
    async () => {
      const res = await recognize();
      expect(res.statusCode).toBe(200);
      const body = recognizePassportResultSchema.parse(res.json());
      expect(body.documents).toEqual({
        last_name: 'НИКОЛАЕВ',
        // The MRZ's Q is Й: the print lost the mark, so the MRZ's is the likelier value — but not settled.
        first_name: 'НИКОЛАЙ',
        middle_name: 'ИВАНОВИЧ',
        birth_date: '1980-07-15',
        serial_number: '4509123456',
        issue_date: '2011-08-27',
      });
      expect(body.unsure).toEqual([
        { field: 'first_name', reasons: ['readings_differ'], readings: { printed: 'НИКОЛАИ', mrz: 'НИКОЛАЙ' } },
      ]);
      expect(body.sources).toMatchObject({ last_name: 'text_and_mrz', first_name: 'mrz', birth_date: 'text_and_mrz' });
      expect(body.mrz).toBe('valid');
    },
  );

  it('refuses a page once every slot and the queue are taken, in the one error shape, and takes one again after', async () => {
    const { slots, queueLimit } = recognitionSlots;
    const gate = t.app.ocr.recognitions;
    const held = Array.from({ length: slots + queueLimit }, () => gate.enter()!);
    expect(gate.running).toBe(slots);
    expect(gate.waiting).toBe(queueLimit);

    const refused = await recognize();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    const body = refused.json<{ code: string; detail: string }>();
    expect(body.code).toBe('recognition_busy');
    expect(body.detail).toMatch(/слишком много паспортов.*Too many passports/s);

    // Given back, the held places pass on in turn and the queue empties.
    for (const place of held) (await place)();
    expect(gate.running).toBe(0);
    expect((await recognize()).statusCode).toBe(200);
  }, 60_000);

  it('queues pages up to its bound and answers each, refusing only those beyond it', async () => {
    const { slots, queueLimit } = recognitionSlots;
    process.env.FAKE_TESSERACT_SECONDS = '0.3';
    try {
      const answers = await Promise.all(Array.from({ length: slots + queueLimit + 2 }, () => recognize()));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(slots + queueLimit).fill(200), ...Array<number>(2).fill(503)]);
    } finally {
      delete process.env.FAKE_TESSERACT_SECONDS;
    }
  }, 120_000);
});

describe.skipIf(!hasTesseract)(`sign-in while pages are recognised (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
  });
  afterAll(() => t.close());

  it('signs in while every recognition slot and the queue are busy, before they are done', async () => {
    const user = await createUser(t.database, { verificationCount: 5 });
    const { slots, queueLimit } = recognitionSlots;
    let done = 0;
    const recognitions = Array.from({ length: slots + queueLimit }, () =>
      injectMultipart(t.app, `${product}/verification/recognize_passport`, user, [
        ['consent', 'true'],
        ['file', new Blob([new Uint8Array(page)], { type: 'image/jpeg' }), 'passport.jpg'],
      ]).then((res) => {
        done++;
        return res.statusCode;
      }),
    );
    // Wait until the OCR runs: both slots taken and the rest queued.
    while (t.app.ocr.recognitions.waiting < queueLimit) await new Promise((resolve) => setTimeout(resolve, 20));

    const started = performance.now();
    const tokens = await loginAs(t.app, user);
    const signIn = performance.now() - started;
    expect(tokens.access).toEqual(expect.any(String));
    // Not starved: signed in while the queue still held pages (each takes ~1 s of OCR at least).
    expect(done).toBeLessThan(slots + queueLimit);
    console.info(`sign-in took ${Math.round(signIn)} ms with ${slots + queueLimit - done} recognitions in flight`);
    // Each page answered: read, or — on a machine so loaded that an OCR run passed its time-out — the 503 of a failure.
    for (const status of await Promise.all(recognitions)) expect([200, 503]).toContain(status);
  }, 600_000);
});
