import type { LogUser } from '@cargo-sentry/contracts/verification/log';
import { maxStatisticsMonths } from '@cargo-sentry/contracts/verification/log';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import type { LogQuery } from '../api/get-verification-log';
import { recentMonths } from '../lib/log-view';

interface LogFiltersProps {
  query: LogQuery;
  users: LogUser[];
  onChange: (next: LogQuery) => void;
  onExport: () => void;
  isExporting: boolean;
}

const allUsers = 'all';

/** Period (first and last month) and user of the statistics, and the XLSX export of what is shown. */
export function LogFilters({ query, users, onChange, onExport, isExporting }: LogFiltersProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const months = recentMonths();
  const monthOptions = months.map((value) => ({ value, label: formatMonth(value, locale) }));
  const userLabel = (u: LogUser) =>
    [u.company, [u.last_name, u.first_name].filter(Boolean).join(' '), `(${u.username})`].filter(Boolean).join(' ');

  // Moving one end of the period keeps the other within order and the longest period.
  const handleFrom = (monthFrom: string) => {
    const index = months.indexOf(monthFrom);
    const latest = months[Math.max(0, index - (maxStatisticsMonths - 1))];
    const monthTo = query.monthTo < monthFrom ? monthFrom : query.monthTo > latest ? latest : query.monthTo;
    onChange({ ...query, monthFrom, monthTo });
  };
  const handleTo = (monthTo: string) => {
    const index = months.indexOf(monthTo);
    const earliest = months[Math.min(months.length - 1, index + (maxStatisticsMonths - 1))];
    const monthFrom = query.monthFrom > monthTo ? monthTo : query.monthFrom < earliest ? earliest : query.monthFrom;
    onChange({ ...query, monthFrom, monthTo });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('verification_log.filters.month_from')}
        data={monthOptions}
        value={query.monthFrom}
        onChange={(value) => value && handleFrom(value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label={t('verification_log.filters.month_to')}
        data={monthOptions}
        value={query.monthTo}
        onChange={(value) => value && handleTo(value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label={t('verification_log.filters.user')}
        data={[
          { value: allUsers, label: t('verification_log.filters.all_users') },
          ...users.map((u) => ({ value: String(u.id), label: userLabel(u) })),
        ]}
        value={query.user === null ? allUsers : String(query.user)}
        onChange={(value) => onChange({ ...query, user: !value || value === allUsers ? null : Number(value) })}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('verification_log.filters.no_user')}
        w={{ base: '100%', sm: 320 }}
      />
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={onExport}
        loading={isExporting}
        w={{ base: '100%', xs: 'auto' }}
      >
        {t('verification_log.export')}
      </Button>
    </Group>
  );
}
