import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { periodOptions, priceRanges, type Period } from '@cargo-sentry/contracts/incidents/incident-filter';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconFilter, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dateText } from '@cargo-sentry/contracts/shared/dates';
import { parseDisplayDate, toApiDate } from '../format/date';
import { nameOf } from '../i18n/bilingual-name';
import { useLocale } from '../i18n/use-locale';
import {
  allPrices,
  applyFormValues,
  emptyFilter,
  isRangeInverted,
  listChips,
  rejectedParams,
  type FilterValues,
} from './filter-state';
import { GeoPicker } from './geo-picker';
import { periodLabel, priceRangeLabel } from './labels';
import { useIncidentReferences } from './use-filter-references';

interface IncidentFilterPanelProps {
  /** The applied filter; the form starts from it and follows it when chips are removed. */
  applied: FilterValues;
  onApply: (next: FilterValues) => void;
}

/** A typed DD.MM.YYYY date as YYYY-MM-DD, or null when it is no date a filter can have. */
const parseDate = (value: string) => {
  const date = parseDisplayDate(value);
  const iso = date ? toApiDate(date) : null;
  return iso && dateText.safeParse(iso).success ? iso : null;
};

type DateKey = 'dateFrom' | 'dateTo';

/**
 * The incident filter form of docs/product.md#incident-filter/docs/product.md#filter-state: the user edits form values, "Apply" turns them into
 * the applied values (URL and requests). Shared by the incidents and analysis pages.
 */
export function IncidentFilterPanel({ applied, onApply }: IncidentFilterPanelProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { data: refs, isLoading } = useIncidentReferences();
  const [form, setForm] = useState<FilterValues>(applied);
  // Dates typed that are no date (31.02.2099, 07.06.10007) or a range that ends before it starts:
  // said under the field, and the filter is not applied (issue 9: they were silently changed).
  const [dateErrors, setDateErrors] = useState<Partial<Record<DateKey, string>>>({});
  const [params] = useSearchParams();
  const rejected = useMemo(() => rejectedParams(params), [params]);
  // On phones the form folds away behind a toggle so the map and list stay near the top.
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const [isOpen, setIsOpen] = useState(false);
  const isExpanded = !isNarrow || isOpen;
  const activeCount = listChips(applied).length;
  const appliedKey = JSON.stringify(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    // Chips, back/forward or a reset changed the applied filter: the form follows it.
    setSyncedKey(appliedKey);
    setForm(applied);
  }

  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const options = (list: { id: number; name_ru: string; name_en: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: nameOf(o, locale) }));

  const handlePrice = (next: string[]) => {
    const ids = next.map(Number);
    const addedAll = ids.includes(allPrices) && !form.price.includes(allPrices);
    set('price', addedAll ? [allPrices] : ids.filter((id) => id !== allPrices));
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = { ...dateErrors };
    if (!errors.dateTo && isRangeInverted(form)) errors.dateTo = t('incidents.filters.range_inverted');
    setDateErrors(errors);
    if (errors.dateFrom || errors.dateTo) return;
    onApply(applyFormValues(form));
    setIsOpen(false);
  };

  const dateInput = (key: DateKey, label: string) => (
    <DateInput
      size="sm"
      label={label}
      placeholder={t('incidents.filters.date_placeholder')}
      valueFormat="DD.MM.YYYY"
      dateParser={(text) => {
        const iso = parseDate(text);
        const isBad = iso === null && text.trim() !== '';
        setDateErrors((e) => ({ ...e, [key]: isBad ? t('incidents.filters.bad_date') : undefined }));
        return iso;
      }}
      value={form[key]}
      error={dateErrors[key]}
      onChange={(v) => {
        setDateErrors((e) => ({ ...e, [key]: undefined, ...(key === 'dateFrom' ? { dateTo: undefined } : {}) }));
        setForm((f) => ({ ...f, [key]: v, period: v ? null : f.period }));
      }}
      clearable
    />
  );

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      onSubmit={handleSubmit}
      aria-label={t('incidents.filters.title')}
    >
      {isNarrow ? (
        <Button
          variant="subtle"
          fullWidth
          justify="flex-start"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          onClick={() => setIsOpen((v) => !v)}
          aria-expanded={isOpen}
          mb={isOpen ? 'sm' : 0}
        >
          {activeCount ? t('incidents.filters.toggle', { count: activeCount }) : t('incidents.filters.toggle_title')}
        </Button>
      ) : null}
      {rejected.length ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} mb="sm" role="status">
          {t('incidents.filters.rejected', {
            names: rejected.map((key) => t(`incidents.filters.${key}`)).join(', '),
          })}
        </Alert>
      ) : null}
      <Collapse in={isExpanded} transitionDuration={isNarrow ? 150 : 0}>
        <DatesProvider settings={{ locale }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
              <TextInput
                size="sm"
                label={t('incidents.filters.search')}
                placeholder={t('incidents.filters.search_placeholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={form.search}
                maxLength={200}
                onChange={(e) => set('search', e.currentTarget.value)}
              />
              <GeoPicker value={form.geo} onChange={(geo) => set('geo', geo)} />
              <MultiSelect
                size="sm"
                label={t('incidents.filters.country')}
                placeholder={form.country.length ? undefined : t('incidents.filters.any')}
                data={options(refs?.countries)}
                value={form.country.map(String)}
                onChange={(v) => set('country', v.map(Number))}
                disabled={isLoading}
                clearable
                searchable
              />
              <MultiSelect
                size="sm"
                label={t('incidents.filters.cargo')}
                placeholder={form.cargo.length ? undefined : t('incidents.filters.any')}
                data={options(refs?.cargo_categories)}
                value={form.cargo.map(String)}
                onChange={(v) => set('cargo', v.map(Number))}
                disabled={isLoading}
                clearable
                searchable
              />
              <Select
                size="sm"
                label={t('incidents.filters.period')}
                placeholder={t('incidents.filters.any')}
                data={periodOptions.map((p) => ({ value: p, label: periodLabel(p, t) }))}
                value={form.period}
                onChange={(v) =>
                  setForm((f) => ({
                    ...f,
                    period: (v as Period | null) ?? null,
                    ...(v ? { dateFrom: null, dateTo: null } : {}),
                  }))
                }
                clearable
                allowDeselect
              />
              {dateInput('dateFrom', t('incidents.filters.date_from'))}
              {dateInput('dateTo', t('incidents.filters.date_to'))}
              <MultiSelect
                size="sm"
                label={t('incidents.filters.price')}
                placeholder={form.price.length ? undefined : t('incidents.filters.price_all')}
                data={[allPrices, ...priceRanges.map((r) => r.id)].map((id) => ({
                  value: String(id),
                  label: priceRangeLabel(id, locale, t),
                }))}
                value={form.price.map(String)}
                onChange={handlePrice}
                clearable
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('incidents.filters.category')}
              value={form.category.map(String)}
              onChange={(v) => set('category', v.map(Number))}
            >
              <Group gap="md" mt={6}>
                {(refs?.incident_categories ?? []).map((c) => (
                  <Checkbox key={c.id} value={String(c.id)} label={nameOf(c, locale)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={() => setForm(emptyFilter)}>
                {t('incidents.filters.reset')}
              </Button>
              <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
                {t('incidents.filters.apply')}
              </Button>
            </Group>
          </Stack>
        </DatesProvider>
      </Collapse>
    </Paper>
  );
}
