import type { RiskIncident, RiskResult } from '@cargo-sentry/contracts/verification/results';
import { incidentCountLevel, riskLevel } from '@cargo-sentry/contracts/verification/rules';
import { riskResultClass } from '@cargo-sentry/contracts/verification/verdicts';
import { Anchor, Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { formatRubles } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { Quoted } from '@/shared/ui/quoted';

/** What the risk check found: level, incident count, the matching incidents as links, the ATI id. */
export function RiskDetails({ result, subject }: { result: RiskResult; subject?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const level = riskLevel(subject ?? {}, riskResultClass(result.list));
  const matchedWords = (incident: RiskIncident) =>
    formatList(
      incident.matched_by.map((field) => t(`verification.risk.matched.${field}`)),
      locale,
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(`verification.risk.level.${level}`)} ·{' '}
        {t(`verification.risk.count.${incidentCountLevel(result.list.length)}`)}
      </Text>
      {result.list.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped withTableBorder aria-label={t('verification.risk.incidents')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('verification.risk.date')}</Table.Th>
                  <Table.Th>{t('verification.risk.place')}</Table.Th>
                  <Table.Th ta="right">{t('verification.risk.damage')}</Table.Th>
                  <Table.Th>{t('verification.risk.matched_by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.list.map((incident) => (
                  <Table.Tr key={incident.id}>
                    <Table.Td>
                      <IncidentLink incident={incident} />
                    </Table.Td>
                    <Table.Td>
                      <IncidentPlace incident={incident} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRubles(incident.price, locale)}
                    </Table.Td>
                    <Table.Td>{matchedWords(incident)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          {/* A phone has no room for four columns: each incident becomes a short block. */}
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {result.list.map((incident) => (
              <Box key={incident.id} component="li" p="xs" bg="gray.0" style={{ borderRadius: 6 }}>
                <Text size="sm">
                  <IncidentLink incident={incident} /> · <IncidentPlace incident={incident} />
                </Text>
                <Text size="sm">
                  {t('verification.risk.damage')}: {formatRubles(incident.price, locale)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('verification.risk.matched_by')}: {matchedWords(incident)}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      ) : null}
      {result.ati_id ? (
        <Text size="sm">
          {t('verification.risk.ati_id', { id: result.ati_id })}
          {result.ati_link ? (
            <>
              {' · '}
              <Anchor href={result.ati_link} target="_blank" rel="noopener noreferrer">
                {t('verification.risk.ati_link')}
              </Anchor>
            </>
          ) : null}
        </Text>
      ) : null}
      {result.ati_inns.length > 0 ? (
        <Text size="sm">{t('verification.risk.ati_inns', { inns: result.ati_inns.join(', ') })}</Text>
      ) : null}
    </Stack>
  );
}

/** The incident's place in the page's language; a Russian name or a road as typed is quoted on an English page. */
function IncidentPlace({ incident }: { incident: RiskIncident }) {
  const [locale] = useLocale();
  return <Quoted value={locale === 'en' && incident.place_en ? incident.place_en : incident.place} />;
}

function IncidentLink({ incident }: { incident: RiskIncident }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.incidentView.build(incident.id)}
      size="sm"
      aria-label={t('verification.risk.incident_link', { date: formatDate(incident.date) })}
    >
      {formatDate(incident.date)}
    </Anchor>
  );
}
