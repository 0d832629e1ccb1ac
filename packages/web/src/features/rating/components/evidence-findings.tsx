import type { CompanyRatingDetail } from '@cargo-sentry/contracts/company-rating';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CardList, CardListItem } from '@/shared/ui/card-list';

/** Court cases and open enforcement proceedings found by checks with this INN, with their dates. */
export function EvidenceFindings({ findings }: { findings: CompanyRatingDetail['findings'] }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const weight = (value: number) => formatNumber(value, locale, 3);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {t('rating.company.findings_title')}
      </Title>
      {findings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rating.company.no_findings')}
        </Text>
      ) : isNarrow ? (
        <CardList label={t('rating.company.findings_title')}>
          {findings.map((finding) => (
            <CardListItem
              key={`${finding.kind}:${finding.reference}`}
              title={<Text fw={600}>{t(`rating.company.kinds.${finding.kind}`)}</Text>}
              badge={null}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('rating.company.reference')}: {finding.reference}
              </Text>
              <Text size="sm">
                {t('rating.company.first_seen')}: {formatDate(finding.first_seen)} · {t('rating.company.last_seen')}:{' '}
                {formatDate(finding.last_seen)} · {t('rating.company.weight')}: {weight(finding.weight)}
              </Text>
            </CardListItem>
          ))}
        </CardList>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" aria-label={t('rating.company.findings_title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('rating.company.kind')}</Table.Th>
                <Table.Th scope="col">{t('rating.company.reference')}</Table.Th>
                <Table.Th scope="col">{t('rating.company.first_seen')}</Table.Th>
                <Table.Th scope="col">{t('rating.company.last_seen')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('rating.company.weight')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {findings.map((finding) => (
                <Table.Tr key={`${finding.kind}:${finding.reference}`}>
                  <Table.Td>{t(`rating.company.kinds.${finding.kind}`)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{finding.reference}</Table.Td>
                  <Table.Td>{formatDate(finding.first_seen)}</Table.Td>
                  <Table.Td>{formatDate(finding.last_seen)}</Table.Td>
                  <Table.Td ta="right">{weight(finding.weight)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
