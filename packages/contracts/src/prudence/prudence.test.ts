import { describe, expect, it } from 'vitest';
import {
  checkInnList,
  innsOf,
  maxPrudenceInnsPerRequest,
  normalizeInn,
  prudenceSubscribeSchema,
  remainingOf,
  splitInnList,
} from './prudence';

const valid10 = '7707083893';
const valid12 = '500100732259';

describe('prudence subscribe request', () => {
  it('accepts one INN or a list, normalised, and names each once', () => {
    const one = prudenceSubscribeSchema.parse({ inn: ' 7707 083-893 ' });
    expect(innsOf(one)).toEqual([valid10]);
    const list = prudenceSubscribeSchema.parse({ inn: valid10, inns: [valid12, valid10] });
    expect(innsOf(list)).toEqual([valid10, valid12]);
  });

  it('reports each invalid row by its index with the format or checksum code', () => {
    const result = prudenceSubscribeSchema.safeParse({ inns: [valid10, '7707083894', '12345'] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['inns.1', 'inn_checksum'],
      ['inns.2', 'inn'],
    ]);
  });

  it('refuses an empty request and a list over the bound', () => {
    expect(prudenceSubscribeSchema.safeParse({}).success).toBe(false);
    expect(prudenceSubscribeSchema.safeParse({ inns: [] }).success).toBe(false);
    const tooMany = Array.from({ length: maxPrudenceInnsPerRequest + 1 }, () => valid10);
    expect(prudenceSubscribeSchema.safeParse({ inns: tooMany }).success).toBe(false);
    expect(prudenceSubscribeSchema.safeParse({ inns: [`${valid10}\u0000`] }).success).toBe(false);
  });
});

describe('pasted and uploaded lists', () => {
  it('takes the first column of each non-empty line', () => {
    expect(splitInnList(`${valid10};ООО Ромашка\r\n\n"${valid12}",x\n  \n7707 083 893\tfoo`)).toEqual([
      valid10,
      valid12,
      '7707 083 893',
    ]);
  });

  it('reports invalid lines by number and keeps valid INNs once', () => {
    expect(checkInnList([valid10, 'abc', '7707083894', '7707 083 893'])).toEqual({
      valid: [valid10],
      invalid: [
        { line: 2, value: 'abc', code: 'inn' },
        { line: 3, value: '7707083894', code: 'inn_checksum' },
      ],
    });
  });

  it('normalises spaces, dashes and dots only', () => {
    expect(normalizeInn(' 77-07.083 893 ')).toBe(valid10);
    expect(normalizeInn('77O7')).toBe('77O7');
  });
});

describe('the limit', () => {
  it('has no remaining count without a limit and never goes below zero', () => {
    expect(remainingOf(null, 40)).toBeNull();
    expect(remainingOf(5, 3)).toBe(2);
    expect(remainingOf(5, 7)).toBe(0);
  });
});
