import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passportFields,
  recognizePassportResultSchema,
  type PassportDocuments,
} from '@cargo-sentry/contracts/passport-recognition';
import { authHeader, createUser, injectMultipart, type MultipartPart, type TestUser } from '../../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../../test/test-app';
import { openTicket } from '../tickets';
import { recognizePassport } from './recognize';
import { resetOcrAvailability } from './tesseract';

const fixtures = join(import.meta.dirname, '../../../../test/fixtures/passports');
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
 * The floor on the synthetic set (bench/RESULTS.md has the measured accuracy): each field read
 * exactly on at least 90 % of the 24 pages, and at most one wrong (non-empty) value per field.
 */
const accuracyFloor = 0.9;
const maxWrongPerField = 1;

function blankPng(width = 800, height = 1100): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(245);
  return PNG.sync.write(png);
}

describe.skipIf(!hasTesseract)('passport recognition on the synthetic set', () => {
  it(`reads every field on at least ${accuracyFloor * 100} % of ${truth.length} pages`, async () => {
    expect(truth.length).toBeGreaterThanOrEqual(20);
    const right = Object.fromEntries(passportFields.map((field) => [field, 0]));
    const wrong = Object.fromEntries(passportFields.map((field) => [field, 0]));
    for (const sample of truth) {
      const result = await recognizePassport(readFileSync(join(fixtures, sample.file)));
      for (const field of passportFields) {
        if (result.documents[field] === sample.documents[field]) right[field]!++;
        else if (result.documents[field]) wrong[field]!++;
        // An empty field always says why.
        if (!result.documents[field]) expect(result.reasons[field]).toBeDefined();
      }
    }
    for (const field of passportFields) {
      expect({ field, accuracy: right[field]! / truth.length }).toEqual({
        field,
        accuracy: expect.toSatisfy((value: number) => value >= accuracyFloor),
      });
      expect({ field, wrong: wrong[field] }).toEqual({
        field,
        wrong: expect.toSatisfy((n: number) => n <= maxWrongPerField),
      });
    }
  }, 180_000);

  it('gives a blank page empty fields, each with its reason', async () => {
    const result = await recognizePassport(blankPng());
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
  });

  it('does not guess: a page of plain noise gives no field', async () => {
    const png = new PNG({ width: 600, height: 800 });
    let seed = 7;
    for (let i = 0; i < png.data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      png.data[i] = i % 4 === 3 ? 255 : seed % 256;
    }
    const result = await recognizePassport(PNG.sync.write(png));
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
  afterAll(() => {
    delete process.env.TESSERACT_BIN;
    resetOcrAvailability();
    return t.close();
  });

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
      const current = await t.app.inject({ url: `${product}/user/current`, headers: await authHeader(t.app, user) });
      expect(current.json()).toMatchObject({ verification_count: 5 });
    },
    30_000,
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
    30_000,
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
    process.env.TESSERACT_BIN = '/nonexistent/tesseract';
    resetOcrAvailability();
    try {
      const res = await recognize([
        ['consent', 'true'],
        ['file', jpeg(), 'passport.jpg'],
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      expect(res.json<{ detail: string }>().detail).toMatch(/tesseract-ocr-rus.*tesseract-ocr-rus/s);
      expect(res.json<{ detail: string }>().detail).toMatch(/недоступно.*unavailable/s);
    } finally {
      delete process.env.TESSERACT_BIN;
      resetOcrAvailability();
    }
  });
});
