import { identitySourceNames } from '@cargo-sentry/contracts/identity-links/source-names';
import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';

/** Another company's check or monitoring is named as such, never whose. */
const isOthers = (source: LinkSource) => (source.kind === 'ticket' || source.kind === 'prudence') && !source.own;

/**
 * The words for a source in the page's language, for the link explorer and the consistency card:
 * its kind's name (contracts' `identitySourceNames`, which the server's findings and a data
 * subject's records name sources by too) and the catalog's `identity_links.*`; the same functions
 * while the language stays.
 */
export function useSourceTexts() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return useMemo(() => {
    /** "Инцидент", "Проверка другой компании". */
    const sourceName = (source: LinkSource) =>
      isOthers(source) ? t(`identity_links.sources.other_${source.kind}`) : identitySourceNames[source.kind][locale];
    /** "Инцидент № 123": an incident is known by its number; other ids mean nothing to a reader. */
    const sourceTitle = (source: LinkSource) =>
      source.kind === 'incident' && source.id
        ? t('identity_links.numbered', { source: sourceName(source), id: source.id })
        : sourceName(source);
    /** "Инцидент 12.11.2026": an edge's caption. */
    const sourceOnDate = (source: LinkSource) =>
      t('identity_links.on_date', { source: sourceName(source), date: formatDate(source.date) });
    return { sourceName, sourceTitle, sourceOnDate };
  }, [t, locale]);
}
