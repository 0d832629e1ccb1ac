import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTicketDetail } from '../api/get-tickets';
import type { CheckEntry } from '../lib/check-standing';
import { CheckResults } from './check-results';

/** A ticket of the history re-opened: its stored results in the same cards as a fresh run. */
export function TicketResults({ id, isOpen }: { id: string; isOpen: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useTicketDetail(id, isOpen);
  if (!isOpen) return null;
  if (isPending) return <Loader size="sm" aria-label={t('verification.history.loading')} />;
  if (isError) return <Text c="red.8">{t('errors.unknown')}</Text>;
  const entries: CheckEntry[] = Object.entries(data.results).map(([check, result]) => ({
    check: check as VerificationCheck,
    status: 'done',
    result,
  }));
  return <CheckResults entries={entries} subject={data.inputs} headingLevel={3} />;
}
