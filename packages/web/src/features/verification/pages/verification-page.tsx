import type { NormalizedTransportForm } from '@cargo-sentry/contracts/verification-form';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { CheckPlan } from '../components/check-plan';
import { CheckResults } from '../components/check-results';
import { EvidenceDownload } from '../components/evidence-download';
import { FacePhotoField } from '../components/face-photo-field';
import { PassportRecognition } from '../components/passport-recognition';
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
  const [photo, setPhoto] = useState<File | null>(null);
  const verification = useVerificationRun();
  const settings = useMemo(
    () => ({
      disabled_checks: user?.disabled_checks ?? [],
      required_vetting_fields: user?.required_vetting_fields ?? [],
      foreign_documents: user?.foreign_documents ?? false,
      enable_commercial_prudence: user?.enable_commercial_prudence ?? false,
    }),
    [user],
  );
  const form = useForm<TransportFormValues>({
    initialValues: emptyTransportForm,
    validateInputOnChange: true,
    validate: (values) => validateTransportForm(values, settings, t),
  });
  const normalized = { ...normalizeValues(form.values), photo: photo?.name };
  const plan = planChecks(normalized, settings);
  const checks = runnableChecks(plan);
  const entries = verification.entries;
  const done = entries.filter((entry) => entry.status !== 'running').length;

  const handleSubmit = (values: TransportFormValues) => {
    if (!isConsentGiven || checks.length === 0) return;
    const submitted = { ...normalizeValues(values), photo: photo?.name };
    setRanWith(submitted);
    void verification.run(checks, submitted, photo);
  };

  if (!user) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('verification.title')}</Title>
        <Text c="dimmed">{t('verification.description')}</Text>
      </Stack>
      <PassportRecognition onFill={(values) => form.setValues(values)} />
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate className="verification-no-print">
        <Stack gap="md">
          <TransportForm form={form} />
          <FacePhotoField value={photo} onChange={setPhoto} />
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
          <Stack gap="sm">
            {verification.ticket && !verification.isRunning ? (
              <Group justify="flex-end">
                <EvidenceDownload ticket={verification.ticket} />
              </Group>
            ) : null}
            <CheckResults entries={entries} subject={ranWith} />
          </Stack>
        </section>
      ) : null}
      <TicketHistory showUser={user.is_staff} />
    </Stack>
  );
}
