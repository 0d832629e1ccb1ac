import { Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The chart; its tooltip shows exact values. */
  chart: ReactNode;
  /** The same figures as a table, for exact values, keyboards and screen readers. */
  table?: ReactNode;
  /** Show the table first (e.g. where the table is the main content). */
  defaultView?: 'chart' | 'table';
  extra?: ReactNode;
}

/** A titled card with a chart and a switch to the same data as a table. */
export function ChartCard({ title, subtitle, chart, table, defaultView = 'chart', extra }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <Group gap="xs" wrap="nowrap">
          {extra}
          {table ? (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: t('analysis.view.chart') },
                { value: 'table', label: t('analysis.view.table') },
              ]}
              aria-label={t('analysis.view.label', { title })}
            />
          ) : null}
        </Group>
      </Group>
      {view === 'table' && table ? table : chart}
    </Paper>
  );
}
