import { describe, expect, it } from 'vitest';
import {
  consistencyClassOf,
  consistencySettingsSchema,
  defaultConsistencySettings,
  findingClassOf,
} from './consistency';

describe('findingClassOf', () => {
  const phone = defaultConsistencySettings.phone_other_person;
  const carriers = defaultConsistencySettings.driver_many_carriers;
  it.each([
    [1, null],
    [2, 'warning'],
    [3, 'alert'],
    [7, 'alert'],
  ] as const)('a phone given by %i people → %s', (count, expected) => {
    expect(findingClassOf(count, phone)).toBe(expected);
  });

  it.each([
    [1, null],
    [2, 'warning'],
    [3, 'warning'],
    [4, 'alert'],
  ] as const)('a driver of %i carriers → %s', (count, expected) => {
    expect(findingClassOf(count, carriers)).toBe(expected);
  });

  it('a rule without thresholds informs when it found anything', () => {
    expect(findingClassOf(1, defaultConsistencySettings.driver_is_carrier_officer)).toBeNull();
    expect(findingClassOf(2, defaultConsistencySettings.driver_is_carrier_officer)).toBe('info');
  });

  it('a rule with a warning only never alerts', () => {
    expect(findingClassOf(50, defaultConsistencySettings.checked_by_many_companies)).toBe('warning');
    expect(findingClassOf(2, defaultConsistencySettings.checked_by_many_companies)).toBeNull();
  });
});

describe('consistencyClassOf', () => {
  it.each([
    [[], 'success'],
    [['info'], 'success'],
    [['info', 'warning'], 'warning'],
    [['warning', 'alert'], 'alert'],
  ] as const)('%o → %s', (classes, expected) => {
    expect(consistencyClassOf(classes.map((c) => ({ class: c })))).toBe(expected);
  });
});

describe('consistencySettingsSchema', () => {
  it('takes the defaults', () => {
    expect(consistencySettingsSchema.parse(defaultConsistencySettings)).toEqual(defaultConsistencySettings);
  });

  it.each([
    ['a window of 0 days', { window_days: 0 }, 'window_days'],
    ['a window beyond ten years', { window_days: 3651 }, 'window_days'],
    ['a fractional window', { window_days: 1.5 }, 'window_days'],
    ['a threshold of one', { warning_at: 1 }, 'warning_at'],
    ['a threshold beyond 100', { alert_at: 101 }, 'alert_at'],
    ['an alert below the warning', { warning_at: 3, alert_at: 3 }, 'alert_at'],
  ])('refuses %s', (_, change, field) => {
    const settings = {
      ...defaultConsistencySettings,
      phone_other_person: { ...defaultConsistencySettings.phone_other_person, ...change },
    };
    const result = consistencySettingsSchema.safeParse(settings);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['phone_other_person', field]);
  });

  it('refuses settings that leave a rule out', () => {
    const { plate_vin_mismatch: _, ...rest } = defaultConsistencySettings;
    expect(consistencySettingsSchema.safeParse(rest).success).toBe(false);
  });
});
