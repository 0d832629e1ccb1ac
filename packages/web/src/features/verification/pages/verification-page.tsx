import type { NormalizedTransportForm } from '@cargo-sentry/contracts/verification-form';
import { Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { CheckPlan } from '../components/check-plan';
import { CheckResults } from '../components/check-results';
import { RunPanel } from '../components/run-panel';
import { TicketHistory } from '../components/ticket-history';
import { TransportForm } from '../components/transport-form';
import { useVerificationRun } from '../hooks/use-verification-run';
import { planChecks, runnableChecks } from '../lib/check-plan';
import {
  emptyTransportForm,
  normalizeValues,
  validateTransportForm,
  type TransportFormValues,
} from '../lib/transport-form-values';
import './verification-print.css';

/** /verification: the transport form, the checks it lets run, the run with its cards, the history. */
export function VerificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isConsentGiven, setIsConsentGiven] = useState(false);
  const [ranWith, setRanWith] = useState<NormalizedTransportForm>({});
  const verification = useVerificationRun();
  const settings = useMemo(
    () => ({
      disabled_checks: user?.disabled_checks ?? [],
      required_vetting_fields: user?.required_vetting_fields ?? [],
      foreign_documents: user?.foreign_documents ?? false,
    }),
    [user],
  );
  const form = useForm<TransportFormValues>({
    initialValues: emptyTransportForm,
    validateInputOnChange: true,
    validate: (values) => validateTransportForm(values, settings, t),
  });
  const normalized = normalizeValues(form.values);
  const plan = planChecks(normalized, settings);
  const checks = runnableChecks(plan);
  const entries = verification.entries;
  const done = entries.filter((entry) => entry.status !== 'running').length;

  const handleSubmit = (values: TransportFormValues) => {
    if (!isConsentGiven || checks.length === 0) return;
    const submitted = normalizeValues(values);
    setRanWith(submitted);
    void verification.run(checks, submitted);
  };

  if (!user) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('verification.title')}</Title>
        <Text c="dimmed">{t('verification.description')}</Text>
      </Stack>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate className="verification-no-print">
        <Stack gap="md">
          <TransportForm form={form} />
          <CheckPlan plan={plan} />
          <RunPanel
            user={user}
            isConsentGiven={isConsentGiven}
            onConsentChange={setIsConsentGiven}
            isOutOfChecks={verification.isOutOfChecks}
            ticketError={verification.ticketError}
            canRun={checks.length > 0}
            isRunning={verification.isRunning}
            progress={entries.length > 0 ? { done, total: entries.length } : null}
            hasResults={entries.length > 0 && !verification.isRunning}
            hasFormErrors={Object.keys(form.errors).length > 0}
          />
        </Stack>
      </form>
      {entries.length > 0 ? (
        <section aria-label={t('verification.result.results_title')}>
          <CheckResults entries={entries} subject={ranWith} />
        </section>
      ) : null}
      <TicketHistory showUser={user.is_staff} />
    </Stack>
  );
}
