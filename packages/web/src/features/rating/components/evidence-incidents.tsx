import type { CompanyRatingDetail } from '@cargo-sentry/contracts/rating/rating';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatRubles } from '@/shared/format/money';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CardList, CardListItem } from '@/shared/ui/card-list';

/** The incidents a score counts, newest first, each linked to its card. */
export function EvidenceIncidents({ rating }: { rating: CompanyRatingDetail }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const incidents = rating.incidents;
  const open = (incident: (typeof incidents)[number], label: string) => (
    <Anchor
      component={Link}
      to={incident.link}
      aria-label={t('rating.company.open_incident', { date: formatDate(incident.date) })}
      fw={600}
    >
      {label}
    </Anchor>
  );
  const matched = (incident: (typeof incidents)[number]) => t(`rating.company.matched.${incident.matched_by}`);
  const weight = (value: number) => formatNumber(value, locale, 3);

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb={4}>
        {t('rating.company.incidents_title')}
      </Title>
      {incidents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rating.company.no_incidents')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('rating.company.incidents_summary', {
              count: rating.incident_count,
              damage: formatRubles(rating.damage, locale),
            })}
            {incidents.length < rating.incident_count
              ? ` ${t('rating.company.incidents_shown', { shown: incidents.length, count: rating.incident_count })}`
              : ''}
          </Text>
          {isNarrow ? (
            <CardList label={t('rating.company.incidents_title')}>
              {incidents.map((incident) => (
                <CardListItem key={incident.id} title={open(incident, formatDate(incident.date))} badge={null}>
                  <Text size="sm">
                    {formatRubles(incident.price, locale)} · {t('rating.company.matched_by')}: {matched(incident)} ·{' '}
                    {t('rating.company.weight')}: {weight(incident.weight)}
                  </Text>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="xs" aria-label={t('rating.company.incidents_title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('rating.company.date')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('rating.company.damage')}
                    </Table.Th>
                    <Table.Th scope="col">{t('rating.company.matched_by')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('rating.company.weight')}
                    </Table.Th>
                    <Table.Th scope="col">{t('rating.company.open')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {incidents.map((incident) => (
                    <Table.Tr key={incident.id}>
                      <Table.Td>{formatDate(incident.date)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatRubles(incident.price, locale)}
                      </Table.Td>
                      <Table.Td>{matched(incident)}</Table.Td>
                      <Table.Td ta="right">{weight(incident.weight)}</Table.Td>
                      <Table.Td>{open(incident, `№ ${incident.id}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Paper>
  );
}
