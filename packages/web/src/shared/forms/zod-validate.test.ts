import { registrationSchema, tokenRequestSchema } from '@cargo-sentry/contracts/auth/auth';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-validate';

// Returns the key plus its options, so the test sees which message was chosen.
const t = ((key: string, options?: Record<string, unknown>) =>
  options && 'min' in options ? `${key}:${String(options.min)}` : key) as unknown as TFunction;

describe('zodValidate', () => {
  it('reports empty fields with the "can\'t be empty" message', () => {
    expect(zodValidate(tokenRequestSchema, t)({ username: '  ', password: '' })).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
  });

  it('maps contract checks to their messages', () => {
    const errors = zodValidate(
      registrationSchema,
      t,
    )({
      first_name: 'Иван',
      last_name: 'Петров',
      phone: '12',
      email: 'nope',
      password: 'short',
      inn: '1234567890',
      field_of_activity: undefined,
      office_function: 2,
      company: 'ООО',
    });
    expect(errors).toEqual({
      phone: 'validation.invalid_phone',
      email: 'validation.invalid_email',
      password: 'validation.too_short:8',
      inn: 'validation.invalid_inn_checksum',
      field_of_activity: 'validation.required',
    });
  });

  it('tells an INN of the wrong length from one with wrong check digits', () => {
    const validate = zodValidate(registrationSchema, t);
    const base = { first_name: 'И', last_name: 'П', phone: '+79990000000', email: 'a@b.ru', company: 'ООО' };
    expect(validate({ ...base, inn: '12345' }).inn).toBe('validation.invalid_inn');
    expect(validate({ ...base, inn: '1234567890' }).inn).toBe('validation.invalid_inn_checksum');
    expect(validate({ ...base, inn: '7707083893' }).inn).toBeUndefined();
  });

  it('returns no errors for valid input', () => {
    expect(zodValidate(tokenRequestSchema, t)({ username: 'user', password: 'x' })).toEqual({});
  });
});

describe('password rules', () => {
  it('names an all-space password and one equal to the e-mail instead of calling them empty', () => {
    const form = {
      first_name: 'Иван',
      last_name: 'Петров',
      phone: '+79123456789',
      email: 'ivan@example.test',
      inn: '7707083893',
      field_of_activity: 1,
      office_function: 2,
      company: 'ООО',
    };
    expect(zodValidate(registrationSchema, t)({ ...form, password: '         ' })).toEqual({
      password: 'validation.invalid_password_blank',
    });
    expect(zodValidate(registrationSchema, t)({ ...form, password: 'IVAN@example.test' })).toEqual({
      password: 'validation.invalid_password_contains_account',
    });
    expect(zodValidate(registrationSchema, t)({ ...form, password: '' })).toEqual({ password: 'validation.required' });
  });
});
