import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dateText, daysBetween, isoWeekday, todayIso } from './dates';

describe('dateText', () => {
  it.each(['2024-02-29', '1900-01-01', '2099-12-31'])('accepts %s', (value) => {
    expect(dateText.parse(value)).toBe(value);
  });

  it.each(['9999-99-99', '2099-02-31', '2023-02-29', '1800-01-01', '2100-01-01', '10007-06-07', '2024-1-5', ''])(
    'rejects %s',
    (value) => {
      expect(dateText.safeParse(value).success).toBe(false);
    },
  );
});

describe('todayIso', () => {
  it('is the UTC calendar day', () => {
    expect(todayIso(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('adds months, clamping the day to the month', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-01-31', -12)).toBe('2023-01-31');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-10', '2024-03-01')).toBe(-9);
  });

  it('numbers weekdays Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
