import 'dayjs/locale/ru';
import { summaryOrder } from '@cargo-sentry/contracts/verification/rules';
import type { TicketVerdict } from '@cargo-sentry/contracts/verification/tickets';
import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import {
  emptyTicketFilter,
  isDateOrderWrong,
  isTicketFilterSet,
  ticketSearchMaxLength,
  type TicketFilterValues,
} from '../lib/ticket-filter';

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
      {/* the search gets the room its hint needs; the verdict and the dates share a row below it on a tablet */}
      <Grid gutter="sm" align="flex-end" data-testid="ticket-filters">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <TextInput
            type="search"
            label={t('verification.history.search')}
            description={t('verification.history.search_hint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={ticketSearchMaxLength}
            value={values.search}
            onChange={(event) => onChange({ search: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <Select
            label={t('verification.history.verdict')}
            placeholder={t('verification.history.any_verdict')}
            clearable
            data={verdictOptions}
            value={values.verdict || null}
            onChange={(value) => onChange({ verdict: (value ?? '') as TicketVerdict | '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4, lg: 2 }}>
          <DateInput
            label={t('verification.history.date_from')}
            valueFormat="DD.MM.YYYY"
            placeholder={t('verification.history.date_placeholder')}
            dateParser={parseDateInput}
            clearable
            value={values.date_from || null}
            onChange={(value) => onChange({ date_from: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4, lg: 2 }}>
          <DateInput
            label={t('verification.history.date_to')}
            valueFormat="DD.MM.YYYY"
            placeholder={t('verification.history.date_placeholder')}
            dateParser={parseDateInput}
            clearable
            value={values.date_to || null}
            error={isDateOrderWrong(values) ? t('verification.history.date_order') : undefined}
            onChange={(value) => onChange({ date_to: value ?? '' })}
          />
        </Grid.Col>
      </Grid>
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
