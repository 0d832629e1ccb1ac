import type { ConsistencyFinding, ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';

const classColors: Record<ConsistencyFinding['class'], string> = { alert: 'red', warning: 'orange', info: 'blue' };

/** Where a finding was seen, in words: an incident by its number, whose check, which register. */
function SourceName({ source }: { source: LinkSource }) {
  const { t } = useTranslation();
  if (source.kind === 'incident') return <>{t('verification.consistency.sources.incident', { id: source.id ?? '' })}</>;
  // another company's check or monitoring says whose it is not; an open one is the user's company's (or staff's to see)
  if ((source.kind === 'ticket' || source.kind === 'prudence') && !source.own) {
    return <>{t(`verification.consistency.sources.other_${source.kind}`)}</>;
  }
  return <>{t(`verification.consistency.sources.${source.kind}`)}</>;
}

/** One source: the day and the place, a link where the user may open it (another company's check has none). */
function SourceLine({ source }: { source: LinkSource }) {
  const name = <SourceName source={source} />;
  return (
    <Text size="xs" c="dimmed" component="span">
      {formatDate(source.date)} ·{' '}
      {source.link ? (
        <Anchor component={Link} to={source.link} size="xs">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
  );
}

/** One finding: its class in words and its rule, what it found in the page's language, then where and when. */
function FindingItem({ finding }: { finding: ConsistencyFinding }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Stack gap={4} component="li" data-rule={finding.rule}>
      <Group gap={6} wrap="wrap" align="baseline">
        <Badge color={classColors[finding.class]} variant="light" tt="none">
          {t(`verification.consistency.classes.${finding.class}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {t(`verification.consistency.rules.${finding.rule}`)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {finding.message[locale]}
      </Text>
      {finding.sources.length > 0 ? (
        <Stack
          gap={0}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('verification.consistency.sources_label')}
        >
          {finding.sources.map((source, i) => (
            <li key={`${source.kind}:${source.id ?? i}:${source.date}`}>
              <SourceLine source={source} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The identity-consistency check (issue 27 §2): each finding in words, with its sources. */
export function ConsistencyDetails({ result }: { result: ConsistencyResult }) {
  const { t } = useTranslation();
  if (result.findings.length === 0) return <Text size="sm">{t('verification.consistency.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('verification.consistency.found', { count: result.findings.length })}
      </Text>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('verification.consistency.list_label')}
      >
        {result.findings.map((finding, i) => (
          <FindingItem key={`${finding.rule}:${i}`} finding={finding} />
        ))}
      </Stack>
    </Stack>
  );
}
