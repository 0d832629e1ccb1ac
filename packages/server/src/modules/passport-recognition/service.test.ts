import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passportFields,
  recognizePassportResultSchema,
  type PassportDocuments,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { authHeader, createUser, injectMultipart, type MultipartPart, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { openTicket } from '../../../test/verification-tickets';
import { recognizePassport } from './recognize';
import { Ocr } from './tesseract';

const fixtures = join(import.meta.dirname, '../../../test/fixtures/passports');
const truth = JSON.parse(readFileSync(join(fixtures, 'truth.json'), 'utf8')) as {
  file: string;
  documents: PassportDocuments;
}[];
const product = '/api/v1/cargo';

const hasTesseract = (() => {
  try {
    const langs = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return langs.includes('rus') && langs.includes('eng');
  } catch {
    return false;
  }
})();
if (!hasTesseract) {
  console.warn(
    'SKIPPED passport recognition tests: tesseract with rus and eng is not installed ' +
      '(apt-get install tesseract-ocr tesseract-ocr-rus; .ci/run installs them).',
  );
}

/**
 * The floor on the synthetic set (bench/RESULTS.md has the measured figures): each field read
 * exactly on at least 90 % of the pages (a value the user is asked to confirm counts when right),
 * and no wrong value that is not marked for the user to confirm (decision 0054).
 */
const accuracyFloor = 0.9;

function blankPng(width = 800, height = 1100): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(245);
  return PNG.sync.write(png);
}

// The set reads no database, and 40 pages of OCR take a minute or more: it runs once, in the
// embedded-database run, not again when the suite runs on PostgreSQL.
describe.skipIf(!hasTesseract || testDatabaseKind !== 'pglite')('passport recognition on the synthetic set', () => {
  const ocr = new Ocr();
  it(`reads every field on at least ${accuracyFloor * 100} % of ${truth.length} pages, and marks every wrong value`, async () => {
    expect(truth.length).toBeGreaterThanOrEqual(40);
    const right = Object.fromEntries(passportFields.map((field) => [field, 0]));
    const wrongUnmarked: string[] = [];
    for (const sample of truth) {
      const result = await recognizePassport(ocr, readFileSync(join(fixtures, sample.file)));
      expect(recognizePassportResultSchema.parse(result)).toEqual(result);
      for (const field of passportFields) {
        const got = result.documents[field];
        const marked = result.unsure.some((mark) => mark.field === field);
        if (got === sample.documents[field]) right[field]!++;
        else if (got && !marked) wrongUnmarked.push(`${sample.file} ${field}: ${got}`);
        // An empty field always says why, and is never marked (there is nothing to confirm).
        if (!got)
          expect({ field, reason: result.reasons[field], marked }).toEqual({
            field,
            reason: expect.any(String),
            marked: false,
          });
      }
    }
    expect(wrongUnmarked).toEqual([]);
    for (const field of passportFields) {
      expect({ field, accuracy: right[field]! / truth.length }).toEqual({
        field,
        accuracy: expect.toSatisfy((value: number) => value >= accuracyFloor),
      });
    }
  }, 900_000);

  it('gives a blank page empty fields, each with its reason', async () => {
    const result = await recognizePassport(ocr, blankPng());
    expect(result.documents).toEqual({
      last_name: '',
      first_name: '',
      middle_name: '',
      birth_date: '',
      serial_number: '',
      issue_date: '',
    });
    expect(Object.keys(result.reasons).sort()).toEqual([...passportFields].sort());
    expect(result.mrz).toBe('absent');
    expect(result.unsure).toEqual([]);
  });

  it('does not guess: a page of plain noise gives no field', async () => {
    const png = new PNG({ width: 600, height: 800 });
    let seed = 7;
    for (let i = 0; i < png.data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      png.data[i] = i % 4 === 3 ? 255 : seed % 256;
    }
    const result = await recognizePassport(ocr, PNG.sync.write(png));
    expect(Object.values(result.documents).filter(Boolean)).toEqual([]);
  }, 30_000);
});

describe(`POST recognize_passport (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  const page = readFileSync(join(fixtures, truth[0]!.file));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    user = await createUser(t.database, { verificationCount: 5 });
    other = await createUser(t.database, { verificationCount: 5 });
  });
  afterAll(() => t.close());

  const recognize = (parts: MultipartPart[], as: TestUser | null = user) =>
    injectMultipart(t.app, `${product}/verification/recognize_passport`, as, parts);
  const jpeg = (bytes: Uint8Array = page) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it.skipIf(!hasTesseract)(
    'reads a page sent with the consent, and spends no check',
    async () => {
      const res = await recognize([
        ['consent', 'true'],
        ['file', jpeg(), 'passport.jpg'],
      ]);
      expect(res.statusCode).toBe(200);
      const body = recognizePassportResultSchema.parse(res.json());
      expect(body.documents).toEqual(truth[0]!.documents);
      expect(body.mrz).toBe('valid');
      // Whatever is marked names its field's readings; nothing empty is marked.
      for (const mark of body.unsure) expect(body.documents[mark.field]).not.toBe('');
      const current = await t.app.inject({ url: `${product}/user/current`, headers: await authHeader(t.app, user) });
      expect(current.json()).toMatchObject({ verification_count: 5 });
    },
    120_000, // one page's OCR is seconds on an idle machine, many times that on a loaded one
  );

  it.skipIf(!hasTesseract)(
    'takes the user own ticket instead of the consent',
    async () => {
      const ticket = await openTicket(t.database, user, {});
      const res = await recognize([
        ['ticket', ticket.ticket],
        ['file', jpeg(), 'passport.JPG'],
      ]);
      expect(res.statusCode).toBe(200);
    },
    120_000,
  );

  it("refuses another user's ticket, a missing consent, a missing or wrong file, and no sign-in", async () => {
    const theirs = await openTicket(t.database, other, {});
    const foreign = await recognize([
      ['ticket', theirs.ticket],
      ['file', jpeg(), 'passport.jpg'],
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ticket_not_found' });

    const noConsent = await recognize([['file', jpeg(), 'passport.jpg']]);
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ code: 'validation_failed', fields: { consent: [expect.any(String)] } });

    const noFile = await recognize([['consent', 'true']]);
    expect(noFile.statusCode).toBe(400);

    const pdf = await recognize([
      ['consent', 'true'],
      ['file', new Blob(['%PDF-1.4 not an image']), 'passport.pdf'],
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: 'validation_failed' });

    const disguised = await recognize([
      ['consent', 'true'],
      ['file', new Blob(['GIF89a....']), 'passport.jpg'],
    ]);
    expect(disguised.statusCode).toBe(400);

    // A JPEG's signature with nothing decodable behind it.
    const broken = await recognize([
      ['consent', 'true'],
      ['file', jpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])), 'passport.jpg'],
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ fields: { file: ['passport_image'] } });

    const anonymous = await recognize(
      [
        ['consent', 'true'],
        ['file', jpeg(), 'passport.jpg'],
      ],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const res = await recognize([
      ['consent', 'true'],
      ['file', jpeg(big), 'passport.jpg'],
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('answers 503 with a bilingual message where tesseract is missing', async () => {
    const missing = await createTestApp({ TESSERACT_BIN: '/nonexistent/tesseract' });
    try {
      const res = await injectMultipart(
        missing.app,
        `${product}/verification/recognize_passport`,
        await createUser(missing.database, { verificationCount: 5 }),
        [
          ['consent', 'true'],
          ['file', jpeg(), 'passport.jpg'],
        ],
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      expect(res.json<{ detail: string }>().detail).toMatch(/tesseract-ocr-rus.*tesseract-ocr-rus/s);
      expect(res.json<{ detail: string }>().detail).toMatch(/недоступно.*unavailable/s);
    } finally {
      await missing.close();
    }
  });
});
