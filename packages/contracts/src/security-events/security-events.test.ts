import { describe, expect, it } from 'vitest';
import { leakNoticeQuerySchema, securityEventExportQuerySchema, securityEventQuerySchema } from './security-events';

const problemOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('security event queries', () => {
  it('takes a period in order and refuses one that ends before it starts', () => {
    expect(securityEventQuerySchema.safeParse({ date_from: '2026-01-01', date_to: '2026-01-01' }).success).toBe(true);
    expect(problemOf(securityEventQuerySchema.safeParse({ date_from: '2026-01-02', date_to: '2026-01-01' }))).toEqual([
      'date_to: date_order',
    ]);
  });

  it('refuses an unknown kind, an over-long address and an unknown export format', () => {
    expect(securityEventQuerySchema.safeParse({ kind: 'other' }).success).toBe(false);
    expect(securityEventQuerySchema.safeParse({ address: '1'.repeat(46) }).success).toBe(false);
    expect(securityEventExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(securityEventExportQuerySchema.parse({}).format).toBe('xlsx');
  });

  it('limits a leak notice to 31 days in order', () => {
    expect(leakNoticeQuerySchema.safeParse({ date_from: '2026-01-01', date_to: '2026-01-31' }).success).toBe(true);
    expect(problemOf(leakNoticeQuerySchema.safeParse({ date_from: '2026-01-01', date_to: '2026-02-01' }))).toEqual([
      'date_to: period_too_long',
    ]);
    expect(problemOf(leakNoticeQuerySchema.safeParse({ date_from: '2026-01-02', date_to: '2026-01-01' }))).toEqual([
      'date_to: date_order',
    ]);
    expect(leakNoticeQuerySchema.safeParse({ date_from: '2026-01-01' }).success).toBe(false);
  });
});
