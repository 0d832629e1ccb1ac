import 'dayjs/locale/ru';
import { summaryOrder } from '@cargo-sentry/contracts/verification-rules';
import type { TicketVerdict } from '@cargo-sentry/contracts/verification-tickets';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseDisplayDate, toApiDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import {
  emptyTicketFilter,
  isDateOrderWrong,
  isTicketFilterSet,
  ticketSearchMaxLength,
  type TicketFilterValues,
} from '../lib/ticket-filter';

const parseDate = (value: string) => {
  const date = parseDisplayDate(value);
  return date ? toApiDate(date) : null;
};

interface TicketFiltersProps {
  values: TicketFilterValues;
  onChange: (next: Partial<TicketFilterValues>) => void;
}

/** The history's search (any identifier), verdict and period (issue 23 §6); each applies at once. */
export function TicketFilters({ values, onChange }: TicketFiltersProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const verdictOptions = summaryOrder.map((verdict) => ({
    value: verdict,
    label: t(`verification.history.verdicts.${verdict}`),
  }));
  return (
    <DatesProvider settings={{ locale }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="ticket-filters">
        <TextInput
          type="search"
          label={t('verification.history.search')}
          placeholder={t('verification.history.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={ticketSearchMaxLength}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
        <Select
          label={t('verification.history.verdict')}
          placeholder={t('verification.history.any_verdict')}
          clearable
          data={verdictOptions}
          value={values.verdict || null}
          onChange={(value) => onChange({ verdict: (value ?? '') as TicketVerdict | '' })}
        />
        <DateInput
          label={t('verification.history.date_from')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('verification.history.date_placeholder')}
          dateParser={parseDate}
          clearable
          value={values.date_from || null}
          onChange={(value) => onChange({ date_from: value ?? '' })}
        />
        <DateInput
          label={t('verification.history.date_to')}
          valueFormat="DD.MM.YYYY"
          placeholder={t('verification.history.date_placeholder')}
          dateParser={parseDate}
          clearable
          value={values.date_to || null}
          error={isDateOrderWrong(values) ? t('verification.history.date_order') : undefined}
          onChange={(value) => onChange({ date_to: value ?? '' })}
        />
      </SimpleGrid>
      {isTicketFilterSet(values) ? (
        <Group mt="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(emptyTicketFilter)}>
            {t('verification.history.clear_filters')}
          </Button>
        </Group>
      ) : null}
    </DatesProvider>
  );
}
