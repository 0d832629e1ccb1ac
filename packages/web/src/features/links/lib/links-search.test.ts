import { identifierKinds, normalizeIdentifier } from '@cargo-sentry/contracts/identity-links/identifiers';
import { describe, expect, it } from 'vitest';
import {
  emptyLinksSearch,
  identifierExamples,
  linksQueryOf,
  searchFromParams,
  searchProblems,
  searchToParams,
} from './links-search';

describe('the links search in the address', () => {
  it('reads a deep link and writes it back without the defaults', () => {
    const search = searchFromParams(new URLSearchParams('kind=plate&value=А123ВС77'));
    expect(search).toEqual({ kind: 'plate', value: 'А123ВС77', depth: '1', from: '', to: '' });
    expect(searchToParams(search)).toEqual({ kind: 'plate', value: 'А123ВС77' });
    const full = {
      kind: 'phone' as const,
      value: '+7 912 345-67-89',
      depth: '2' as const,
      from: '2026-01-01',
      to: '2026-11-30',
    };
    expect(searchFromParams(new URLSearchParams(searchToParams(full)))).toEqual(full);
  });

  it('takes the defaults for what a hand-edited address got wrong', () => {
    const search = searchFromParams(new URLSearchParams('kind=ship&value=x&depth=7&from=2026-02-30&to=yesterday'));
    expect(search).toEqual({ ...emptyLinksSearch, value: 'x' });
  });
});

describe('the links search check', () => {
  it('asks for a value, and refuses one that is not of its kind', () => {
    expect(searchProblems(emptyLinksSearch)).toEqual({ value: 'required' });
    expect(searchProblems({ ...emptyLinksSearch, value: '12345' })).toEqual({ value: 'invalid' });
    expect(searchProblems({ ...emptyLinksSearch, kind: 'inn', value: '7707083894' })).toEqual({ value: 'invalid' });
    expect(linksQueryOf({ ...emptyLinksSearch, value: '12345' })).toBeNull();
  });

  it('refuses a period that ends before it starts', () => {
    const search = { ...emptyLinksSearch, value: 'А123ВС77', from: '2026-11-02', to: '2026-11-01' };
    expect(searchProblems(search)).toEqual({ to: 'date_order' });
    expect(linksQueryOf(search)).toBeNull();
  });

  it('sends the value normalised as the server stores it, and the period when set', () => {
    expect(linksQueryOf({ ...emptyLinksSearch, value: 'a 123 bc 77' })).toEqual({
      kind: 'plate',
      value: 'А123ВС77',
      depth: '1',
    });
    expect(
      linksQueryOf({ kind: 'phone', value: '8 (912) 345-67-89', depth: '2', from: '2026-01-01', to: '2026-11-30' }),
    ).toEqual({ kind: 'phone', value: '+79123456789', depth: '2', from: '2026-01-01', to: '2026-11-30' });
  });

  it('shows an example of every kind that the kind accepts', () => {
    for (const kind of identifierKinds)
      expect(normalizeIdentifier(kind, identifierExamples[kind]), kind).not.toBeNull();
  });
});
