import { defaultRetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { describe, expect, it } from 'vitest';
import { retentionErrors } from './retention-errors';

describe('retentionErrors', () => {
  it('finds none in the defaults', () => {
    expect(retentionErrors(defaultRetentionSettings)).toEqual({});
  });

  it('names each field out of its bounds, empty or fractional', () => {
    const errors = retentionErrors({
      ...defaultRetentionSettings,
      ticket_content: 0,
      check_photos: '',
      identity_links: 1.5,
      api_key_addresses: 20,
      register_rows: { ...defaultRetentionSettings.register_rows, passports: 5000 },
    });
    expect(errors).toEqual({
      ticket_content: 'ticket_content',
      check_photos: 'check_photos',
      identity_links: 'identity_links',
      api_key_addresses: 'api_key_addresses',
      'register_rows.passports': 'register_rows',
    });
  });
});
