import { describe, expect, it } from 'vitest';
import {
  companyRatingParamsSchema,
  decayOn,
  fromEpochWeight,
  incidentSeverity,
  isNegativeStatus,
  ratingListQuerySchema,
  scoreCompany,
  toEpochWeight,
  type CompanyEvidence,
} from './company-rating';

const asOf = '2026-06-01';
const none: CompanyEvidence = { incidents: [], findings: [], register: null };
const clean: CompanyEvidence['register'] = { status: 'Действующее', flags: [] };

describe('scoreCompany', () => {
  const cases: Array<[string, CompanyEvidence, number]> = [
    ['no data at all: top score', none, 100],
    ['an operating company without flags: top score', { ...none, register: clean }, 100],
    ['one incident today without damage: −20', { ...none, incidents: [{ date: asOf, damage: 0 }] }, 80],
    ['one incident a half-life ago: −10', { ...none, incidents: [{ date: '2025-06-01', damage: 0 }] }, 90],
    ['two half-lives ago: −5', { ...none, incidents: [{ date: '2024-06-01', damage: 0 }] }, 95],
    // lg(1 + 900 000 / 100 000) = 1: the incident weighs 2
    ['900 000 ₽ of damage today: −40', { ...none, incidents: [{ date: asOf, damage: 900_000 }] }, 60],
    // lg(1 + 99.9 mln / 100 000) = 3: weighs 4, 80 points, capped at 60
    ['huge damage is capped at 60', { ...none, incidents: [{ date: asOf, damage: 99_900_000 }] }, 40],
    [
      'many incidents are capped at 60',
      { ...none, incidents: Array.from({ length: 10 }, () => ({ date: asOf, damage: 0 })) },
      40,
    ],
    ['a court case seen today: −10', { ...none, findings: [{ kind: 'court_case', lastSeen: asOf }] }, 90],
    [
      'findings are capped at 20',
      {
        ...none,
        findings: Array.from({ length: 5 }, () => ({ kind: 'bailiff_debt' as const, lastSeen: asOf })),
      },
      80,
    ],
    ['a liquidated company: −20', { ...none, register: { status: 'Ликвидировано', flags: [] } }, 80],
    ['two register flags: −10', { ...none, register: { status: 'Действующее', flags: ['a', 'b'] } }, 90],
    ['flags are capped at 15', { ...none, register: { status: 'Действующее', flags: ['a', 'b', 'c', 'd'] } }, 85],
    [
      'everything at once never goes below 0',
      {
        incidents: Array.from({ length: 5 }, () => ({ date: asOf, damage: 5_000_000 })),
        findings: Array.from({ length: 5 }, () => ({ kind: 'court_case' as const, lastSeen: asOf })),
        register: { status: 'Банкротство', flags: ['a', 'b', 'c'] },
      },
      0,
    ],
  ];
  it.each(cases)('%s', (_name, evidence, score) => {
    expect(scoreCompany(evidence, asOf).score).toBe(score);
  });

  it('gives the same score for the same data, whatever the order', () => {
    const incidents = [
      { date: '2026-01-10', damage: 250_000 },
      { date: '2023-03-02', damage: 0 },
      { date: '2025-11-30', damage: 4_200_000 },
    ];
    const first = scoreCompany({ ...none, incidents }, asOf);
    const again = scoreCompany({ ...none, incidents: [...incidents].reverse() }, asOf);
    expect(again).toEqual(first);
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThan(100);
  });

  it('marks only a company with nothing against it as having no negative data', () => {
    expect(scoreCompany(none, asOf).no_negative_data).toBe(true);
    expect(scoreCompany({ ...none, register: clean }, asOf).no_negative_data).toBe(true);
    expect(scoreCompany({ ...none, register: { status: 'Действующее', flags: ['x'] } }, asOf).no_negative_data).toBe(
      false,
    );
  });

  it('never ranks a company without negative data below one with any', () => {
    const withOldSmallIncident = scoreCompany({ ...none, incidents: [{ date: '2001-01-01', damage: 0 }] }, asOf);
    expect(withOldSmallIncident.score).toBeLessThanOrEqual(scoreCompany(none, asOf).score);
    expect(withOldSmallIncident.no_negative_data).toBe(false);
  });

  it('shows the parts that add up to the score', () => {
    const result = scoreCompany(
      {
        incidents: [{ date: asOf, damage: 0 }],
        findings: [{ kind: 'court_case', lastSeen: asOf }],
        register: { status: 'Ликвидировано', flags: ['a'] },
      },
      asOf,
    );
    expect(result).toMatchObject({
      incidents_penalty: 20,
      findings_penalty: 10,
      register_penalty: 25,
      incident_weight: 1,
      finding_weight: 1,
      score: 45,
    });
  });
});

describe('the parts of the formula', () => {
  it.each([
    [0, 1],
    [100_000, 1 + Math.log10(2)],
    [900_000, 2],
    [9_900_000, 3],
    [-5, 1],
  ])('a damage of %d ₽ weighs %d', (damage, severity) => {
    expect(incidentSeverity(damage)).toBeCloseTo(severity, 9);
  });

  it.each([
    ['2026-06-01', 1],
    ['2025-06-01', 0.5],
    ['2024-06-01', 0.25],
  ])('an item dated %s keeps %d of its weight', (date, share) => {
    expect(decayOn(date, asOf)).toBeCloseTo(share, 9);
  });

  it('reads an epoch-relative sum back as the decayed weight', () => {
    for (const date of ['1950-07-01', '2000-01-01', '2019-02-28', '2026-06-01']) {
      expect(fromEpochWeight(toEpochWeight(3, date), asOf)).toBeCloseTo(3 * decayOn(date, asOf), 9);
    }
  });

  it.each([
    ['Действующее', false],
    [' действует ', false],
    ['Ликвидировано', true],
    ['В стадии ликвидации', true],
    ['', false],
    [null, false],
  ])('status %j is negative: %s', (status, negative) => {
    expect(isNegativeStatus(status)).toBe(negative);
  });
});

describe('the wire', () => {
  it('defaults to the riskiest first, 20 a page', () => {
    expect(ratingListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20, sort: 'score' });
  });

  it.each([{ sort: 'name' }, { page_size: '101' }, { page: '0' }, { s: 'x'.repeat(101) }, { s: 'a\u0000' }])(
    'refuses %j',
    (query) => {
      expect(ratingListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('accepts a valid INN only', () => {
    expect(companyRatingParamsSchema.safeParse({ inn: '7799000012' }).success).toBe(true);
    expect(companyRatingParamsSchema.safeParse({ inn: '7799000013' }).success).toBe(false);
    expect(companyRatingParamsSchema.safeParse({ inn: '12345' }).success).toBe(false);
  });
});
