import '@mantine/dates/styles.css';
import type { IncidentAdminReferences } from '@cargo-sentry/contracts/incidents/incidents';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput, DatesProvider, TimeInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { nameOf } from '@/shared/i18n/bilingual-name';
import type { IncidentFormErrors, IncidentFormValues } from './incident-form-values';
import { IncidentPointMap } from './incident-point-map';

interface IncidentFormProps {
  values: IncidentFormValues;
  errors: IncidentFormErrors;
  references: IncidentAdminReferences | undefined;
  onChange: (next: IncidentFormValues) => void;
  onSubmit: () => void;
  isSaving: boolean;
  /** Delete and other page actions, shown beside Save. */
  actions?: React.ReactNode;
}

type Key = keyof IncidentFormValues;

/** The staff incident form: every field, reference pickers and a map to pick the point. */
export function IncidentForm({ values, errors, references, onChange, onSubmit, isSaving, actions }: IncidentFormProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const set = (key: Key, value: string) => onChange({ ...values, [key]: value });
  const error = (key: Key) => (errors[key] ? t(errors[key], { defaultValue: t('validation.invalid') }) : undefined);
  const label = (key: string) => t(`incidents.fields.${key}`);

  const text = (key: Key, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      label={label(key)}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
      {...extra}
    />
  );
  const date = (key: 'date' | 'reference_date' | 'media_mention_date', required = false) => (
    <DateInput
      size="md"
      label={label(key)}
      valueFormat="DD.MM.YYYY"
      placeholder={t('incidents.filters.date_placeholder')}
      dateParser={parseDateInput}
      value={values[key] || null}
      onChange={(v) => set(key, v ?? '')}
      error={error(key)}
      required={required}
      clearable={!required}
    />
  );
  const pick = (
    key: Key,
    group: keyof IncidentAdminReferences,
    required = false,
    filterBy?: (item: { id: number; region?: number }) => boolean,
  ) => {
    const items = (references?.[group] ?? []) as { id: number; name_ru: string; name_en: string; region?: number }[];
    const data = items
      .filter((item) => !filterBy || filterBy(item) || String(item.id) === values[key])
      .map((item) => ({ value: String(item.id), label: nameOf(item, locale) }));
    return (
      <Select
        label={label(key)}
        data={data}
        value={values[key] || null}
        onChange={(v) => set(key, v ?? '')}
        error={error(key)}
        required={required}
        clearable={!required}
        searchable
        limit={100}
        nothingFoundMessage={t('incidents.filters.nothing_found')}
        disabled={!references}
      />
    );
  };

  const point = useMemo(() => {
    const lat = Number(values.lat);
    const lon = Number(values.lon);
    return values.lat !== '' && values.lon !== '' && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
  }, [values.lat, values.lon]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const section = (key: string, children: React.ReactNode) => (
    <Paper withBorder radius="md" p="md" component="fieldset" m={0} style={{ minWidth: 0 }}>
      <Title order={2} fz="md" mb="sm" component="legend" px={4}>
        {t(`incidents.groups.${key}`)}
      </Title>
      {children}
    </Paper>
  );

  return (
    <DatesProvider settings={{ locale }}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('incidents.form.label')}>
        <Stack gap="md">
          {section(
            'main',
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {date('date', true)}
              <TimeInput
                size="md"
                label={label('time')}
                value={values.time}
                onChange={(e) => set('time', e.currentTarget.value)}
                error={error('time')}
              />
              {pick('incident_category', 'incident_categories', true)}
              {pick('attack_method', 'attack_methods')}
              {pick('type_of_scene', 'scene_types')}
              {pick('information_source', 'information_sources')}
              {date('reference_date')}
              {date('media_mention_date')}
              {text('judicial_decision_number')}
            </SimpleGrid>,
          )}
          {section(
            'place',
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {pick('country', 'countries', true)}
                {pick('federal_district', 'federal_districts')}
                {pick('region', 'regions')}
                {pick('city', 'cities', false, (c) => !values.region || String(c.region) === values.region)}
                {text('street')}
                {text('road')}
                {text('loading_address')}
                {text('unloading_address')}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2 }} spacing="sm" maw={420}>
                {text('lat', { inputMode: 'decimal', placeholder: '55.7558' })}
                {text('lon', { inputMode: 'decimal', placeholder: '37.6173' })}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('incidents.form.pick_hint')}
              </Text>
              <IncidentPointMap
                label={t('incidents.form.pick_map')}
                point={point}
                height={320}
                onPick={(p) => onChange({ ...values, lat: String(p.lat), lon: String(p.lon) })}
              />
            </Stack>,
          )}
          {section(
            'cargo',
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {pick('cargo_category', 'cargo_categories', true)}
              {text('amount')}
              {text('price', { inputMode: 'numeric', required: true, rightSection: '₽' })}
              <Textarea
                label={label('cargo_description')}
                value={values.cargo_description}
                onChange={(e) => set('cargo_description', e.currentTarget.value)}
                error={error('cargo_description')}
                autosize
                minRows={2}
              />
            </SimpleGrid>,
          )}
          {section(
            'identifiers',
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {text('vehicle_plate')}
              {text('vehicle_vin')}
              {text('trailer_plate')}
              {text('trailer_vin')}
              {text('counterparty_inn', { inputMode: 'numeric' })}
              {text('counterparty_ogrn', { inputMode: 'numeric' })}
              {text('ati_id', { inputMode: 'numeric' })}
            </SimpleGrid>,
          )}
          {section(
            'description',
            <Textarea
              label={label('description')}
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={error('description')}
              autosize
              minRows={3}
            />,
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">{actions}</Group>
            <Button type="submit" loading={isSaving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
