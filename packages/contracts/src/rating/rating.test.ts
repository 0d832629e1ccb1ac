import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyRatingParamsSchema,
  decayOn,
  evidenceKinds,
  evidenceWeights,
  findingKinds,
  fromEpochWeight,
  incidentSeverity,
  isNegativeStatus,
  ratingListQuerySchema,
  scoreCompany,
  toEpochWeight,
  type CompanyEvidence,
} from './rating';
import { addDays } from '../shared/dates';

const asOf = '2026-06-01';
const none: CompanyEvidence = { incidents: [], findings: [], register: null };
const clean: CompanyEvidence['register'] = { status: 'Действующее', flags: [] };
const fresh = (kind: CompanyEvidence['findings'][number]['kind'], n = 1) =>
  Array.from({ length: n }, () => ({ kind, lastSeen: asOf }));

describe('scoreCompany', () => {
  const cases: Array<[string, CompanyEvidence, number]> = [
    ['no data at all: top score', none, 100],
    ['an operating company without flags: top score', { ...none, register: clean }, 100],
    ['one incident today without damage: −12', { ...none, incidents: [{ date: asOf, damage: 0 }] }, 88],
    ['one incident a half-life ago: −6', { ...none, incidents: [{ date: '2025-06-01', damage: 0 }] }, 94],
    ['two half-lives ago: −3', { ...none, incidents: [{ date: '2024-06-01', damage: 0 }] }, 97],
    // lg(1 + 2 161 000 / 1 000 000) = 0.5: the incident weighs 1.5
    ['2.16 mln ₽ of damage today: −18', { ...none, incidents: [{ date: asOf, damage: 2_162_278 }] }, 82],
    // severity stops at 2: one incident never costs more than 24
    ['huge damage costs at most −24', { ...none, incidents: [{ date: asOf, damage: 500_000_000 }] }, 76],
    [
      'many incidents are capped at 36',
      { ...none, incidents: Array.from({ length: 10 }, () => ({ date: asOf, damage: 0 })) },
      64,
    ],
    ['a liquidated company: −25', { ...none, register: { status: 'Ликвидировано', flags: [] } }, 75],
    ['two register flags: −12', { ...none, register: { status: 'Действующее', flags: ['a', 'b'] } }, 88],
    ['flags are capped at 18', { ...none, register: { status: 'Действующее', flags: ['a', 'b', 'c', 'd'] } }, 82],
    ['an open enforcement proceeding seen today: −8', { ...none, findings: fresh('bailiff_debt') }, 92],
    ['enforcement proceedings are capped at 16', { ...none, findings: fresh('bailiff_debt', 5) }, 84],
    ['a court case seen today: −8', { ...none, findings: fresh('court_case') }, 92],
    ['court cases are capped at 16', { ...none, findings: fresh('court_case', 3) }, 84],
    ['a wanted person seen today: −20', { ...none, findings: fresh('wanted_person') }, 80],
    ['wanted persons are capped at 40', { ...none, findings: fresh('wanted_person', 3) }, 60],
    ['a failed check today: −5', { ...none, findings: fresh('failed_check') }, 95],
    ['failed checks are capped at 15', { ...none, findings: fresh('failed_check', 4) }, 85],
    [
      'a wanted person found a half-life ago: −10',
      { ...none, findings: [{ kind: 'wanted_person', lastSeen: '2025-06-01' }] },
      90,
    ],
    [
      'everything at once never goes below 0',
      {
        incidents: Array.from({ length: 5 }, () => ({ date: asOf, damage: 5_000_000 })),
        findings: findingKinds.flatMap((kind) => fresh(kind, 3)),
        register: { status: 'Банкротство', flags: ['a', 'b', 'c'] },
      },
      0,
    ],
  ];
  it.each(cases)('%s', (_name, evidence, score) => {
    expect(scoreCompany(evidence, asOf).score).toBe(score);
  });

  it('ranks many kinds of evidence above one big incident (issue 23 item 15)', () => {
    const bigIncident = scoreCompany({ ...none, incidents: [{ date: asOf, damage: 200_000_000 }] }, asOf);
    // the demo counterparty as the issue describes it: two smaller incidents, a bailiff debt, a
    // court case and three register flags
    const flagged = scoreCompany(
      {
        incidents: [
          { date: addDays(asOf, -30), damage: 1_000_000 },
          { date: addDays(asOf, -200), damage: 500_000 },
        ],
        findings: [
          { kind: 'bailiff_debt', lastSeen: addDays(asOf, -40) },
          { kind: 'court_case', lastSeen: addDays(asOf, -40) },
        ],
        register: { status: 'Действующее', flags: ['a', 'b', 'c'] },
      },
      asOf,
    );
    expect(flagged.score).toBeLessThan(bigIncident.score);
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
    expect(scoreCompany({ ...none, findings: fresh('failed_check') }, asOf).no_negative_data).toBe(false);
  });

  it('never ranks a company without negative data below one with any', () => {
    const withOldSmallIncident = scoreCompany({ ...none, incidents: [{ date: '2001-01-01', damage: 0 }] }, asOf);
    expect(withOldSmallIncident.score).toBeLessThanOrEqual(scoreCompany(none, asOf).score);
    expect(withOldSmallIncident.no_negative_data).toBe(false);
  });

  it('shows each kind with its count, weight and points, adding up to the score', () => {
    const result = scoreCompany(
      {
        incidents: [{ date: asOf, damage: 0 }],
        findings: [...fresh('court_case'), ...fresh('wanted_person'), { kind: 'failed_check', lastSeen: '2025-06-01' }],
        register: { status: 'Ликвидировано', flags: ['a'] },
      },
      asOf,
    );
    expect(result.parts.map((part) => part.kind)).toEqual([...evidenceKinds]);
    const byKind = Object.fromEntries(result.parts.map((part) => [part.kind, part]));
    expect(byKind).toMatchObject({
      incident: { count: 1, weight: 1, points: 12 },
      liquidation: { count: 1, weight: 1, points: 25 },
      register_flag: { count: 1, weight: 1, points: 6 },
      bailiff_debt: { count: 0, weight: 0, points: 0 },
      court_case: { count: 1, weight: 1, points: 8 },
      wanted_person: { count: 1, weight: 1, points: 20 },
      failed_check: { count: 1, weight: 0.5, points: 2.5 },
    });
    expect(result.score).toBe(100 - 12 - 25 - 6 - 8 - 20 - 2.5);
  });

  it('states a weight and a cap for every kind, the cap no less than one fact', () => {
    for (const kind of evidenceKinds) {
      const { points, cap } = evidenceWeights[kind];
      expect(points, kind).toBeGreaterThan(0);
      expect(cap, kind).toBeGreaterThanOrEqual(points);
    }
  });
});

/** Any evidence: dates within 30 years before and 1 year after the as-of day, damages up to 1 bn ₽. */
const dateArb = fc.integer({ min: -30 * 365, max: 365 }).map((days) => addDays(asOf, days));
const incidentArb = fc.record({ date: dateArb, damage: fc.integer({ min: 0, max: 1_000_000_000 }) });
const findingArb = fc.record({ kind: fc.constantFrom(...findingKinds), lastSeen: dateArb });
const flagsArb = fc.array(fc.string({ maxLength: 3 }), { maxLength: 5 });
const registerArb = fc.option(
  fc.record({ status: fc.constantFrom('Действующее', 'Ликвидировано', 'Банкротство'), flags: flagsArb }),
);
const evidenceArb = fc.record({
  incidents: fc.array(incidentArb, { maxLength: 8 }),
  findings: fc.array(findingArb, { maxLength: 8 }),
  register: registerArb,
});

/** One negative fact added to the evidence, wherever it lands in its list. */
const withFactArb = evidenceArb.chain((evidence) =>
  fc
    .oneof(
      incidentArb.map((incident) => ({ kind: 'incident' as const, incident })),
      findingArb.map((finding) => ({ kind: 'finding' as const, finding })),
      fc.constant({ kind: 'flag' as const }),
      fc.constant({ kind: 'liquidation' as const }),
    )
    .chain((fact) => fc.nat().map((at) => ({ evidence, fact, at }))),
);

const insertAt = <T>(list: T[], item: T, at: number) => {
  const i = list.length === 0 ? 0 : at % (list.length + 1);
  return [...list.slice(0, i), item, ...list.slice(i)];
};

function addFact({ evidence, fact, at }: FactCase): CompanyEvidence {
  const register = evidence.register ?? { status: 'Действующее', flags: [] };
  switch (fact.kind) {
    case 'incident':
      return { ...evidence, incidents: insertAt(evidence.incidents, fact.incident, at) };
    case 'finding':
      return { ...evidence, findings: insertAt(evidence.findings, fact.finding, at) };
    case 'flag':
      return { ...evidence, register: { ...register, flags: insertAt(register.flags, 'flag', at) } };
    case 'liquidation':
      // an operating company becomes liquidated; one already negative stays as it is
      return isNegativeStatus(register.status)
        ? evidence
        : { ...evidence, register: { ...register, status: 'Ликвидировано' } };
  }
}
type FactCase = typeof withFactArb extends fc.Arbitrary<infer T> ? T : never;

describe('monotonicity (issue 23 item 15): the score is a safety score, 100 is nothing known', () => {
  it('never rises when a negative fact is added', () => {
    fc.assert(
      fc.property(withFactArb, (example) => {
        expect(scoreCompany(addFact(example), asOf).score).toBeLessThanOrEqual(
          scoreCompany(example.evidence, asOf).score,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('never falls when a negative fact is removed', () => {
    const nonEmpty = evidenceArb.filter(
      (e) => e.incidents.length + e.findings.length + (e.register?.flags.length ?? 0) > 0,
    );
    fc.assert(
      fc.property(nonEmpty, fc.nat(), (evidence, at) => {
        const lists = [
          ...evidence.incidents.map((_, i) => () => ({
            ...evidence,
            incidents: evidence.incidents.filter((__, j) => j !== i),
          })),
          ...evidence.findings.map((_, i) => () => ({
            ...evidence,
            findings: evidence.findings.filter((__, j) => j !== i),
          })),
          ...(evidence.register?.flags ?? []).map((_, i) => () => ({
            ...evidence,
            register: evidence.register && {
              ...evidence.register,
              flags: evidence.register.flags.filter((__, j) => j !== i),
            },
          })),
        ];
        const removed = lists[at % lists.length]();
        expect(scoreCompany(removed, asOf).score).toBeGreaterThanOrEqual(scoreCompany(evidence, asOf).score);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the parts of the formula', () => {
  it.each([
    [0, 1],
    [1_000_000, 1 + Math.log10(2)],
    [9_000_000, 2],
    [99_000_000, 2],
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
