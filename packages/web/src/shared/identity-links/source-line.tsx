import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { useCurrentUser } from '@/shared/session/session';
import { sourceHref } from './source-href';
import { useSourceTexts } from './source-texts';

/**
 * One source of a link or a finding, presented the same everywhere: the day, then what it was,
 * a link where the user may open it ("12.11.2026 · Инцидент № 123").
 */
export function SourceLine({ source }: { source: LinkSource }) {
  const user = useCurrentUser();
  const { sourceTitle } = useSourceTexts();
  const title = sourceTitle(source);
  const href = sourceHref(source, user?.is_staff ?? false);
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
