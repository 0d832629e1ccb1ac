import type { PrudenceSubscription } from '@cargo-sentry/contracts/prudence/prudence';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';

interface Props {
  row: PrudenceSubscription;
  isMarking: boolean;
  onMarkSeen: () => void;
}

/** The findings of one monitored INN: current ones (new ones marked), then those no longer found. */
export function PrudenceFindings({ row, isMarking, onMarkSeen }: Props) {
  const { t } = useTranslation();
  if (row.checked_at === null && row.findings.length === 0) {
    return <Text size="sm">{t('prudence.findings.checking')}</Text>;
  }
  if (row.findings.length === 0) return <Text size="sm">{t('prudence.findings.none')}</Text>;
  return (
    <Stack gap="xs">
      <List size="sm" spacing={6} listStyleType="none">
        {row.findings.map((finding) => (
          <List.Item key={finding.id} c={finding.resolved_at ? 'dimmed' : undefined}>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="outline" color={finding.resolved_at ? 'gray.7' : 'blue.9'}>
                {t(`prudence.findings.source.${finding.source}`)}
              </Badge>
              {finding.is_new ? (
                <Badge size="sm" color="red.9">
                  {t('prudence.findings.new')}
                </Badge>
              ) : null}
              <Text size="sm" component="span" td={finding.resolved_at ? 'line-through' : undefined}>
                {finding.source === 'registry' && finding.key === 'not_found'
                  ? t('prudence.findings.not_found')
                  : finding.title}
              </Text>
              <Text size="xs" c="dimmed" component="span">
                {finding.resolved_at
                  ? t('prudence.findings.resolved', { date: formatDate(finding.resolved_at) })
                  : t('prudence.findings.first_seen', { date: formatDate(finding.first_seen) })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {row.matches_new > 0 ? (
        <Group>
          <Button size="xs" variant="light" loading={isMarking} onClick={onMarkSeen}>
            {t('prudence.findings.mark_seen')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
