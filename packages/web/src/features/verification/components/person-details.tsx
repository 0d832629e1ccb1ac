import type { FsspResult, PhoneResult, SudResult } from '@cargo-sentry/contracts/verification-results';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRubles } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n/use-locale';
import { FindingsTable } from './findings-table';

const dash = '—';

/** The bailiffs' enforcement proceedings against the person: subject, amount, department, bailiff. */
export function FsspDetails({ result }: { result: FsspResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <FindingsTable
      count={result.data.length}
      none={t('verification.fssp.none')}
      found={t('verification.fssp.found', { count: result.data.length })}
      label={t('verification.fssp.proceedings')}
      minWidth={640}
      columns={[
        { label: t('verification.fssp.proceeding') },
        { label: t('verification.fssp.subject') },
        { label: t('verification.fssp.amount'), isNumeric: true },
        { label: t('verification.fssp.department') },
      ]}
    >
      {result.data.map((debt) => (
        <Table.Tr key={debt.proceeding}>
          <Table.Td>{debt.proceeding}</Table.Td>
          <Table.Td>
            {debt.subject}
            {debt.endReason ? (
              <Text size="xs" c="dimmed">
                {t('verification.fssp.ended', { reason: debt.endReason })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {debt.amount == null ? dash : formatRubles(debt.amount, locale)}
          </Table.Td>
          <Table.Td>
            {debt.department}
            {debt.bailiff ? (
              <Text size="xs" c="dimmed">
                {t('verification.fssp.bailiff', { name: debt.bailiff })}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </FindingsTable>
  );
}

/** The court cases the person is a side of: case number, article, court, sides. */
export function SudDetails({ result }: { result: SudResult }) {
  const { t } = useTranslation();
  return (
    <FindingsTable
      count={result.cases.length}
      none={t('verification.sud.none')}
      found={t('verification.sud.found', { count: result.cases.length })}
      label={t('verification.sud.cases')}
      minWidth={640}
      columns={[
        { label: t('verification.sud.case_number'), isNowrap: true },
        { label: t('verification.sud.article') },
        { label: t('verification.sud.court') },
        { label: t('verification.sud.sides') },
      ]}
    >
      {result.cases.map((courtCase) => (
        <Table.Tr key={courtCase.caseNumber}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{courtCase.caseNumber}</Table.Td>
          <Table.Td>{courtCase.article}</Table.Td>
          <Table.Td>{courtCase.court}</Table.Td>
          <Table.Td>{courtCase.sides.join('; ')}</Table.Td>
        </Table.Tr>
      ))}
    </FindingsTable>
  );
}

/** Whether the phone is registered to the person, and the operator's own words. */
export function PhoneDetails({ result }: { result: PhoneResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t(result.operationResult ? 'verification.phone.registered' : 'verification.phone.not_registered')}
      </Text>
      {result.operationMessage ? (
        <Text size="sm">{t('verification.phone.message', { message: result.operationMessage })}</Text>
      ) : null}
    </Stack>
  );
}
