import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product mark: a shield with a route line, and the name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
        <path d="M16 2 4 7v8c0 7.5 5.1 13.3 12 15 6.9-1.7 12-7.5 12-15V7L16 2Z" fill="var(--mantine-color-brand-7)" />
        <path d="M10 20c2-5 5-2 6-6s4-4 6-4" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="10" cy="20" r="2" fill="#fff" />
        <circle cx="22" cy="10" r="2" fill="#fff" />
      </svg>
      {compact ? null : (
        <Text fw={700} size="lg" c="brand.9" style={{ whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
