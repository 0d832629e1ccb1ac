import { describe, expect, it } from 'vitest';
import { passwordSchema, registrationSchema, tokenRequestSchema } from './auth';

describe('registrationSchema', () => {
  const form = {
    first_name: 'Анна',
    last_name: 'Соколова',
    phone: '+7 (912) 345-67-89',
    email: 'anna@example.com',
    password: 'long-enough',
    inn: '7707083893',
    field_of_activity: 1,
    office_function: 2,
    company: 'ООО «Перевозчик»',
  };

  it('strips separators from the phone', () => {
    expect(registrationSchema.parse(form).phone).toBe('+79123456789');
  });

  it('rejects a username outside Latin letters, digits, . and _', () => {
    expect(registrationSchema.safeParse({ ...form, username: 'иван' }).success).toBe(false);
    expect(registrationSchema.safeParse({ ...form, username: 'ivan.p_1' }).success).toBe(true);
  });
});

describe('tokenRequestSchema', () => {
  it('trims the login but not the password', () => {
    expect(tokenRequestSchema.parse({ username: ' admin ', password: ' x ' })).toEqual({
      username: 'admin',
      password: ' x ',
    });
  });
});

describe('password rules', () => {
  it('refuses an all-space password whatever its length', () => {
    expect(passwordSchema.safeParse(' '.repeat(12)).error?.issues[0].message).toBe('password_blank');
    expect(passwordSchema.safeParse('\t'.repeat(8)).success).toBe(false);
    expect(passwordSchema.safeParse(' a long phrase ').success).toBe(true);
  });
});
