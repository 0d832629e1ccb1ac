import type { NormalizedTransportForm } from '@cargo-sentry/contracts/verification/form';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useCurrentUser } from '@/shared/session/session';
import { useCurrentConsent } from '../api/get-consent';
import { ticketDetailQueryOptions } from '../api/get-tickets';
import { CheckPlan } from '../components/check-plan';
import { CheckResults } from '../components/check-results';
import { EvidenceDownload } from '../components/evidence-download';
import { FacePhotoField } from '../components/face-photo-field';
import { LinkedTicket } from '../components/linked-ticket';
import { PassportRecognition } from '../components/passport-recognition';
import { RunPanel } from '../components/run-panel';
import { TicketHistory } from '../components/ticket-history';
import { TransportForm } from '../components/transport-form';
import { useVerificationRun } from '../hooks/use-verification-run';
import { planChecks, runnableChecks } from '../lib/check-plan';
import { formValuesOfInputs } from '../lib/repeat-values';
import {
  emptyTransportForm,
  normalizeValues,
  validateTransportForm,
  type TransportFormValues,
} from '../lib/transport-form-values';
import './verification-print.css';

/** /verification: the transport form, the checks it lets run, the run with its cards, the history. */
export function VerificationPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [isConsentGiven, setIsConsentGiven] = useState(false);
  const [isBiometricGiven, setIsBiometricGiven] = useState(false);
  const consent = useCurrentConsent().data;
  const locale = i18n.language === 'en' ? 'en' : 'ru';
  const [ranWith, setRanWith] = useState<NormalizedTransportForm>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const verification = useVerificationRun();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  // `?ticket=…`: a check opened by a link (the link explorer's ticket node, a consistency finding)
  const [params, setParams] = useSearchParams();
  const linkedTicket = params.get('ticket');
  const handleCloseLinked = () => {
    const next = new URLSearchParams(params);
    next.delete('ticket');
    setParams(next, { replace: true });
  };
  // a new key remounts the passport recognition, dropping its uploaded page and what it read
  const [sheet, setSheet] = useState(0);
  const [repeatingId, setRepeatingId] = useState<string | null>(null);
  const [repeatNotice, setRepeatNotice] = useState<{ date: string } | null>(null);
  const [isRepeatFailed, setIsRepeatFailed] = useState(false);
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
  // The face check runs only with the person's written consent to biometric processing (issue 28 §3).
  const isFaceChecked = photo !== null && checks.includes('face');

  const handleSubmit = (values: TransportFormValues) => {
    if (!isConsentGiven || checks.length === 0 || (isFaceChecked && !isBiometricGiven)) return;
    const submitted = { ...normalizeValues(values), photo: photo?.name };
    setRepeatNotice(null);
    setRanWith(submitted);
    void verification.run(checks, submitted, photo, consent?.version);
  };

  /** The page as on arrival, or with `values` in the form: consent unticked, no photo, no results. */
  const clearPage = (values: TransportFormValues) => {
    form.setValues(values);
    form.clearErrors();
    setIsConsentGiven(false);
    setIsBiometricGiven(false);
    setPhoto(null);
    setRanWith({});
    verification.reset();
    setSheet((current) => current + 1);
    setIsRepeatFailed(false);
  };
  // Scrolled to after the render that shows the repeat notice at the form's top, not before it
  // (the notice would then push the form down and sit under the sticky header).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [focusRequest]);
  const focusForm = () => setFocusRequest((current) => current + 1);

  const handleNewCheck = () => {
    clearPage(emptyTransportForm);
    setRepeatNotice(null);
    focusForm();
  };

  /** "Повторить": the ticket's inputs into the form, nothing run; the consent is asked for again. */
  const handleRepeat = async (id: string) => {
    setRepeatingId(id);
    const ticket = await queryClient.fetchQuery(ticketDetailQueryOptions(id)).catch(() => null);
    setRepeatingId(null);
    if (!ticket) {
      setIsRepeatFailed(true);
      return;
    }
    clearPage(formValuesOfInputs(ticket.inputs));
    setRepeatNotice({ date: formatDateTime(ticket.created_at) });
    focusForm();
  };

  if (!user) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('verification.title')}</Title>
        <Text c="dimmed">{t('verification.description')}</Text>
      </Stack>
      {linkedTicket ? <LinkedTicket key={linkedTicket} id={linkedTicket} onClose={handleCloseLinked} /> : null}
      <PassportRecognition key={sheet} onFill={(values) => form.setValues(values)} />
      {/* scrolled to on "Повторить": its top (the notice) clear of the sticky header */}
      <form
        ref={formRef}
        onSubmit={form.onSubmit(handleSubmit)}
        noValidate
        className="verification-no-print"
        style={{ scrollMarginTop: 80 }}
      >
        <Stack gap="md">
          {repeatNotice ? (
            <Alert color="blue" variant="light" role="status" data-testid="repeat-notice">
              {t('verification.history.repeat_loaded', repeatNotice)}
            </Alert>
          ) : null}
          {isRepeatFailed ? (
            <Alert color="red" variant="light" role="alert">
              {t('verification.history.repeat_failed')}
            </Alert>
          ) : null}
          <TransportForm form={form} />
          <FacePhotoField value={photo} onChange={setPhoto} />
          <CheckPlan plan={plan} />
          <RunPanel
            user={user}
            isConsentGiven={isConsentGiven}
            onConsentChange={setIsConsentGiven}
            consentText={consent ? consent[locale === 'en' ? 'text_en' : 'text_ru'] : undefined}
            biometric={
              isFaceChecked
                ? {
                    isGiven: isBiometricGiven,
                    text: consent ? consent[locale === 'en' ? 'biometric_en' : 'biometric_ru'] : undefined,
                    onChange: setIsBiometricGiven,
                  }
                : undefined
            }
            isOutOfChecks={verification.isOutOfChecks}
            ticketError={verification.ticketError}
            canRun={checks.length > 0}
            isRunning={verification.isRunning}
            progress={entries.length > 0 ? { done, total: entries.length } : null}
            hasResults={entries.length > 0 && !verification.isRunning}
            hasFormErrors={Object.keys(form.errors).length > 0}
            onNewCheck={handleNewCheck}
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
      <TicketHistory
        showUser={user.is_staff}
        repeatingId={repeatingId}
        canRepeat={!verification.isRunning}
        onRepeat={(id) => void handleRepeat(id)}
      />
    </Stack>
  );
}
