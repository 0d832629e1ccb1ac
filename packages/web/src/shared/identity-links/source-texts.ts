import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';

/** The catalog key of a source's kind: another company's check or monitoring is named as such, never whose. */
const kindKey = (source: LinkSource) =>
  (source.kind === 'ticket' || source.kind === 'prudence') && !source.own ? `other_${source.kind}` : source.kind;

/**
 * The words for a source in the page's language, one catalog (`identity_links.*`) for the link
 * explorer and the consistency card; the same functions while the language stays.
 */
export function useSourceTexts() {
  const { t } = useTranslation();
  return useMemo(() => {
    /** "Инцидент", "Проверка другой компании". */
    const sourceName = (source: LinkSource) => t(`identity_links.sources.${kindKey(source)}`);
    /** "Инцидент № 123": an incident is known by its number; other ids mean nothing to a reader. */
    const sourceTitle = (source: LinkSource) =>
      source.kind === 'incident' && source.id
        ? t('identity_links.numbered', { source: sourceName(source), id: source.id })
        : sourceName(source);
    /** "Инцидент 12.11.2026": an edge's caption. */
    const sourceOnDate = (source: LinkSource) =>
      t('identity_links.on_date', { source: sourceName(source), date: formatDate(source.date) });
    return { sourceName, sourceTitle, sourceOnDate };
  }, [t]);
}
