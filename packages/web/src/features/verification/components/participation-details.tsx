import type { ParticipationResult } from '@cargo-sentry/contracts/verification-results';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CompanyStatusBadge } from './company-status-badge';

// 50 % stays "50 %", 33.33 % keeps two decimals rather than rounding a minority share to a majority.
const shareDigits = (share: number) => (Number.isInteger(share) ? 0 : 2);

/** The companies the person founded, runs or trades as: name and identifiers, role, share, status. */
export function ParticipationDetails({ result }: { result: ParticipationResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (result.participations.length === 0) return <Text size="sm">{t('verification.participation.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('verification.participation.found', { count: result.participations.length })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={t('verification.participation.companies')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('verification.participation.company')}</Table.Th>
              <Table.Th>{t('verification.participation.role')}</Table.Th>
              <Table.Th ta="right">{t('verification.participation.share')}</Table.Th>
              <Table.Th>{t('verification.company.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.participations.map((company, index) => (
              <Table.Tr key={`${company.inn}-${company.role}-${index}`}>
                <Table.Td>
                  {company.name}
                  <Text size="xs" c="dimmed">
                    {t('verification.company.inn', { inn: company.inn })}
                    {company.ogrn ? ` · ${t('verification.company.ogrn', { ogrn: company.ogrn })}` : null}
                  </Text>
                </Table.Td>
                <Table.Td>{company.role}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {company.share == null
                    ? '—'
                    : t('verification.participation.share_value', {
                        share: formatNumber(company.share, locale, shareDigits(company.share)),
                      })}
                </Table.Td>
                <Table.Td>
                  <CompanyStatusBadge status={company.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
