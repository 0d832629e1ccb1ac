import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { useSourceTexts } from './source-texts';

/**
 * One source of a link or a finding, presented the same everywhere: the day, then what it was,
 * a link where the user may open it ("12.11.2026 · Инцидент № 123"). Where it opens is the
 * server's answer alone (`link`, identity-links/redaction.ts on the server): a page guessed here
 * from the kind sent a colleague's check to a history that refuses it.
 */
export function SourceLine({ source }: { source: LinkSource }) {
  const { sourceTitle } = useSourceTexts();
  const title = sourceTitle(source);
  const href = source.link;
  return (
    <Text size="xs" c="dimmed" component="span" data-source-kind={source.kind}>
      {formatDate(source.date)} ·{' '}
      {href ? (
        <Anchor component={Link} to={href} size="xs">
          {title}
        </Anchor>
      ) : (
        title
      )}
    </Text>
  );
}
