import type { PrudenceCheckResult } from '@cargo-sentry/contracts/verification/results';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { CompanyStatusBadge } from './company-status-badge';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';

type Finding = PrudenceCheckResult['data']['findings'][number];

const sourceColors: Record<Finding['source'], string> = {
  registry: 'red',
  reputation: 'orange',
  sud: 'orange',
  fssp: 'orange',
  incidents: 'red',
};

/** What a finding says: a known register word in the page's language, else the register's own words quoted. */
function FindingText({ finding }: { finding: Finding }) {
  if (finding.source === 'registry') return <RegisterValue kind="company_status" value={finding.title} />;
  if (finding.source === 'reputation') return <RegisterValue kind="company_flag" value={finding.title} />;
  return <Quoted value={finding.title} />;
}

/** One finding: its source as a badge, then what was found, an incident as a link to it. */
function FindingLine({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  if (finding.key === 'not_found') return <Text size="sm">{t('verification.verdict.prudence.not_found')}</Text>;
  const title =
    finding.source === 'incidents' && /^\d+$/.test(finding.key) ? (
      <Anchor component={Link} to={paths.incidentView.build(Number(finding.key))} size="sm">
        <FindingText finding={finding} />
      </Anchor>
    ) : (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <FindingText finding={finding} />
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Badge color={sourceColors[finding.source]} variant="light" tt="none">
        {t(`verification.prudence.sources.${finding.source}`)}
      </Badge>
      {title}
    </Group>
  );
}

/** The one-off commercial prudence check: the company as registered, then everything found against it. */
export function PrudenceDetails({ result }: { result: PrudenceCheckResult }) {
  const { t } = useTranslation();
  const { data } = result;
  return (
    <Stack gap="xs">
      <Box p="xs" bg="gray.0" style={{ borderRadius: 6 }}>
        <Stack gap={4}>
          {data.name ? (
            <Text size="sm" fw={500}>
              <Quoted value={data.name} />
            </Text>
          ) : null}
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('verification.company.inn', { inn: data.inn })}
            </Text>
            {data.status ? <CompanyStatusBadge status={data.status} /> : null}
          </Group>
        </Stack>
      </Box>
      {data.findings.length === 0 ? (
        <Text size="sm">{t('verification.prudence.none')}</Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('verification.prudence.found', { count: data.findings.length })}
          </Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.findings.map((finding) => (
              <li key={`${finding.source}:${finding.key}`}>
                <FindingLine finding={finding} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
