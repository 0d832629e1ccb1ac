import 'dayjs/locale/ru';
import { auditActions, auditTargetTypes } from '@cargo-sentry/contracts/audit/audit';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';

export interface AuditFilterValues {
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  date_from: string;
  date_to: string;
}

export const emptyAuditFilter: AuditFilterValues = {
  actor: '',
  action: '',
  target_type: '',
  target_id: '',
  date_from: '',
  date_to: '',
};

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}

/** Who, what, which record and when: every filter applies at once and lives in the URL. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isFiltered = Object.values(values).some((value) => value !== '');
  const dateOrderError =
    values.date_from && values.date_to && values.date_from > values.date_to ? t('audit.filters.date_order') : undefined;
  return (
    <DatesProvider settings={{ locale }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={t('audit.filters.actor')}
          placeholder={t('audit.filters.actor_placeholder')}
          maxLength={100}
          value={values.actor}
          onChange={(event) => onChange({ actor: event.currentTarget.value })}
        />
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.any')}
          clearable
          data={auditActions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          value={values.action || null}
          onChange={(value) => onChange({ action: value ?? '' })}
        />
        <Group gap="sm" grow wrap="nowrap" align="flex-start">
          <Select
            label={t('audit.filters.target_type')}
            placeholder={t('audit.filters.any')}
            clearable
            data={auditTargetTypes.map((type) => ({ value: type, label: t(`audit.targets.${type}`) }))}
            value={values.target_type || null}
            onChange={(value) => onChange({ target_type: value ?? '' })}
          />
          <TextInput
            label={t('audit.filters.target_id')}
            maxLength={40}
            value={values.target_id}
            onChange={(event) => onChange({ target_id: event.currentTarget.value.replace(/\D/g, '') })}
            inputMode="numeric"
          />
        </Group>
        <DateInput
          label={t('audit.filters.date_from')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('audit.filters.date_placeholder')}
          dateParser={parseDateInput}
          clearable
          value={values.date_from || null}
          onChange={(value) => onChange({ date_from: value ?? '' })}
        />
        <DateInput
          label={t('audit.filters.date_to')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('audit.filters.date_placeholder')}
          dateParser={parseDateInput}
          clearable
          value={values.date_to || null}
          error={dateOrderError}
          onChange={(value) => onChange({ date_to: value ?? '' })}
        />
        <Group align="flex-end">
          <Button variant="default" disabled={!isFiltered} onClick={() => onChange(emptyAuditFilter)}>
            {t('audit.filters.reset')}
          </Button>
        </Group>
      </SimpleGrid>
    </DatesProvider>
  );
}
