import type { FsspResult, PhoneResult, SudResult } from '@cargo-sentry/contracts/verification/results';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRubles } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n/use-locale';
import { FindingsTable } from './findings-table';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';

const dash = '—';

/** The bailiffs' enforcement proceedings against the person: amount owed first, subject, department, bailiff. */
export function FsspDetails({ result }: { result: FsspResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <FindingsTable
      count={result.data.length}
      found={t('verification.fssp.found', { count: result.data.length })}
      label={t('verification.fssp.proceedings')}
      columns={[
        { label: t('verification.fssp.proceeding') },
        { label: t('verification.fssp.subject') },
        { label: t('verification.fssp.amount'), isNumeric: true, isNowrap: true, isDeciding: true },
        { label: t('verification.fssp.department') },
      ]}
      rows={result.data.map((debt) => ({
        key: debt.proceeding,
        cells: [
          <Quoted key="proceeding" value={debt.proceeding} />,
          <>
            <Quoted value={debt.subject} />
            {debt.endReason ? (
              <Text size="xs" c="dimmed">
                {t('verification.fssp.ended')}: <Quoted value={debt.endReason} />
              </Text>
            ) : null}
          </>,
          debt.amount == null ? dash : formatRubles(debt.amount, locale),
          <>
            <Quoted value={debt.department} />
            {debt.bailiff ? (
              <Text size="xs" c="dimmed">
                {t('verification.fssp.bailiff')}: <Quoted value={debt.bailiff} />
              </Text>
            ) : null}
          </>,
        ],
      }))}
    />
  );
}

/** The court cases the person is a side of: case number, article (what decides), court, sides. */
export function SudDetails({ result }: { result: SudResult }) {
  const { t } = useTranslation();
  return (
    <FindingsTable
      count={result.cases.length}
      found={t('verification.sud.found', { count: result.cases.length })}
      label={t('verification.sud.cases')}
      columns={[
        { label: t('verification.sud.case_number'), isNowrap: true },
        { label: t('verification.sud.article'), isDeciding: true },
        { label: t('verification.sud.court') },
        { label: t('verification.sud.sides') },
      ]}
      rows={result.cases.map((courtCase) => ({
        key: courtCase.caseNumber,
        cells: [
          courtCase.caseNumber,
          <Quoted key="article" value={courtCase.article} />,
          <Quoted key="court" value={courtCase.court} />,
          <Quoted key="sides" value={courtCase.sides.join('; ')} />,
        ],
      }))}
    />
  );
}

/** The operator's own answer on whose number the phone is (the verdict line says whether it is the person's). */
export function PhoneDetails({ result }: { result: PhoneResult }) {
  const { t } = useTranslation();
  if (!result.operationMessage) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('verification.phone.message')}: <RegisterValue kind="phone_answer" value={result.operationMessage} />
      </Text>
    </Stack>
  );
}
