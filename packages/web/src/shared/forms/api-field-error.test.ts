import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error';
import { apiFieldError } from './api-field-error';

const t = ((key: string) => key) as unknown as TFunction;

describe('apiFieldError', () => {
  it('translates a field code the server alone can check, and ignores other errors', () => {
    const error = new ApiError(400, 'password_too_weak', { password: ['password_too_weak'] });
    expect(apiFieldError(t, error, 'password')).toBe('errors.password_too_weak');
    expect(apiFieldError(t, error, 'email')).toBeUndefined();
    expect(apiFieldError(t, new Error('network'), 'password')).toBeUndefined();
  });
});
