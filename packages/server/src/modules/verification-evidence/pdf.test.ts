import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { evidenceContent } from './content';
import { evidenceHash } from './service';
import { buildEvidencePdf } from './pdf';

const content = (lang: 'ru' | 'en', results: Record<string, unknown>) =>
  evidenceContent({
    report: '5b0f6a43-2f5e-4c55-9f57-0d5c3c1f2a10',
    generatedAt: new Date('2026-11-24T23:00:00Z'),
    lang,
    ticket: {
      id: '9a0f6a43-2f5e-4c55-9f57-0d5c3c1f2a11',
      createdAt: new Date('2026-01-10T08:00:00Z'),
      expiresAt: new Date('2026-01-11T08:00:00Z'),
      consentAt: new Date('2026-01-10T08:00:00Z'),
      inputs: { lastName: 'Доказательнов', drivingLicenseNumber: '7719876543' },
      results,
      checks: Object.keys(results),
    },
    owner: { username: 'anna', name: 'Анна Проверяющая', company: 'ООО «Надёжный груз»' },
    generator: { username: 'anna', name: 'Анна Проверяющая', company: 'ООО «Надёжный груз»' },
    publicUrl: 'http://localhost:8080',
  });

const driver = {
  wanted: false,
  status: 'Действует',
  // expired on 30.06.2026, after the ticket's day (10.01.2026) and before any run of this test
  drivingLicenseExpiryDate: '2026-06-30',
  drivingLicenseCategory: 'B, C, CE',
  decisionList: [],
};

describe('the evidence PDF', () => {
  it('is the same bytes for the same content, and its hash follows the content only', async () => {
    const first = content('ru', { driver });
    const pdf = (c: typeof first) => buildEvidencePdf(c, evidenceHash(c), 'http://localhost:8080/verify');
    expect((await pdf(first)).equals(await pdf(content('ru', { driver })))).toBe(true);
    expect(evidenceHash(first)).toBe(evidenceHash(content('ru', { driver })));
    expect(evidenceHash(first)).not.toBe(evidenceHash(content('ru', { driver: { ...driver, wanted: true } })));
    expect(evidenceHash(first)).not.toBe(evidenceHash(content('en', { driver })));
  });

  it("judges a licence on the ticket's day, not the download's: valid then, valid in the report", async () => {
    const c = content('ru', { driver });
    expect(c.checks).toMatchObject([
      { check: 'driver', standing: 'success', class: 'Норма', reason: 'Удостоверение действительно' },
    ]);
    const text = await pdfText(await buildEvidencePdf(c, evidenceHash(c), 'http://localhost:8080/verify'));
    // the footer: report id, page of pages and the hash
    expect(text).toContain(`${c.report} · Страница 1 / 1`);
    expect(text).toContain(`SHA-256 ${evidenceHash(c)}`);
    expect(text).toContain('Удостоверение действительно');
    expect(text).toContain('B, C, CE');
    expect(text).toContain('77 ** ***543');
  });
});
