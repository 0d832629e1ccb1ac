import { Progress, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { GroupRow } from '../lib/groups';
import { topWithPercent } from '../lib/top-list';
import { RowName } from './row-name';

interface TopListProps {
  rows: readonly GroupRow[];
  nameHeader: string;
  /** docs/product.md#top-lists: top lists are capped at 10. */
  limit?: number;
  onSelect?: (row: GroupRow) => void;
  selectLabel?: (row: GroupRow) => string;
}

/** The largest groups by incidents, each with its percent relative to the first (docs/product.md#top-lists). */
export function TopList({ rows, nameHeader, limit = 10, onSelect, selectLabel }: TopListProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const top = topWithPercent(rows, (row) => row.count, limit);
  return (
    <ScrollArea type="auto">
      <Table fz="sm" verticalSpacing={5} miw={320} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={36}>
              №
            </Table.Th>
            <Table.Th scope="col">{nameHeader}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.count')}
            </Table.Th>
            <Table.Th scope="col" ta="right" w={130}>
              {t('analysis.columns.percent_of_first')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top.map(({ item, percent }, index) => (
            <Table.Tr key={item.key}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td>
                <RowName row={item} onSelect={item.id === null ? undefined : onSelect} selectLabel={selectLabel} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(item.count, locale)}</Table.Td>
              <Table.Td ta="right">
                <Text size="xs" span>
                  {formatNumber(percent, locale, 1)}%
                </Text>
                <Progress value={percent} size="sm" mt={2} aria-hidden />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
