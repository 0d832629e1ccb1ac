import { describe, expect, it } from 'vitest';
import { dateText, todayIso } from './dates';

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
