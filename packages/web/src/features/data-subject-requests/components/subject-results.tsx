import {
  subjectSources,
  type ErasureKeptReason,
  type SubjectRecord,
  type SubjectSearchAnswer,
  type SubjectSource,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';

/** A record's date: a day as DD.MM.YYYY, an instant with its time. */
const shownDate = (date: string) => (date.length > 10 ? formatDateTime(date) : formatDate(date));

/** A record as `erasure.kept` names it. */
const recordKey = (source: SubjectSource, kind: string, id: string) => `${source}:${kind}:${id}`;

/**
 * One record: what it is, its id and date, why an erasure keeps it (when it does), then its fields
 * labelled as the product labels them.
 */
function RecordTable({ record, kept }: { record: SubjectRecord; kept: ErasureKeptReason | undefined }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="sm" fw={600}>
        {record.kind_label[locale]} · {record.id}
        {record.date ? ` · ${shownDate(record.date)}` : ''}
      </Text>
      {kept ? (
        <Text size="xs" c="blue.9" mt={2}>
          {t(`subject_requests.kept.reasons.${kept}`)}
        </Text>
      ) : null}
      {record.fields.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table fz="xs" verticalSpacing={2} aria-label={t('subject_requests.results.record', { id: record.id })}>
            <Table.Tbody>
              {record.fields.map((field) => (
                <Table.Tr key={field.key}>
                  <Table.Th w="30%" scope="row">
                    {field.label[locale]}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{field.value[locale]}</Table.Td>
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
  const kept = new Map(
    answer.erasure.kept.map((record) => [recordKey(record.source, record.kind, record.id), record.reason]),
  );
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
                records.map((record) => (
                  <RecordTable
                    key={`${record.kind}:${record.id}`}
                    record={record}
                    kept={kept.get(recordKey(source, record.kind, record.id))}
                  />
                ))
              )}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
