import type { CompanyRatingDetail } from '@cargo-sentry/contracts/rating/rating';

type Finding = CompanyRatingDetail['findings'][number];
import { Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CardList, CardListItem } from '@/shared/ui/card-list';

/** A case or proceeding shows its number; a wanted person or a failed check the check that found it. */
const referenceOf = (finding: Finding, t: TFunction) =>
  finding.kind === 'wanted_person' || finding.kind === 'failed_check'
    ? t(`rating.company.checks.${finding.reference}`, { defaultValue: finding.reference })
    : finding.reference;

/** What checks with this INN found (cases, proceedings, wanted persons, failed checks), with their dates. */
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
          {findings.map((finding, i) => (
            <CardListItem
              // a failed check of the same kind may be found for two people: the position tells them apart
              key={`${finding.kind}:${finding.reference}:${i}`}
              title={<Text fw={600}>{t(`rating.company.kinds.${finding.kind}`)}</Text>}
              badge={null}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('rating.company.reference')}: {referenceOf(finding, t)}
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
              {findings.map((finding, i) => (
                <Table.Tr key={`${finding.kind}:${finding.reference}:${i}`}>
                  <Table.Td>{t(`rating.company.kinds.${finding.kind}`)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{referenceOf(finding, t)}</Table.Td>
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
