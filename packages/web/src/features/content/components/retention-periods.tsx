import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRetentionPeriods } from '../api/get-retention-periods';

const kinds = [
  'ticket_content',
  'check_photos',
  'passport_scans',
  'evidence_reports',
  'identity_links',
  'security_events',
  'api_key_addresses',
] as const;

/**
 * The retention periods as staff configured them (issue 28 §6), read from the settings, never
 * written into the policy's text; register rows are given as the range their registers' periods span.
 */
export function RetentionPeriods() {
  const { t } = useTranslation();
  const periods = useRetentionPeriods();
  if (!periods.data) return null;
  const registerDays = Object.values(periods.data.register_rows);
  const low = Math.min(...registerDays);
  const high = Math.max(...registerDays);
  const days = (value: number) =>
    value === 0 ? t('content.retention.not_kept') : t('content.retention.days', { count: value });
  return (
    <Stack gap="xs" component="section" aria-labelledby="retention-periods-title" mt="lg">
      <Title order={2} size="h4" id="retention-periods-title">
        {t('content.retention.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('content.retention.intro')}
      </Text>
      <Table aria-labelledby="retention-periods-title">
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(`content.retention.kinds.${kind}`)}</Table.Td>
              <Table.Td>{days(periods.data[kind])}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{t('content.retention.kinds.register_rows')}</Table.Td>
            <Table.Td>
              {low === high ? days(low) : t('content.retention.range', { low: days(low), high: days(high) })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
