import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One problem of an import report as the user reads it. */
export interface ReportLine {
  row: string;
  column: string;
  problem: string;
  value: string;
}

interface ProblemTableProps {
  /** The catalog block (`registers`, `incident_import`) holding `report_label` and the four `report_*` column names. */
  texts: string;
  lines: ReportLine[];
  minWidth: number;
  /** Lets a keyboard focus the scroll area, to scroll a report wider or longer than the screen. */
  isFocusable?: boolean;
}

/** A refused import's problems, one row each: row number, column, what is wrong, the cell. */
export function ProblemTable({ texts, lines, minWidth, isFocusable = false }: ProblemTableProps) {
  const { t } = useTranslation();
  const label = t(`${texts}.report_label`);
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mah={420}
      scrollAreaProps={isFocusable ? { viewportProps: { tabIndex: 0, 'aria-label': label } } : undefined}
    >
      <Table striped withTableBorder stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${texts}.report_row`)}</Table.Th>
            <Table.Th scope="col">{t(`${texts}.report_column`)}</Table.Th>
            <Table.Th scope="col">{t(`${texts}.report_problem`)}</Table.Th>
            <Table.Th scope="col">{t(`${texts}.report_value`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{line.row}</Table.Td>
              <Table.Td>{line.column}</Table.Td>
              <Table.Td>{line.problem}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{line.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
