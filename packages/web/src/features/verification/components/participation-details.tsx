import type { ParticipationResult } from '@cargo-sentry/contracts/verification/results';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CompanyStatusBadge } from './company-status-badge';
import { FindingsTable } from './findings-table';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';

// 50 % stays "50 %", 33.33 % keeps two decimals rather than rounding a minority share to a majority.
const shareDigits = (share: number) => (Number.isInteger(share) ? 0 : 2);

/** The companies the person founded, runs or trades as: name and identifiers, role, share, status. */
export function ParticipationDetails({ result }: { result: ParticipationResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <FindingsTable
      count={result.participations.length}
      found={t('verification.participation.found', { count: result.participations.length })}
      label={t('verification.participation.companies')}
      columns={[
        { label: t('verification.participation.company') },
        { label: t('verification.participation.role') },
        { label: t('verification.participation.share'), isNumeric: true, isNowrap: true },
        { label: t('verification.company.status'), isDeciding: true },
      ]}
      rows={result.participations.map((company, index) => ({
        key: `${company.inn}-${company.role}-${index}`,
        cells: [
          <>
            <Quoted value={company.name} />
            <Text size="xs" c="dimmed">
              {t('verification.company.inn', { inn: company.inn })}
              {company.ogrn ? ` · ${t('verification.company.ogrn', { ogrn: company.ogrn })}` : null}
            </Text>
          </>,
          <RegisterValue key="role" kind="role" value={company.role} />,
          company.share == null
            ? '—'
            : t('verification.participation.share_value', {
                share: formatNumber(company.share, locale, shareDigits(company.share)),
              }),
          <CompanyStatusBadge key="status" status={company.status} />,
        ],
      }))}
    />
  );
}
