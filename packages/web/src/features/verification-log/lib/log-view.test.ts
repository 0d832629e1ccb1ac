import { describe, expect, it } from 'vitest';
import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { checkChartOption, checkRows, foundShare, monthChartOption, recentMonths, userRows } from './log-view';
import { logQueryFromParams, logQueryToParams } from './log-params';

const zero = { checks: 0, found: 0, clean: 0, errors: 0, unrated: 0 };
const log: VerificationLog = {
  month_from: '2026-10',
  month_to: '2026-11',
  months: ['2026-10', '2026-11'],
  statistics: {
    totals: { checks: 5, found: 2, clean: 2, errors: 1, unrated: 0, tickets: 4, api_checks: 1 },
    by_month: [
      { month: '2026-10', ...zero, tickets: 0, api_checks: 0 },
      { month: '2026-11', checks: 5, found: 2, clean: 2, errors: 1, unrated: 0, tickets: 4, api_checks: 1 },
    ],
    by_check: [
      { check: 'risk', ...zero },
      { check: 'phone', checks: 1, found: 0, clean: 0, errors: 1, unrated: 0 },
      { check: 'passport_complex', checks: 4, found: 2, clean: 2, errors: 0, unrated: 0 },
    ],
    by_month_by_check: [],
    by_user: [
      { user_id: 7, tickets: 3, checks: 4, found: 2, clean: 1, errors: 1, unrated: 0 },
      { user_id: 9, tickets: 1, checks: 1, found: 0, clean: 1, errors: 0, unrated: 0 },
    ],
  },
  ati_statistics: {
    totals: { lookups: 2, ids_found: 1, ids_missing: 1, errors: 0 },
    by_month: [],
    by_user: [{ user_id: 7, lookups: 2, ids_found: 1, ids_missing: 1, errors: 0 }],
  },
  users: [
    { id: 7, username: 'petrov', first_name: 'Иван', last_name: 'Петров', company: 'ООО Груз', is_api_user: false },
    { id: 9, username: 'api_tms', first_name: '', last_name: '', company: 'TMS', is_api_user: true },
  ],
};
const labels = { found: 'Found', clean: 'Clean', errors: 'Errors', unrated: 'Unrated' };

describe('verification statistics view', () => {
  it('joins each user row with its names, API flag and ATI lookups', () => {
    expect(userRows(log)).toMatchObject([
      { id: 7, name: 'Петров Иван', company: 'ООО Груз', isApiUser: false, ati: 2, checks: 4 },
      { id: 9, name: '', company: 'TMS', isApiUser: true, ati: 0, checks: 1 },
    ]);
  });

  it('lists only the checks that ran, most first', () => {
    expect(checkRows(log).map((row) => row.check)).toEqual(['passport_complex', 'phone']);
  });

  it('gives the share of checks that found something, none without checks', () => {
    expect(foundShare({ checks: 3, found: 1 })).toBe(33.3);
    expect(foundShare({ checks: 0, found: 0 })).toBeNull();
  });

  it('stacks found, clean and errors per month, leaving out an unused unrated series', () => {
    const option = monthChartOption(log, labels, (m) => `m${m}`) as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['m2026-10', 'm2026-11']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Found', [0, 2]],
      ['Clean', [0, 2]],
      ['Errors', [0, 1]],
    ]);
  });

  it('puts the most run check on top of the check chart', () => {
    const option = checkChartOption(log, labels, (c) => c.toUpperCase()) as { yAxis: { data: string[] } };
    expect(option.yAxis.data).toEqual(['PHONE', 'PASSPORT_COMPLEX']);
  });

  it('offers recent months newest first', () => {
    expect(recentMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
  });
});

describe('the page URL', () => {
  it('reads period and user, and round-trips them', () => {
    const query = logQueryFromParams(new URLSearchParams('from=2026-01&to=2026-03&user=7'), '2026-11-24');
    expect(query).toEqual({ monthFrom: '2026-01', monthTo: '2026-03', user: 7 });
    expect(logQueryToParams(query)).toEqual({ from: '2026-01', to: '2026-03', user: '7' });
  });

  it('falls back to the last twelve months of everyone on anything the API would refuse', () => {
    const fallback = { monthFrom: '2025-12', monthTo: '2026-11', user: null };
    expect(logQueryFromParams(new URLSearchParams(''), '2026-11-24')).toEqual(fallback);
    expect(logQueryFromParams(new URLSearchParams('from=2026-05&to=2026-01'), '2026-11-24')).toEqual(fallback);
    expect(logQueryFromParams(new URLSearchParams('from=2020-01&to=2026-01'), '2026-11-24')).toEqual(fallback);
    expect(logQueryFromParams(new URLSearchParams('user=abc'), '2026-11-24')).toEqual(fallback);
  });
});
