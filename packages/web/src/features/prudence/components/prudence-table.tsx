import type { PrudenceSubscription } from '@cargo-sentry/contracts/prudence/prudence';
import { ActionIcon, Alert, Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLoader2 } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { PrudenceFindings } from './prudence-findings';

interface Props {
  rows: PrudenceSubscription[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  markingId: number | null;
  removingId: number | null;
  onMarkSeen: (id: number) => void;
  onUnsubscribe: (id: number) => void;
}

/** The monitored INNs: check status, new/old match counts, expandable findings, unsubscribe. */
export function PrudenceTable(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { rows, isLoading, isError } = props;

  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('prudence.table.error')}</Text>
          <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
            {t('prudence.table.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isLoading || !rows) return <Skeleton height={160} radius="md" aria-busy="true" />;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('prudence.table.empty')}
      </Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('prudence.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('prudence.table.inn')}</Table.Th>
            <Table.Th>{t('prudence.table.company')}</Table.Th>
            <Table.Th>{t('prudence.table.status')}</Table.Th>
            <Table.Th ta="right">{t('prudence.table.matches_new')}</Table.Th>
            <Table.Th ta="right">{t('prudence.table.matches_old')}</Table.Th>
            <Table.Th>{t('prudence.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isOpen = open === row.id;
            return (
              <Fragment key={row.id}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={isOpen}
                      aria-label={t(isOpen ? 'prudence.table.hide' : 'prudence.table.show', { inn: row.inn })}
                      onClick={() => setOpen(isOpen ? null : row.id)}
                    >
                      {isOpen ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td ff="monospace">{row.inn}</Table.Td>
                  <Table.Td>
                    {row.name ?? (
                      <Text c="dimmed" size="sm" component="span">
                        {t('prudence.table.unknown_company')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.checked_at === null ? (
                      <Group gap={4} wrap="nowrap">
                        <IconLoader2 size={14} aria-hidden />
                        <Text size="sm">{t('prudence.table.checking')}</Text>
                      </Group>
                    ) : (
                      <Text size="sm">{t('prudence.table.checked', { date: formatDateTime(row.checked_at) })}</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.matches_new > 0 ? <Badge color="red.9">{row.matches_new}</Badge> : <Text size="sm">0</Text>}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{row.matches_old}</Text>
                  </Table.Td>
                  <Table.Td>
                    {confirming === row.id ? (
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          color="red.9"
                          loading={props.removingId === row.id}
                          aria-label={t('prudence.table.unsubscribe_confirm', { inn: row.inn })}
                          onClick={() => props.onUnsubscribe(row.id)}
                        >
                          {t('prudence.table.confirm')}
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                          {t('prudence.table.cancel')}
                        </Button>
                      </Group>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => setConfirming(row.id)}>
                        {t('prudence.table.unsubscribe')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {isOpen ? (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={6}>
                      <PrudenceFindings
                        row={row}
                        isMarking={props.markingId === row.id}
                        onMarkSeen={() => props.onMarkSeen(row.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
