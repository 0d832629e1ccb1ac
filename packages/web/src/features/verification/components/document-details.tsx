import type { DriverResult, OsagoResult, PassportResult } from '@cargo-sentry/contracts/verification-results';
import {
  deprivationStates,
  effectiveLicenseExpiry,
  inForceStatus,
  isOsagoExpired,
  passportClass,
  passportDescriptions,
} from '@cargo-sentry/contracts/verification-rules';
import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { standingColors } from '../lib/standing-colors';

const dash = '—';
const isInForce = (status: string) => status.trim().toLowerCase() === inForceStatus.toLowerCase();

/** The OSAGO policies of the vehicle: found or not, in force or expired, and each policy's terms. */
export function OsagoDetails({ result }: { result: OsagoResult }) {
  const { t } = useTranslation();
  const verdict = result.policies.length === 0 ? 'not_found' : isOsagoExpired(result.policies) ? 'expired' : 'in_force';
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(`verification.osago.verdict.${verdict}`)}
      </Text>
      {result.policies.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label={t('verification.osago.policies')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('verification.osago.insurer')}</Table.Th>
                <Table.Th>{t('verification.osago.series_number')}</Table.Th>
                <Table.Th>{t('verification.osago.status')}</Table.Th>
                <Table.Th>{t('verification.osago.period')}</Table.Th>
                <Table.Th>{t('verification.osago.restriction')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.policies.map((policy) => (
                <Table.Tr key={`${policy.serial}${policy.number}`}>
                  <Table.Td>{policy.insurer}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {policy.serial} {policy.number}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={isInForce(policy.status) ? 'green' : 'red'} variant="light">
                      {policy.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(policy.startDate) || dash} – {formatDate(policy.endDate) || dash}
                  </Table.Td>
                  <Table.Td>
                    {t(policy.restriction ? 'verification.osago.restricted' : 'verification.osago.unrestricted')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** The driving licence: status, expiry (and the 2022–2025 extension when it applies), categories, decisions. */
export function DriverDetails({ result }: { result: DriverResult }) {
  const { t } = useTranslation();
  const printed = result.drivingLicenseExpiryDate;
  const effective = printed ? effectiveLicenseExpiry(printed) : null;
  const isExtended = !!printed && effective !== printed;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('verification.driver.status')}: {result.status || dash}
      </Text>
      <Text size="sm">
        {t('verification.driver.expiry')}: {formatDate(printed) || dash}
      </Text>
      {isExtended ? (
        <Text size="sm" c="dimmed" data-testid="driver-extension">
          {t('verification.driver.extended', { date: formatDate(effective) })}
        </Text>
      ) : null}
      <Text size="sm">
        {t('verification.driver.categories')}: {result.drivingLicenseCategory || dash}
      </Text>
      {result.wanted ? (
        <Text size="sm" c="red.8" fw={500}>
          {t('verification.driver.wanted')}
        </Text>
      ) : null}
      {result.decisionList.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder aria-label={t('verification.driver.decisions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('verification.driver.decision_date')}</Table.Th>
                <Table.Th>{t('verification.driver.decision')}</Table.Th>
                <Table.Th>{t('verification.driver.term')}</Table.Th>
                <Table.Th>{t('verification.driver.region')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.decisionList.map((decision, index) => (
                <Table.Tr key={`${decision.date}-${decision.state}-${index}`}>
                  <Table.Td>{formatDate(decision.date)}</Table.Td>
                  <Table.Td c={Object.hasOwn(deprivationStates, decision.state.trim()) ? 'red.9' : undefined}>
                    {decision.stateName}
                  </Table.Td>
                  <Table.Td>
                    {decision.term == null ? dash : t('verification.driver.months', { count: decision.term })}
                  </Table.Td>
                  <Table.Td>{decision.region}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">{t('verification.driver.no_decisions')}</Text>
      )}
    </Stack>
  );
}

/** The passport: the register's verdict and answer, and how surely it belongs to the person (0–100). */
export function PassportDetails({ result }: { result: PassportResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const resultClass = passportClass(result);
  const score = t('verification.passport.score', { score: formatNumber(result.score, locale) });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t(`verification.passport.verdict.${resultClass}`)}
      </Text>
      <Text size="sm">
        {t('verification.passport.description')}: {result.description || dash}
      </Text>
      {/* On the invalid list or unknown, no person was compared: a 0 % "match" would mislead. */}
      {resultClass === 'alert' || result.description === passportDescriptions.notFound ? null : (
        <>
          <Text size="sm">{score}</Text>
          <Progress value={result.score} color={standingColors[resultClass]} size="md" aria-label={score} maw={320} />
        </>
      )}
    </Stack>
  );
}
