import { notFoundResultCode, type TrustPersonResult } from '@cargo-sentry/contracts/verification/results';
import { trustColorOf, trustFindingText, trustItemsOf } from '@cargo-sentry/contracts/verification/rules';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Quoted } from '@/shared/ui/quoted';
import { StackedTable } from './stacked-table';

const categories = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

/** The six trust categories of the person, each value a badge in its colour (docs/product.md#trust-person: RED decides). */
export function TrustPersonDetails({ result }: { result: TrustPersonResult }) {
  const { t } = useTranslation();
  // nothing known about the person: the card's verdict line says so
  if (result.resultCode === notFoundResultCode) return null;
  return (
    <Stack gap="xs">
      <StackedTable
        label={t('verification.trust_person.table')}
        columns={[
          { label: t('verification.trust_person.category'), isRowHeader: true },
          { label: t('verification.trust_person.value') },
        ]}
        rows={categories.map((category) => ({
          key: category,
          cells: [
            `${category.slice(1)}. ${t(`verification.trust_person.categories.${category}`)}`,
            <TrustValue key="value" items={trustItemsOf(result[category])} />,
          ],
        }))}
      />
      <Text size="xs" c="dimmed">
        {t('verification.trust_person.rule')}
      </Text>
    </Stack>
  );
}

/**
 * A bare colour word ("RED") is shown as its translated colour; a finding ("RED: розыск с …") as
 * that colour's badge followed by the provider's own words, which wrap rather than being cut off.
 */
function TrustValue({ items }: { items: string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('verification.trust_person.no_data')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {items.map((item, index) => {
        const color = trustColorOf(item);
        const finding = trustFindingText(item);
        return (
          <Group key={`${item}-${index}`} gap={8} wrap="nowrap" align="flex-start">
            <Badge
              color={color ?? 'gray'}
              variant={color === 'yellow' ? 'filled' : 'light'}
              c={color === 'yellow' ? 'dark' : undefined}
              tt="none"
              style={{ flexShrink: 0 }}
              data-color={color ?? 'none'}
            >
              {color ? t(`verification.trust_person.colors.${color}`) : t('verification.trust_person.no_color')}
            </Badge>
            {finding === '' ? null : (
              <Text size="sm">
                <Quoted value={finding} />
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
