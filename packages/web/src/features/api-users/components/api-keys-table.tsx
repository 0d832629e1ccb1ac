import type { ApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { Button, Code, Group, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { quotaOf } from '@/shared/format/quota';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { QuotaText } from '@/shared/ui/quota-text';
import { ApiKeyStatusBadge } from './status-badge';

/** The keys of an API user, never their secrets: name, start, dates, quota left, checks, status. */
export function ApiKeysTable({ apiKeys, onRevoke }: { apiKeys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)');

  const quota = (key: ApiKey, isStacked = false) => <QuotaText quota={quotaOf(key)} isStacked={isStacked} />;
  const checks = (key: ApiKey) =>
    key.allowed_checks.length === 0 ? (
      t('api_users.keys.no_checks')
    ) : (
      <Tooltip label={key.allowed_checks.map((check) => t(`api_users.checks.${check}`)).join(', ')} multiline w={280}>
        <Text span size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
          {t('api_users.keys.checks_count', { count: key.allowed_checks.length })}
        </Text>
      </Tooltip>
    );
  const expires = (key: ApiKey) => (key.expires_on ? formatDate(key.expires_on) : t('api_users.keys.no_expiry'));
  const lastUsed = (key: ApiKey) =>
    key.last_used_at ? formatDateTime(key.last_used_at) : t('api_users.keys.never_used');
  const revoke = (key: ApiKey) =>
    key.status === 'revoked' ? null : (
      <Button
        size="xs"
        variant="default"
        c="red.9"
        onClick={() => onRevoke(key)}
        aria-label={t('api_users.keys.revoke_named', { name: key.name })}
      >
        {t('api_users.keys.revoke')}
      </Button>
    );

  if (isNarrow) {
    return (
      <CardList label={t('api_users.keys.table_label')}>
        {apiKeys.map((key) => (
          <CardListItem
            key={key.id}
            title={
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {key.name}
              </Text>
            }
            badge={<ApiKeyStatusBadge status={key.status} />}
          >
            <Code>{key.prefix}</Code>
            <Text size="sm" mt={4}>
              {t('quota.label')}: {quota(key)}
            </Text>
            <Text size="sm">
              {t('api_users.keys.expires')}: {expires(key)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('api_users.keys.last_used')}: {lastUsed(key)}
            </Text>
            <Group justify="space-between" mt={6}>
              <Text size="sm">{checks(key)}</Text>
              {revoke(key)}
            </Group>
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('api_users.keys.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('api_users.keys.name')}</Table.Th>
            <Table.Th>{t('api_users.keys.prefix')}</Table.Th>
            <Table.Th>{t('api_users.keys.created')}</Table.Th>
            <Table.Th>{t('api_users.keys.expires')}</Table.Th>
            <Table.Th>{t('api_users.keys.last_used')}</Table.Th>
            <Table.Th>{t('quota.label')}</Table.Th>
            <Table.Th>{t('api_users.keys.checks')}</Table.Th>
            <Table.Th>{t('api_users.keys.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((key) => (
            <Table.Tr key={key.id} c={key.status === 'active' ? undefined : 'dimmed'}>
              <Table.Td fw={600}>{key.name}</Table.Td>
              <Table.Td>
                <Code>{key.prefix}</Code>
              </Table.Td>
              <Table.Td>{formatDate(key.created_at)}</Table.Td>
              <Table.Td>{expires(key)}</Table.Td>
              <Table.Td>{lastUsed(key)}</Table.Td>
              <Table.Td miw={130}>{quota(key, true)}</Table.Td>
              <Table.Td>{checks(key)}</Table.Td>
              <Table.Td>
                <ApiKeyStatusBadge status={key.status} />
              </Table.Td>
              <Table.Td ta="right">{revoke(key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
