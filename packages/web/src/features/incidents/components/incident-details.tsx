import type { IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { Incident } from '@cargo-sentry/contracts/incidents/incidents';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { nameOf, undefinedName } from '@/shared/i18n/bilingual-name';
import { langOf } from '@/shared/ui/data-text';
import { incidentFieldGroups } from './incident-fields';
import { LinksButton } from '@/shared/ui/links-button';
import { ReferenceName } from '@/shared/ui/reference-name';

const dateFields = new Set(['date', 'reference_date', 'media_mention_date']);
/** Fields naming a reference item: without one they show the null-name label (docs/product.md#reference-names, issue 23 §4). */
const referenceFields = new Set([
  'incident_category',
  'cargo_category',
  'attack_method',
  'type_of_scene',
  'information_source',
  'country',
  'federal_district',
  'region',
  'city',
]);

/** The identifiers the link explorer opens on from the card (issue 27 §3). */
const linkedKinds: Record<string, IdentifierKind> = {
  vehicle_plate: 'plate',
  vehicle_vin: 'vin',
  trailer_plate: 'plate',
  trailer_vin: 'vin',
  counterparty_inn: 'inn',
  counterparty_ogrn: 'ogrn',
  ati_id: 'ati_id',
};

/** Every field of an incident, read-only, grouped and labelled in the UI language. */
export function IncidentDetails({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const [locale] = useLocale();

  const valueOf = (field: string): string => {
    if (field === 'coordinates') {
      return incident.lat !== null && incident.lon !== null
        ? `${formatNumber(incident.lat, locale, 5)}, ${formatNumber(incident.lon, locale, 5)}`
        : '';
    }
    const value = incident[field as keyof Incident];
    if (value === null && referenceFields.has(field)) return undefinedName(locale);
    if (value === null || value === undefined || value === '') return '';
    if (field === 'price') return `${formatNumber(Number(value), locale)} ₽`;
    if (field === 'time') return String(value).slice(0, 5);
    if (dateFields.has(field)) return formatDate(String(value));
    if (typeof value === 'object') return nameOf(value, locale);
    return String(value);
  };

  return (
    <>
      {incidentFieldGroups.map((group) => (
        <Paper key={group.key} withBorder radius="md" p="md" component="section" aria-labelledby={`group-${group.key}`}>
          <Title order={2} fz="md" mb="sm" id={`group-${group.key}`}>
            {t(`incidents.groups.${group.key}`)}
          </Title>
          <SimpleGrid
            component="dl"
            cols={group.key === 'description' ? 1 : { base: 2, lg: 3 }}
            spacing="md"
            verticalSpacing="sm"
            m={0}
          >
            {group.fields.map((field) => {
              const value = valueOf(field);
              return (
                <Box key={field} data-field={field}>
                  <Text component="dt" size="xs" c="dimmed" fw={600}>
                    {t(`incidents.fields.${field}`)}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    size="sm"
                    c={value ? undefined : 'dimmed'}
                    lang={langOf(value)}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {value ? <ReferenceName name={value} /> : t('incidents.not_specified')}
                  </Text>
                  {value && linkedKinds[field] ? <LinksButton kind={linkedKinds[field]} value={value} /> : null}
                </Box>
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}
    </>
  );
}
