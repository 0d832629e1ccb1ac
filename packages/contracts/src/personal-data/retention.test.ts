import { describe, expect, it } from 'vitest';
import { standingOfAnswer } from '../verification/standing';
import { defaultRetentionSettings, retentionSettingsOf, retentionSettingsSchema } from './retention';

describe('retention settings', () => {
  it('accepts the defaults', () => {
    expect(retentionSettingsSchema.parse(defaultRetentionSettings)).toEqual(defaultRetentionSettings);
  });

  it('refuses a period out of its bounds', () => {
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, check_photos: 366 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, ticket_content: 0 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, passport_scans: 1 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, ticket_content: 1.5 }).success).toBe(false);
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, api_key_addresses: 29 }).success).toBe(
      false,
    );
    const registers = { ...defaultRetentionSettings.register_rows, passports: 0 };
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, register_rows: registers }).success).toBe(
      false,
    );
  });

  it('refuses an unknown category and an unknown register', () => {
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, faces: 30 }).success).toBe(false);
    const registers = { ...defaultRetentionSettings.register_rows, unknown: 30 };
    expect(retentionSettingsSchema.safeParse({ ...defaultRetentionSettings, register_rows: registers }).success).toBe(
      false,
    );
  });

  it('reads stored settings field by field, defaults for what no longer parses', () => {
    const settings = retentionSettingsOf({ ticket_content: 200, check_photos: 'x', register_rows: { passports: 10 } });
    expect(settings.ticket_content).toBe(200);
    expect(settings.check_photos).toBe(defaultRetentionSettings.check_photos);
    expect(settings.register_rows.passports).toBe(10);
    expect(settings.register_rows.phone_records).toBe(defaultRetentionSettings.register_rows.phone_records);
    expect(retentionSettingsOf(null)).toEqual(defaultRetentionSettings);
    // Settings stored before the API keys' addresses had a period take its default, twelve months.
    expect(retentionSettingsOf({ security_events: 400 }).api_key_addresses).toBe(365);
  });

  it('gives a destroyed answer the standing it kept', () => {
    expect(standingOfAnswer('passport_complex', { destroyed: true, standing: 'alert' }, '2026-01-01')).toEqual({
      standing: 'alert',
    });
  });
});
