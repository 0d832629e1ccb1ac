import { defaultConsistencySettings } from '@cargo-sentry/contracts/identity-links/consistency';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/render';
import { rulesFormValues, rulesSettingsOf, ruleOutcome, validateRules } from './rule-settings-form';

const t = createTestI18n('en').t;

describe('the consistency rules form', () => {
  it('round-trips the stored settings, an empty threshold field meaning no such class', () => {
    const values = rulesFormValues(defaultConsistencySettings);
    expect(values.plate_vin_mismatch).toEqual({ enabled: true, window_days: 3650, warning_at: '', alert_at: 2 });
    expect(rulesSettingsOf(values)).toEqual(defaultConsistencySettings);
    expect(validateRules(values, t)).toEqual({});
  });

  it('refuses a window out of 1…3650 days, a threshold out of 2…100 and an alert not above the warning', () => {
    const values = rulesFormValues(defaultConsistencySettings);
    values.phone_other_person = { enabled: true, window_days: 0, warning_at: 3, alert_at: 3 };
    values.driver_many_carriers = { enabled: true, window_days: '', warning_at: 1, alert_at: '' };
    expect(validateRules(values, t)).toEqual({
      'phone_other_person.window_days': 'The window is 1 to 3650 days',
      'phone_other_person.alert_at': 'The alert must need more than the warning',
      'driver_many_carriers.window_days': 'The window is 1 to 3650 days',
      'driver_many_carriers.warning_at': 'A whole number from 2 to 100, or empty for none',
    });
  });

  it('says what class the thresholds give', () => {
    expect(ruleOutcome({ enabled: true, window_days: 14, warning_at: 2, alert_at: 4 })).toEqual({
      key: 'links.settings.outcome.both',
      options: { warning: 2, alert: 4 },
    });
    expect(ruleOutcome({ enabled: true, window_days: 1, warning_at: '', alert_at: '' }).key).toBe(
      'links.settings.outcome.info',
    );
    expect(ruleOutcome({ enabled: false, window_days: 1, warning_at: 2, alert_at: '' }).key).toBe(
      'links.settings.outcome.off',
    );
  });
});
