import type { AuditEntry } from '@cargo-sentry/contracts/audit/audit';
import { Accordion, Anchor, Group, Paper, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { paths } from '@/shared/routing/paths';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { ChangeTable } from './change-table';

interface AuditEntriesProps {
  entries: AuditEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  onRetry: () => void;
}

function TargetText({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const kind = t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type });
  if (!entry.target_id) return <>{kind}</>;
  const label = `${kind} #${entry.target_id}`;
  // A person's account opens its page (a deleted one answers "not found" there).
  if (entry.target_type === 'user') {
    return (
      <Anchor component={Link} to={paths.userSettings.build(entry.target_id)} size="sm">
        {label}
      </Anchor>
    );
  }
  return <>{label}</>;
}

/** The trail, newest first: each entry opens to its before/after. Works as well at 375 px as at 1366. */
export function AuditEntries({ entries, isLoading, isError, isFiltered, onRetry }: AuditEntriesProps) {
  const { t } = useTranslation();
  if (isError && !entries) {
    return <ListError title={t('audit.error')} retryLabel={t('audit.retry')} onRetry={onRetry} />;
  }
  if (isLoading && !entries) {
    return <ListSkeleton label={t('audit.loading')} rows={6} rowHeight={56} />;
  }
  if (!entries || entries.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconHistory size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isFiltered ? t('audit.nothing_found') : t('audit.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Accordion variant="separated" multiple chevronPosition="right" aria-label={t('audit.list_label')}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={String(entry.id)}>
          <Accordion.Control>
            <Group gap="xs" wrap="wrap" align="baseline">
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.at)}
              </Text>
              <Text size="sm" fw={600}>
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </Text>
              <Text size="sm">{t('audit.by', { username: entry.actor_username })}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" mb="xs">
              {t('audit.target')}: <TargetText entry={entry} />
            </Text>
            <ChangeTable entry={entry} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
