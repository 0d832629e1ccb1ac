import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinkTexts } from '../lib/use-link-texts';

/**
 * Where two identifiers were seen together: each source's kind and date, its number, and a link to
 * the incident card, the user's own check or the register entry when the answer gives one.
 */
export function SourceList({ sources }: { sources: LinkSource[] }) {
  const { t } = useTranslation();
  const { describe } = useLinkTexts();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {sources.map((source, index) => (
        <li key={`${source.kind}-${source.id ?? index}-${source.date}`}>
          <Text size="xs" component="span">
            {describe(source)}
            {source.id ? ` · ${t('links.panel.source_id', { id: source.id })}` : ''}
          </Text>
          {source.link ? (
            <>
              {' · '}
              <Anchor
                component={Link}
                to={source.link}
                size="xs"
                aria-label={`${t('links.panel.open')}: ${describe(source)}`}
              >
                {t('links.panel.open')}
              </Anchor>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
