import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { ReportFormat } from '@cargo-sentry/contracts/reports/reports';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { FilterChips } from '@/shared/incident-filter/filter-chips';
import type { FilterValues } from '@/shared/incident-filter/filter-state';
import { IncidentFilterPanel } from '@/shared/incident-filter/incident-filter-panel';
import { useLocale } from '@/shared/i18n/use-locale';
import { reportFilterOf } from '../lib/report-filter';

interface ReportRequestFormProps {
  filter: FilterValues;
  onFilterChange: (next: FilterValues) => void;
  onSubmit: (request: { format: ReportFormat; lang: Locale }) => void;
  isSubmitting: boolean;
}

/** The incident filter of the report (the one of the incidents page), its format and language. */
export function ReportRequestForm({ filter, onFilterChange, onSubmit, isSubmitting }: ReportRequestFormProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [lang, setLang] = useState<Locale>(locale);
  const period = reportFilterOf(filter);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit({ format, lang });
  };

  return (
    <Stack gap="sm">
      <IncidentFilterPanel applied={filter} onApply={onFilterChange} />
      <FilterChips values={filter} onChange={onFilterChange} />
      <Paper
        component="form"
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        onSubmit={handleSubmit}
        aria-labelledby="report-form-title"
      >
        <Stack gap="sm">
          <Text fw={600} id="report-form-title">
            {t('reports.form.title')}
          </Text>
          <Text size="sm" data-testid="report-period">
            {t('reports.form.period', { from: formatDate(period.date_from), to: formatDate(period.date_to) })}
          </Text>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="report-format-label">
                {t('reports.form.format')}
              </Text>
              <SegmentedControl
                size="sm"
                aria-labelledby="report-format-label"
                value={format}
                onChange={(value) => setFormat(value as ReportFormat)}
                data={[
                  { value: 'pdf', label: 'PDF' },
                  { value: 'xlsx', label: 'XLSX' },
                ]}
              />
            </Stack>
            <Select
              size="sm"
              label={t('reports.form.language')}
              data={[
                { value: 'ru', label: t('reports.form.language_ru') },
                { value: 'en', label: t('reports.form.language_en') },
              ]}
              value={lang}
              onChange={(value) => value && setLang(value as Locale)}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
            />
            <Button
              type="submit"
              leftSection={<IconFileAnalytics size={18} aria-hidden />}
              loading={isSubmitting}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('reports.form.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('reports.form.hint')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
