import { decisionStateOf } from '@cargo-sentry/contracts/registers/terms';
import type { DriverDecision, DriverResult } from '@cargo-sentry/contracts/verification/results';
import { effectiveLicenseExpiry, isDeprivation, licenceStatusOf } from '@cargo-sentry/contracts/verification/rules';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';
import { StackedTable } from './stacked-table';

const dash = '—';

/**
 * The licence's status as it stands on `today` (issue 23 §3): a deprivation decision in force is
 * said instead of the register's "Действует", so the card cannot say "not valid" and "in force".
 */
function LicenceStatus({ result, today }: { result: DriverResult; today: string }) {
  const { t } = useTranslation();
  const status = licenceStatusOf(result, today);
  if (status === 'register') return <RegisterValue kind="licence_status" value={result.status} />;
  return <>{t(`verification.driver.state.${status}`)}</>;
}

/** A decision by its state code where the code is known; else the register's own name of it, quoted. */
function DecisionName({ decision }: { decision: DriverDecision }) {
  const { t } = useTranslation();
  const code = decisionStateOf(decision.state);
  const name = code ? t(`register.decision_state.${code}`) : <Quoted value={decision.stateName} />;
  return isDeprivation(decision) ? (
    <Text span size="sm" c="red.9" fw={600}>
      {name}
    </Text>
  ) : (
    <>{name}</>
  );
}

/** The driving licence: status, printed expiry (and the 2022–2025 extension when it applies), categories, decisions. */
export function DriverDetails({ result, today }: { result: DriverResult; today: string }) {
  const { t } = useTranslation();
  const printed = result.drivingLicenseExpiryDate;
  const effective = printed ? effectiveLicenseExpiry(printed) : null;
  const isExtended = !!printed && effective !== printed;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('verification.driver.status')}: <LicenceStatus result={result} today={today} />
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
      {result.decisionList.length > 0 ? (
        <StackedTable
          label={t('verification.driver.decisions')}
          columns={[
            { label: t('verification.driver.decision_date'), isNowrap: true },
            { label: t('verification.driver.decision'), isDeciding: true },
            { label: t('verification.driver.term'), isNowrap: true },
            { label: t('verification.driver.region') },
          ]}
          rows={result.decisionList.map((decision, index) => ({
            key: `${decision.date}-${decision.state}-${index}`,
            cells: [
              formatDate(decision.date),
              <DecisionName key="decision" decision={decision} />,
              decision.term == null ? dash : t('verification.driver.months', { count: decision.term }),
              <Quoted key="region" value={decision.region} />,
            ],
          }))}
        />
      ) : (
        <Text size="sm">{t('verification.driver.no_decisions')}</Text>
      )}
    </Stack>
  );
}
