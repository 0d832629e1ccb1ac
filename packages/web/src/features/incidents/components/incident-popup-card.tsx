import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { nameOf } from '@/shared/i18n/bilingual-name';
import { paths } from '@/shared/routing/paths';
import { langOf } from '@/shared/ui/data-text';
import { useIncident } from '../api/get-incident';
import { placeOf } from './incident-place';
import { ReferenceName } from '@/shared/ui/reference-name';

/** The short incident card inside a map popup, with a link to the full card. */
export function IncidentPopupCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { data, isLoading, isError } = useIncident(id);
  if (isLoading) return <Loader size="sm" aria-label={t('incidents.map.popup_loading')} />;
  if (isError || !data) {
    return (
      <Stack gap={4}>
        <Text size="sm">{t('incidents.map.popup_error')}</Text>
        <Anchor component={Link} to={paths.incidentView.build(id)} size="sm">
          {t('incidents.map.open_card')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap={2} data-testid="incident-popup" miw={200}>
      <Text size="xs" c="dimmed">
        {formatDate(data.date)} · {nameOf(data.incident_category, locale)}
      </Text>
      <Text size="sm" fw={600}>
        {nameOf(data.cargo_category, locale)}
      </Text>
      {data.cargo_description ? (
        <Text size="xs" lineClamp={2} lang={langOf(data.cargo_description)}>
          {data.cargo_description}
        </Text>
      ) : null}
      <Text size="xs">
        <ReferenceName name={placeOf(data, locale)} />
      </Text>
      <Text size="sm" fw={600}>
        {formatNumber(data.price, locale)} ₽
      </Text>
      <Anchor component={Link} to={paths.incidentView.build(id)} size="sm" mt={4}>
        {t('incidents.map.open_card')}
      </Anchor>
    </Stack>
  );
}
