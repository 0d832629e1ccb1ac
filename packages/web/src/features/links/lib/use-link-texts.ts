import type { LinkNode, LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';

/**
 * The words for kinds and sources in the page's language, the same functions while the language
 * stays (the graph's elements are rebuilt when they change). Another company's check is named as
 * such, never whose.
 */
export function useLinkTexts() {
  const { t } = useTranslation();
  return useMemo(() => {
    const kindName = (kind: LinkNode['kind']) => t(`links.kinds.${kind}`);
    const sourceName = (source: LinkSource) =>
      source.kind === 'ticket' && !source.own ? t('links.sources.foreign_ticket') : t(`links.sources.${source.kind}`);
    /** "Инцидент 12.11.2026": an edge's caption and a source's line. */
    const describe = (source: LinkSource) =>
      t('links.source_on', { source: sourceName(source), date: formatDate(source.date) });
    return { kindName, sourceName, describe };
  }, [t]);
}
