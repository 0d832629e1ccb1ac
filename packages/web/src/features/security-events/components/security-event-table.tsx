import {
  lockOutDetailsSchema,
  personalDataExports,
  type SecurityEvent,
} from '@cargo-sentry/contracts/security-events/security-events';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { LockOutDetails } from './lock-out-details';

interface SecurityEventTableProps {
  events: SecurityEvent[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  onRetry: () => void;
}

const kindColors: Record<string, string> = {
  sign_in_failure: 'yellow',
  lock_out: 'red',
  permission_refusal: 'orange',
  personal_data_export: 'blue',
  api_key_new_address: 'grape',
  rights_change: 'teal',
};

const exportNames = new Set<string>(personalDataExports);
const isExportName = (target: string) => exportNames.has(target);

/** Facts as `name: value` pairs, a request's parameters among them: the log's facts, not a narrative. */
function detailsText(details: Record<string, unknown>): string {
  const { params, ...rest } = details;
  const pairs = { ...rest, ...(params && typeof params === 'object' ? params : {}) };
  return Object.entries(pairs)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/**
 * A lock-out's details in words; a refusal's reason (its error code) in words; the rest, and
 * lock-outs recorded before they had these, as pairs.
 */
function EventDetails({ event }: { event: SecurityEvent }) {
  const { t, i18n } = useTranslation();
  const lock = event.kind === 'lock_out' ? lockOutDetailsSchema.safeParse(event.details) : undefined;
  if (lock?.success) return <LockOutDetails lock={lock.data} />;
  const { code, ...rest } = event.details;
  const reason = typeof code === 'string' && i18n.exists(`errors.${code}`) ? t(`errors.${code}`) : undefined;
  const facts = detailsText(reason ? rest : event.details);
  return (
    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
      {reason ? t('security_events.reason', { reason }) : null}
      {reason && facts ? <br /> : null}
      {facts}
    </Text>
  );
}

/** The log, newest first, scrolling sideways on a narrow screen. */
export function SecurityEventTable({ events, isLoading, isError, isFiltered, onRetry }: SecurityEventTableProps) {
  const { t } = useTranslation();
  if (isError && !events) {
    return <ListError title={t('security_events.error')} retryLabel={t('security_events.retry')} onRetry={onRetry} />;
  }
  if (isLoading && !events) return <ListSkeleton label={t('security_events.loading')} rows={6} rowHeight={40} />;
  if (!events || events.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconShieldLock size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isFiltered ? t('security_events.nothing_found') : t('security_events.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="xs" aria-label={t('security_events.list_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('security_events.columns.at')}</Table.Th>
            <Table.Th>{t('security_events.columns.kind')}</Table.Th>
            <Table.Th>{t('security_events.columns.actor')}</Table.Th>
            <Table.Th>{t('security_events.columns.address')}</Table.Th>
            <Table.Th>{t('security_events.columns.target')}</Table.Th>
            <Table.Th>{t('security_events.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={kindColors[event.kind] ?? 'gray'}>
                  {t(`security_events.kinds.${event.kind}`, { defaultValue: event.kind })}
                </Badge>
              </Table.Td>
              <Table.Td>
                {event.actor_username ?? (event.actor_id === null ? '—' : `#${event.actor_id}`)}
                {event.api_key_id === null ? null : (
                  <Text size="xs" c="dimmed">
                    {t('security_events.api_key', { id: event.api_key_id })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{event.address ?? '—'}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {event.target && isExportName(event.target)
                  ? t(`security_events.exports.${event.target}`)
                  : (event.target ?? '—')}
              </Table.Td>
              <Table.Td>
                <EventDetails event={event} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
