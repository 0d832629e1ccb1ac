import { describe, expect, it } from 'vitest';
import { reportFilterSchema } from '@cargo-sentry/contracts/reports/reports';
import { emptyFilter } from '@/shared/incident-filter/filter-state';
import { isPending } from '../api/get-reports';
import { initialReportFilter, reportFilterOf } from './report-filter';

const today = '2026-11-24';

describe('the report filter', () => {
  it('turns the page’s starting period (the last year) into dates ending today', () => {
    expect(reportFilterOf(initialReportFilter, today)).toEqual({ date_from: '2025-11-24', date_to: today });
  });

  it('keeps chosen dates and the other conditions, dropping the period', () => {
    const filter = reportFilterOf(
      {
        ...emptyFilter,
        period: '3m',
        dateFrom: '2026-01-01',
        dateTo: '2026-03-31',
        cargo: [2],
        geo: ['region:5'],
        price: [-1],
      },
      today,
    );
    expect(filter).toEqual({ date_from: '2026-01-01', date_to: '2026-03-31', cargo: [2], geo: ['region:5'] });
    expect(reportFilterSchema.safeParse(filter).success).toBe(true);
  });

  it('covers the year before an end date given alone, so the period is never inverted', () => {
    expect(reportFilterOf({ ...emptyFilter, dateTo: '2024-06-30' }, today)).toEqual({
      date_from: '2023-06-30',
      date_to: '2024-06-30',
    });
  });

  it('runs a start date alone to today', () => {
    expect(reportFilterOf({ ...emptyFilter, dateFrom: '2026-05-01' }, today)).toMatchObject({
      date_from: '2026-05-01',
      date_to: today,
    });
  });
});

describe('report polling', () => {
  it('waits for queued and running reports only', () => {
    expect(['queued', 'running', 'done', 'failed'].map((status) => isPending({ status: status as never }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
