import type { LinkNode } from '@cargo-sentry/contracts/identity-links/links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceTexts } from '@/shared/identity-links/source-texts';

/**
 * The words for kinds and sources in the page's language, the same functions while the language
 * stays (the graph's elements are rebuilt when they change). Sources are worded by the one
 * catalog the consistency card uses too (`identity_links.*`).
 */
export function useLinkTexts() {
  const { t } = useTranslation();
  const { sourceName, sourceOnDate } = useSourceTexts();
  return useMemo(() => {
    const kindName = (kind: LinkNode['kind']) => t(`links.kinds.${kind}`);
    /** "Инцидент 12.11.2026": an edge's caption. */
    const describe = sourceOnDate;
    return { kindName, sourceName, describe };
  }, [t, sourceName, sourceOnDate]);
}
