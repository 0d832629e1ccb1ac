import { Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  label: string;
  /** The figure, usually compact ("1,2 млн ₽"). */
  value: string;
  /** The exact figure, shown on hover and read by screen readers. */
  exact?: string;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Colour of the figure, e.g. red for a rise in incidents. */
  valueColor?: string;
}

/** A summary figure: label, compact value with its exact form, and a hint or change arrow. */
export function StatCard({ label, value, exact, hint, icon, valueColor }: StatCardProps) {
  const { t } = useTranslation();
  const figure = (
    <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} c={valueColor} style={{ whiteSpace: 'nowrap' }}>
      {value}
      {exact ? (
        <VisuallyHidden component="span">{` (${t('analysis.summary.exact', { value: exact })})`}</VisuallyHidden>
      ) : null}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {icon}
      </Group>
      {exact ? (
        <Tooltip label={t('analysis.summary.exact', { value: exact })} withArrow position="bottom-start">
          <div style={{ width: 'fit-content' }} tabIndex={0}>
            {figure}
          </div>
        </Tooltip>
      ) : (
        figure
      )}
      {hint ? (
        <Text size="sm" mt={4} component="div">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
