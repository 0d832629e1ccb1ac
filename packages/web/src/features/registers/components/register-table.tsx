import type { RegisterName, RegisterSummary, TemplateFormat } from '@cargo-sentry/contracts/registers/registers';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';
import { useDownloadRegisterTemplate } from '../api/download-register-template';
import { registerTitle } from '../lib/register-labels';

interface RegisterTableProps {
  registers: RegisterSummary[];
  onImport: (register: RegisterName) => void;
}

const formats: TemplateFormat[] = ['xlsx', 'csv'];

/** Each register: rows, latest import, its templates and the way to import a file. */
export function RegisterTable({ registers, onImport }: RegisterTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const template = useDownloadRegisterTemplate();

  const handleTemplate = (register: RegisterName, format: TemplateFormat) =>
    template.mutate(
      { register, format },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('registers.template_failed'),
            message: errorText(t, error),
          }),
      },
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('registers.table_label')} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('registers.col_register')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('registers.col_rows')}
            </Table.Th>
            <Table.Th scope="col" miw={220}>
              {t('registers.col_last_import')}
            </Table.Th>
            <Table.Th scope="col">{t('registers.col_actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registers.map(({ name, rows, last_import: last }) => {
            const title = registerTitle(name, locale);
            return (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={600}>
                  {title}
                </Table.Th>
                <Table.Td ta="right" data-testid={`rows-${name}`}>
                  {formatNumber(rows, locale)}
                </Table.Td>
                <Table.Td>
                  {last ? (
                    <Stack gap={0}>
                      <Text size="sm">{formatDateTime(last.at)}</Text>
                      <Text size="xs" c="dimmed">
                        {[
                          last.by ?? '—',
                          t(`registers.mode_name_${last.mode}`),
                          t('registers.last_import_rows', { count: last.rows }),
                        ].join(' · ')}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1} title={last.file_name}>
                        {last.file_name}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('registers.never')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {formats.map((format) => (
                      <Button
                        key={format}
                        size="xs"
                        variant="default"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={t('registers.template_label', { format: format.toUpperCase(), name: title })}
                        loading={
                          template.isPending &&
                          template.variables?.register === name &&
                          template.variables.format === format
                        }
                        onClick={() => handleTemplate(name, format)}
                      >
                        {t('registers.template', { format: format.toUpperCase() })}
                      </Button>
                    ))}
                    <Button
                      size="xs"
                      leftSection={<IconUpload size={14} aria-hidden />}
                      aria-label={t('registers.import_label', { name: title })}
                      onClick={() => onImport(name)}
                    >
                      {t('registers.import')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
