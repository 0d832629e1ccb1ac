import { Progress, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { GroupRow } from '../lib/groups';
import { shareOf } from '../lib/top-list';
import { RowName } from './row-name';

interface GroupTableProps {
  rows: readonly GroupRow[];
  /** Header of the name column ("Регион", "Способ нападения"…). */
  nameHeader: string;
  /** Total the share column is counted against; the rows' own sum by default. */
  total?: number;
  showDamage?: boolean;
  showAverage?: boolean;
  /** Makes each name a button, e.g. to open a drill-down or filter by the row. */
  onSelect?: (row: GroupRow) => void;
  selectLabel?: (row: GroupRow) => string;
  caption?: string;
}

/** Exact figures behind a chart: count, share of all, damage and average damage per row. */
export function GroupTable({
  rows,
  nameHeader,
  total,
  showDamage = true,
  showAverage = false,
  onSelect,
  selectLabel,
  caption,
}: GroupTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const whole = total ?? rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" miw={showDamage ? 420 : 280}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameHeader}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.count')}
            </Table.Th>
            <Table.Th scope="col" ta="right" w={120}>
              {t('analysis.columns.share')}
            </Table.Th>
            {showDamage ? (
              <Table.Th scope="col" ta="right">
                {t('analysis.columns.damage')}
              </Table.Th>
            ) : null}
            {showAverage ? (
              <Table.Th scope="col" ta="right">
                {t('analysis.columns.average')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const share = shareOf(row.count, whole);
            return (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <RowName row={row} onSelect={onSelect} selectLabel={selectLabel} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(row.count, locale)}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="xs" span>
                    {formatNumber(share, locale, 1)}%
                  </Text>
                  <Progress value={share} size="xs" mt={2} aria-hidden />
                </Table.Td>
                {showDamage ? (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.damage, locale)} ₽
                  </Table.Td>
                ) : null}
                {showAverage ? (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.count ? Math.round(row.damage / row.count) : 0, locale)} ₽
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
