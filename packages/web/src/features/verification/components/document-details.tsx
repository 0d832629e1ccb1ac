import { passportMismatchFields } from '@cargo-sentry/contracts/registers/terms';
import type { OsagoPolicy, OsagoResult, PassportResult } from '@cargo-sentry/contracts/verification/results';
import { osagoPolicyState, type OsagoPolicyState } from '@cargo-sentry/contracts/verification/rules';
import { isPassportScoreMeaningful, passportClass } from '@cargo-sentry/contracts/verification/verdicts';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { formatList } from '@/shared/format/list';
import { useLocale } from '@/shared/i18n/use-locale';
import { standingColors } from '../lib/standing-colors';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';
import { StackedTable } from './stacked-table';

const dash = '—';
const stateColors: Record<OsagoPolicyState, string> = {
  in_force: 'green',
  ended: 'red',
  not_started: 'yellow',
  register: 'red',
};

/**
 * A policy's status as it reads today: the register's word, unless its dates say otherwise (a
 * "Действует" past its end date reads "ended", issue 23 §3).
 */
function PolicyStatus({ policy, today }: { policy: OsagoPolicy; today: string }) {
  const { t } = useTranslation();
  const state = osagoPolicyState(policy, today);
  return (
    <Badge
      color={stateColors[state]}
      variant={state === 'not_started' ? 'filled' : 'light'}
      c={state === 'not_started' ? 'dark' : undefined}
      tt="none"
      data-state={state}
    >
      {state === 'register' ? (
        <RegisterValue kind="osago_status" value={policy.status} />
      ) : (
        t(`verification.osago.state.${state}`, { start: formatDate(policy.startDate), end: formatDate(policy.endDate) })
      )}
    </Badge>
  );
}

/** The OSAGO policies of the vehicle (the verdict line says whether one is in force): each policy's terms. */
export function OsagoDetails({ result, today }: { result: OsagoResult; today: string }) {
  const { t } = useTranslation();
  if (result.policies.length === 0) return null;
  return (
    <StackedTable
      label={t('verification.osago.policies')}
      columns={[
        { label: t('verification.osago.insurer') },
        { label: t('verification.osago.series_number'), isNowrap: true },
        { label: t('verification.osago.status'), isDeciding: true },
        { label: t('verification.osago.period'), isNowrap: true },
        { label: t('verification.osago.restriction') },
      ]}
      rows={result.policies.map((policy) => ({
        key: `${policy.serial}${policy.number}`,
        cells: [
          <Quoted key="insurer" value={policy.insurer} />,
          `${policy.serial} ${policy.number}`,
          <PolicyStatus key="status" policy={policy} today={today} />,
          `${formatDate(policy.startDate) || dash} – ${formatDate(policy.endDate) || dash}`,
          t(policy.restriction ? 'verification.osago.restricted' : 'verification.osago.unrestricted'),
        ],
      }))}
    />
  );
}

/** The register's answer on the passport in the page's language, its known words translated. */
function PassportAnswer({ description }: { description: string }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const mismatch = passportMismatchFields(description);
  if (!mismatch) return <RegisterValue kind="passport_answer" value={description} />;
  const fields = formatList(
    mismatch.map((field) => t(`register.person_field.${field}`)),
    locale,
  );
  return <>{t('register.passport_mismatch', { fields })}</>;
}

/** The passport: the register's answer, and how surely it belongs to the person (0–100) when a person was compared. */
export function PassportDetails({ result }: { result: PassportResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const score = t('verification.passport.score', { score: formatNumber(result.score, locale) });
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('verification.passport.description')}:{' '}
        {result.description ? <PassportAnswer description={result.description} /> : dash}
      </Text>
      {/* On the invalid list or unknown, no person was compared: a 0 % "match" would contradict the verdict. */}
      {isPassportScoreMeaningful(result) ? (
        <>
          <Text size="sm">{score}</Text>
          <Progress
            value={result.score}
            color={standingColors[passportClass(result)]}
            size="md"
            aria-label={score}
            maw={320}
          />
        </>
      ) : null}
    </Stack>
  );
}
