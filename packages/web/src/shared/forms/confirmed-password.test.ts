import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/render';
import { withConfirmedPassword } from './confirmed-password';

const t = createTestI18n('en').t;
const validate = withConfirmedPassword(
  (values: { password: string; confirm: string }): Record<string, string> =>
    values.password ? {} : { password: 'Required' },
  'confirm',
  t,
);

describe('withConfirmedPassword', () => {
  it('asks for the repeated password when it is empty', () => {
    expect(validate({ password: 'secret-1', confirm: '' })).toEqual({ confirm: t('validation.required') });
  });

  it('says the passwords differ, beside the form’s own errors', () => {
    expect(validate({ password: '', confirm: 'secret-1' })).toEqual({
      password: 'Required',
      confirm: t('validation.passwords_mismatch'),
    });
  });

  it('passes a repeated password that matches', () => {
    expect(validate({ password: 'secret-1', confirm: 'secret-1' })).toEqual({});
  });
});
