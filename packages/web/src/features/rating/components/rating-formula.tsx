import { evidenceKinds, evidenceWeights, ratingFormula } from '@cargo-sentry/contracts/rating/rating';
import { Accordion, Table, Text } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

/**
 * The formula in words and the stated weight of each kind of negative evidence, with the figures
 * the server computes with (contracts' `evidenceWeights` and `ratingFormula`), so the page cannot
 * drift from the numbers.
 */
export function RatingFormula({ isLimited, defaultOpen = false }: { isLimited: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const f = ratingFormula;
  const values = {
    max: f.maxScore,
    unit: formatNumber(f.damageUnit, locale),
    halfLife: f.halfLifeDays,
    maxSeverity: f.maxSeverity,
    maxIncident: evidenceWeights.incident.points * f.maxSeverity,
  };
  return (
    <Accordion variant="contained" radius="md" defaultValue={defaultOpen ? 'formula' : null}>
      <Accordion.Item value="formula">
        <Accordion.Control icon={<IconMathFunction size={18} aria-hidden />}>
          {t('rating.formula.title')}
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="xs">
            {t('rating.formula.start', values)}
          </Text>
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" verticalSpacing={6} withTableBorder striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
                {t('rating.formula.weights_caption')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rating.formula.columns.kind')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('rating.formula.columns.points')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('rating.formula.columns.cap')}
                  </Table.Th>
                  <Table.Th scope="col">{t('rating.formula.columns.decay')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {evidenceKinds.map((kind) => {
                  const { points, cap, decays } = evidenceWeights[kind];
                  return (
                    <Table.Tr key={kind}>
                      <Table.Th scope="row" fw={400}>
                        {t(`rating.evidence.${kind}`)}
                      </Table.Th>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {t(kind === 'incident' ? 'rating.formula.per_incident' : 'rating.formula.per_fact', { points })}
                      </Table.Td>
                      <Table.Td ta="right">{t('rating.formula.cap', { cap })}</Table.Td>
                      <Table.Td>{decays ? t('rating.formula.decays', values) : t('rating.formula.no_decay')}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" mt="xs">
            {t('rating.formula.severity', values)}
          </Text>
          <Text size="sm" mt="xs">
            {t('rating.formula.findings')}
          </Text>
          <Text size="sm" mt="xs" fw={600}>
            {t('rating.formula.total', values)}
          </Text>
          <Text size="sm" mt="xs" c="dimmed">
            {t('rating.formula.links')}
            {isLimited ? ` ${t('rating.formula.limited')}` : ''}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
