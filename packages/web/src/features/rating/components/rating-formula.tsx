import { ratingFormula } from '@cargo-sentry/contracts/company-rating';
import { Accordion, List, Text } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

/** The formula in words, with the figures the server computes with (contracts' ratingFormula). */
export function RatingFormula({ isLimited, defaultOpen = false }: { isLimited: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const f = ratingFormula;
  const values = { max: f.maxScore, unit: formatNumber(f.damageUnit, locale), halfLife: f.halfLifeDays };
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
          <List size="sm" spacing={6}>
            <List.Item>
              {t('rating.formula.incidents', { ...values, per: f.perIncident, cap: f.incidentsCap })}
            </List.Item>
            <List.Item>{t('rating.formula.findings', { per: f.perFinding, cap: f.findingsCap })}</List.Item>
            <List.Item>
              {t('rating.formula.register', { status: f.negativeStatus, per: f.perFlag, cap: f.flagsCap })}
            </List.Item>
          </List>
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
