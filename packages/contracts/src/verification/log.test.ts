import { describe, expect, it } from 'vitest';
import { atiOutcomeOf, defaultStatisticsPeriod, monthsBetween, outcomeOf, verificationLogQuerySchema } from './log';
import { reportFileName, reportFilterSchema } from '../reports/reports';

describe('verification statistics period', () => {
  it('lists the months of a period across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('defaults to this month and the eleven before', () => {
    expect(defaultStatisticsPeriod('2026-03-31')).toEqual({ month_from: '2025-04', month_to: '2026-03' });
  });

  it('refuses months out of order, over 36 months, and malformed ones', () => {
    const parse = (q: object) => verificationLogQuerySchema.safeParse(q).success;
    expect(parse({ month_from: '2023-01', month_to: '2025-12' })).toBe(true);
    expect(parse({ month_from: '2022-12', month_to: '2025-12' })).toBe(false);
    expect(parse({ month_from: '2025-02', month_to: '2025-01' })).toBe(false);
    expect(parse({ month_from: '2025-1' })).toBe(false);
    expect(parse({ user: '01' })).toBe(false);
  });
});

describe('what a check came to', () => {
  it('counts warnings and alerts as found, success as clean, not carried out as a provider error', () => {
    expect(['alert', 'warning', 'success', 'not_carried_out', 'not_checked'].map((s) => outcomeOf(s as never))).toEqual(
      ['found', 'found', 'clean', 'errors', 'unrated'],
    );
  });

  it('counts an ATI lookup that returned ids as found, one without as missing', () => {
    expect(atiOutcomeOf('success')).toBe('ids_found');
    expect(atiOutcomeOf('warning')).toBe('ids_missing');
    expect(atiOutcomeOf('not_carried_out')).toBe('errors');
  });
});

describe('report filter', () => {
  it('needs both ends of the period, in order, at most ten years apart', () => {
    const parse = (f: object) => reportFilterSchema.safeParse(f).success;
    expect(parse({ date_from: '2025-01-01', date_to: '2025-12-31', cargo: [1] })).toBe(true);
    expect(parse({ date_from: '2025-01-01' })).toBe(false);
    expect(parse({ date_to: '2025-01-01' })).toBe(false);
    expect(parse({ date_from: '2025-02-01', date_to: '2025-01-01' })).toBe(false);
    expect(parse({ date_from: '2010-01-01', date_to: '2025-01-01' })).toBe(false);
  });

  it('names the file after the period and format', () => {
    expect(reportFileName({ date_from: '2025-01-01', date_to: '2025-03-31', format: 'xlsx' })).toBe(
      'incident_report_2025-01-01_2025-03-31.xlsx',
    );
  });
});
