import { linksAnswerSchema, type LinksAnswer, type LinksQuery } from '@cargo-sentry/contracts/identity-links/links';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { useLocale } from '@/shared/i18n/use-locale';

function getLinks(query: LinksQuery, lang: Locale, signal?: AbortSignal): Promise<LinksAnswer> {
  // quiet: the page shows a failure where it happens (at the value field, or in place of the graph).
  return api.get('/{product}/links', linksAnswerSchema, { query: { ...query, lang }, signal, quiet: true });
}

/**
 * `GET links`: what one identifier was seen together with; `null` asks nothing (the form has a
 * problem). `lang` words the hidden nodes ("другое лицо (…)"), so the answer is kept per language.
 */
export const linksQueryOptions = (query: LinksQuery | null, lang: Locale) =>
  queryOptions({
    queryKey: ['links', query, lang],
    queryFn: query ? ({ signal }) => getLinks(query, lang, signal) : skipToken,
  });

export function useLinks(query: LinksQuery | null) {
  const [locale] = useLocale();
  return useQuery(linksQueryOptions(query, locale));
}
