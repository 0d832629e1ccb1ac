import {
  identifierKinds,
  normalizeIdentifier,
  type IdentifierKind,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinksQuery } from '@cargo-sentry/contracts/identity-links/links';
import { dateText } from '@cargo-sentry/contracts/shared/dates';
import { withoutDefaults } from '@/shared/routing/without-defaults';

/** What the search form holds and the address bar keeps: `/links?kind=plate&value=А123ВС77&depth=2`. */
export interface LinksSearch {
  kind: IdentifierKind;
  /** As typed; normalised only for the request. */
  value: string;
  depth: '1' | '2';
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
}

export const emptyLinksSearch: LinksSearch = { kind: 'plate', value: '', depth: '1', from: '', to: '' };

/** A value of each kind as people type it: the value field's placeholder and the hint of its error. */
export const identifierExamples: Record<IdentifierKind, string> = {
  person: 'Иванов Пётр Семёнович 01.02.1980',
  phone: '+7 912 345-67-89',
  passport: '4510 123456',
  licence: '77АВ123456',
  plate: 'А123ВС77',
  vin: 'XTA21099012345678',
  inn: '7707083893',
  ogrn: '1027700132195',
  ati_id: '123456',
};

const isKind = (value: string | null): value is IdentifierKind =>
  value !== null && (identifierKinds as readonly string[]).includes(value);
const dateOrEmpty = (value: string | null) => (value !== null && dateText.safeParse(value).success ? value : '');

/** The search an address names; what is missing or malformed (a hand-edited URL) takes its default. */
export function searchFromParams(params: URLSearchParams): LinksSearch {
  const kind = params.get('kind');
  return {
    kind: isKind(kind) ? kind : emptyLinksSearch.kind,
    value: (params.get('value') ?? '').slice(0, 200),
    depth: params.get('depth') === '2' ? '2' : '1',
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
  };
}

/** The search as the address bar's parameters, defaults left out (the kind is kept: it says how to read the value). */
export function searchToParams(search: LinksSearch): Record<string, string> {
  return withoutDefaults({ ...search }, { depth: '1' });
}

export interface SearchProblems {
  value?: 'required' | 'invalid';
  to?: 'date_order';
}

/** What stops the search: a blank value, one that is not of its kind, a period that ends before it starts. */
export function searchProblems(search: LinksSearch): SearchProblems {
  const problems: SearchProblems = {};
  if (search.value.trim() === '') problems.value = 'required';
  else if (normalizeIdentifier(search.kind, search.value) === null) problems.value = 'invalid';
  if (search.from && search.to && search.from > search.to) problems.to = 'date_order';
  return problems;
}

/** The API's query for a search, the value normalised; null while the search has a problem. */
export function linksQueryOf(search: LinksSearch): LinksQuery | null {
  const problems = searchProblems(search);
  if (problems.value || problems.to) return null;
  const value = normalizeIdentifier(search.kind, search.value);
  if (value === null) return null;
  return {
    kind: search.kind,
    value,
    depth: search.depth,
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
  };
}
