import type { AuditEntry } from '@cargo-sentry/contracts/audit/audit';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeRows, formatValue } from '../lib/change-rows';

/** Before and after of one entry, field by field; changed values stand out. */
export function ChangeTable({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.no_details')}
      </Text>
    );
  }
  const words = { yes: t('audit.yes'), no: t('audit.no'), empty: t('audit.empty_list') };
  // Check names are read as the verification page names them.
  const show = (field: string, value: unknown) =>
    formatValue(
      field === 'disabled_checks' && Array.isArray(value)
        ? value.map((check) => t(`verification.checks.${String(check)}`, { defaultValue: String(check) }))
        : value,
      words,
    );
  return (
    <Table
      withTableBorder
      layout="fixed"
      verticalSpacing={4}
      fz="sm"
      aria-label={t('audit.changes_label', { id: entry.id })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.before')}</Table.Th>
          <Table.Th>{t('audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Td style={{ overflowWrap: 'break-word' }}>
              {t(`audit.fields.${row.field}`, { defaultValue: row.field })}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'break-word' }}>{show(row.field, row.before)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'break-word' }} fw={entry.before && entry.after ? 600 : undefined}>
              {show(row.field, row.after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
