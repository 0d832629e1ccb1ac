import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/render';
import { describeQuota, quotaFigures, type Quota } from './quota';

const nbsp = '\u00a0';
const words = (quota: Quota, locale: 'ru' | 'en') => describeQuota(quota, locale, createTestI18n(locale).t);
const limited = (left: number, total: number): Quota => ({ isUnlimited: false, left, total });

describe('describeQuota', () => {
  it('reads "done of total" with what is left as secondary text', () => {
    expect(words(limited(47, 50), 'ru')).toEqual({
      main: 'Выполнено 3 из 50',
      left: 'осталось 47 проверок',
      isSpent: false,
    });
    expect(words(limited(47, 50), 'en')).toEqual({ main: 'Done 3 of 50', left: '47 checks left', isSpent: false });
  });

  it('uses the Russian plural forms one, few and many', () => {
    const left = (count: number) => words(limited(count, 2000), 'ru').left;
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 111, 1001].map(left)).toEqual([
      'осталась 1 проверка',
      'осталось 2 проверки',
      'осталось 4 проверки',
      'осталось 5 проверок',
      'осталось 11 проверок',
      'осталось 12 проверок',
      'осталась 21 проверка',
      'осталось 22 проверки',
      'осталось 25 проверок',
      'осталось 111 проверок',
      `осталась 1${nbsp}001 проверка`,
    ]);
    expect(words(limited(1, 50), 'en').left).toBe('1 check left');
  });

  it('says unlimited without figures', () => {
    expect(words({ isUnlimited: true }, 'ru')).toEqual({ main: 'Без ограничений', left: null, isSpent: false });
    expect(words({ isUnlimited: true }, 'en')).toEqual({ main: 'Unlimited', left: null, isSpent: false });
  });

  it('marks a spent quota and an empty one', () => {
    expect(words(limited(0, 50), 'ru')).toEqual({
      main: 'Выполнено 50 из 50',
      left: 'осталось 0 проверок',
      isSpent: true,
    });
    expect(words(limited(0, 0), 'en')).toEqual({ main: 'Done 0 of 0', left: '0 checks left', isSpent: true });
  });

  it('never shows a negative "done" when more is left than the quota was issued with', () => {
    expect(quotaFigures(60, 50)).toEqual({ done: 0, total: 60, left: 60 });
    expect(words(limited(60, 50), 'ru').main).toBe('Выполнено 0 из 60');
    expect(quotaFigures(-3, 50)).toEqual({ done: 50, total: 50, left: 0 });
  });

  it('separates thousands the locale way', () => {
    expect(words(limited(1500, 12000), 'ru').main).toBe(`Выполнено 10${nbsp}500 из 12${nbsp}000`);
    expect(words(limited(1500, 12000), 'en')).toMatchObject({
      main: 'Done 10,500 of 12,000',
      left: '1,500 checks left',
    });
  });
});
