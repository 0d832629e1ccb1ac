import {
  subjectSources,
  type SubjectRecord,
  type SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';

function RecordTable({ record }: { record: SubjectRecord }) {
  const { t } = useTranslation();
  const fields = Object.entries(record.fields);
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="sm" fw={600}>
        {record.kind} · {record.id}
        {record.date ? ` · ${record.date.length > 10 ? formatDateTime(record.date) : record.date}` : ''}
      </Text>
      {fields.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table fz="xs" verticalSpacing={2} aria-label={t('subject_requests.results.record', { id: record.id })}>
            <Table.Tbody>
              {fields.map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Th w="30%">{field}</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}

/** What is held about the person, grouped by where it comes from (issue 28 §4). */
export function SubjectResults({ answer }: { answer: SubjectSearchAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {answer.truncated ? (
        <Text size="sm" c="orange.8" role="status">
          {t('subject_requests.results.truncated')}
        </Text>
      ) : null}
      {subjectSources.map((source) => {
        const records = answer.groups[source];
        return (
          <section key={source} aria-label={t(`subject_requests.sources.${source}`)}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t(`subject_requests.sources.${source}`)}{' '}
                <Badge variant="light" color={records.length ? 'blue' : 'gray'}>
                  {records.length}
                </Badge>
              </Title>
              {records.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('subject_requests.results.none')}
                </Text>
              ) : (
                records.map((record) => <RecordTable key={`${record.kind}:${record.id}`} record={record} />)
              )}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
