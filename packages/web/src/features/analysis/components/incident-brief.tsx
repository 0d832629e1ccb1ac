import { Anchor, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { DataText } from '@/shared/ui/data-text';
import type { BriefRow } from '../lib/stats-view';
import { ReferenceName } from '@/shared/ui/reference-name';

/** One incident in brief: a link to it, then date and place, then category, cargo and description. */
export function IncidentBrief({ item, descriptionLines }: { item: BriefRow; descriptionLines: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={paths.incidentView.build(item.id)} fw={600} fz="sm">
        {t('analysis.main.view_incident', { id: item.id })}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatDate(item.date)} · <DataText value={item.place} />
      </Text>
      <Text size="xs" lineClamp={descriptionLines}>
        <ReferenceName name={item.category} /> · <ReferenceName name={item.cargo} />
        {item.description ? (
          <>
            {' — '}
            <DataText value={item.description} />
          </>
        ) : null}
      </Text>
    </>
  );
}

/** An incident's damage, compact ("1,2 млн ₽"), with the exact sum on hover. */
export function IncidentDamage({ damage, ...textProps }: { damage: number } & TextProps) {
  const [locale] = useLocale();
  return (
    <Text {...textProps} title={`${formatNumber(damage, locale)} ₽`}>
      {formatCompact(damage, locale)} ₽
    </Text>
  );
}
