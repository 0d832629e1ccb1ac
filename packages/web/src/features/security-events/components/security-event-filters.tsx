import 'dayjs/locale/ru';
import { securityEventKinds } from '@cargo-sentry/contracts/security-events/security-events';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';

export interface SecurityEventFilterValues {
  kind: string;
  actor: string;
  address: string;
  date_from: string;
  date_to: string;
}

export const emptySecurityEventFilter: SecurityEventFilterValues = {
  kind: '',
  actor: '',
  address: '',
  date_from: '',
  date_to: '',
};

interface SecurityEventFiltersProps {
  values: SecurityEventFilterValues;
  onChange: (next: Partial<SecurityEventFilterValues>) => void;
}

/** What, who, from where and when: every filter applies at once and lives in the URL. */
export function SecurityEventFilters({ values, onChange }: SecurityEventFiltersProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isFiltered = Object.values(values).some((value) => value !== '');
  const dateOrderError =
    values.date_from && values.date_to && values.date_from > values.date_to
      ? t('security_events.filters.date_order')
      : undefined;
  return (
    <DatesProvider settings={{ locale }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label={t('security_events.filters.kind')}
          placeholder={t('security_events.filters.any')}
          clearable
          data={securityEventKinds.map((kind) => ({ value: kind, label: t(`security_events.kinds.${kind}`) }))}
          value={values.kind || null}
          onChange={(value) => onChange({ kind: value ?? '' })}
        />
        <TextInput
          label={t('security_events.filters.actor')}
          placeholder={t('security_events.filters.actor_placeholder')}
          maxLength={100}
          value={values.actor}
          onChange={(event) => onChange({ actor: event.currentTarget.value })}
        />
        <TextInput
          label={t('security_events.filters.address')}
          placeholder="203.0.113.7"
          maxLength={45}
          value={values.address}
          onChange={(event) => onChange({ address: event.currentTarget.value.trim() })}
        />
        <DateInput
          label={t('security_events.filters.date_from')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('security_events.filters.date_placeholder')}
          dateParser={parseDateInput}
          clearable
          value={values.date_from || null}
          onChange={(value) => onChange({ date_from: value ?? '' })}
        />
        <DateInput
          label={t('security_events.filters.date_to')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('security_events.filters.date_placeholder')}
          dateParser={parseDateInput}
          clearable
          value={values.date_to || null}
          error={dateOrderError}
          onChange={(value) => onChange({ date_to: value ?? '' })}
        />
        <Group align="flex-end">
          <Button variant="default" disabled={!isFiltered} onClick={() => onChange(emptySecurityEventFilter)}>
            {t('security_events.filters.reset')}
          </Button>
        </Group>
      </SimpleGrid>
    </DatesProvider>
  );
}
