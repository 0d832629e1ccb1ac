import type { ConsistencyFinding, ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { SourceLine } from '@/shared/identity-links/source-line';

const classColors: Record<ConsistencyFinding['class'], string> = { alert: 'red', warning: 'orange', info: 'blue' };

/** One finding: its class in words and its rule, what it found in the page's language, then where and when. */
function FindingItem({ finding }: { finding: ConsistencyFinding }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Stack gap={4} component="li" data-rule={finding.rule}>
      <Group gap={6} wrap="wrap" align="baseline">
        <Badge color={classColors[finding.class]} variant="light" tt="none">
          {t(`identity_links.classes.${finding.class}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {t(`identity_links.rules.${finding.rule}`)}
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
