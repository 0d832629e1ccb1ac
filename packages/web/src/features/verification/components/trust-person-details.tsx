import { notFoundResultCode, type TrustPersonResult } from '@cargo-sentry/contracts/verification-results';
import { trustColorOf, trustItemsOf } from '@cargo-sentry/contracts/verification-rules';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const categories = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

/** The six trust categories of the person, each value a badge in its colour (SPEC §4: RED decides). */
export function TrustPersonDetails({ result }: { result: TrustPersonResult }) {
  const { t } = useTranslation();
  if (result.resultCode === notFoundResultCode) return <Text size="sm">{t('verification.trust_person.none')}</Text>;
  return (
    <Stack gap="xs">
      <Table withTableBorder aria-label={t('verification.trust_person.table')} maw={760} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">{t('verification.trust_person.category')}</Table.Th>
            <Table.Th>{t('verification.trust_person.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category}>
              {/* "грузоотправителей" is wider than the column at 375 px: break it rather than overlap the badge */}
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
                {t(`verification.trust_person.categories.${category}`)}
              </Table.Th>
              <Table.Td>
                <TrustValue items={trustItemsOf(result[category])} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('verification.trust_person.rule')}
      </Text>
    </Stack>
  );
}

/** A finding written after its colour ("RED: розыск с …"): the words after the colour, or the whole item. */
const findingText = (item: string) => item.replace(/^\s*(red|yellow|green)\s*[:\-–—]\s*/i, '');

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
        const finding = color === null ? item : findingText(item);
        const isBareColor = color !== null && finding.trim().toLowerCase() === color;
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
            {isBareColor ? null : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {finding}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
