import type { FsspResult, PhoneResult, SudResult } from '@cargo-sentry/contracts/verification-results';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRubles } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n/use-locale';

const dash = '—';

/** The bailiffs' enforcement proceedings against the person: subject, amount, department, bailiff. */
export function FsspDetails({ result }: { result: FsspResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (result.data.length === 0) return <Text size="sm">{t('verification.fssp.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('verification.fssp.found', { count: result.data.length })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={t('verification.fssp.proceedings')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('verification.fssp.proceeding')}</Table.Th>
              <Table.Th>{t('verification.fssp.subject')}</Table.Th>
              <Table.Th ta="right">{t('verification.fssp.amount')}</Table.Th>
              <Table.Th>{t('verification.fssp.department')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The court cases the person is a side of: case number, article, court, sides. */
export function SudDetails({ result }: { result: SudResult }) {
  const { t } = useTranslation();
  if (result.cases.length === 0) return <Text size="sm">{t('verification.sud.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('verification.sud.found', { count: result.cases.length })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={t('verification.sud.cases')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('verification.sud.case_number')}</Table.Th>
              <Table.Th>{t('verification.sud.article')}</Table.Th>
              <Table.Th>{t('verification.sud.court')}</Table.Th>
              <Table.Th>{t('verification.sud.sides')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.cases.map((courtCase) => (
              <Table.Tr key={courtCase.caseNumber}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{courtCase.caseNumber}</Table.Td>
                <Table.Td>{courtCase.article}</Table.Td>
                <Table.Td>{courtCase.court}</Table.Td>
                <Table.Td>{courtCase.sides.join('; ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
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
