import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { Alert, Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quotaOf } from '@/shared/format/quota';
import { QuotaText } from '@/shared/ui/quota-text';

export interface RunPanelProps {
  user: CurrentUser;
  isConsentGiven: boolean;
  onConsentChange: (value: boolean) => void;
  /** The current consent version's words in the page's language; the page's own words until they load. */
  consentText?: string;
  /**
   * The written consent to the face check (biometric, issue 28 §3), asked for apart when a face
   * photo is to be checked; `text` is the current version's.
   */
  biometric?: { isGiven: boolean; text?: string; onChange: (value: boolean) => void };
  isOutOfChecks: boolean;
  ticketError: string | null;
  canRun: boolean;
  isRunning: boolean;
  progress: { done: number; total: number } | null;
  hasResults: boolean;
  /** The last submit found field errors, which may be out of sight on a long form. */
  hasFormErrors: boolean;
  /** "Новая проверка": clears the form, the consent, the photos and the results (issue 23 §6). */
  onNewCheck: () => void;
}

/** Consent (docs/product.md#consent), the quota, the zero-checks alert (docs/product.md#verification-errors) and the run button with progress. */
export function RunPanel(props: RunPanelProps) {
  const { t } = useTranslation();
  const { user, progress, biometric } = props;
  const isBlocked = props.isOutOfChecks || (!user.is_staff && user.verification_count < 1);
  return (
    <Paper withBorder p="md" radius="md" className="verification-no-print">
      <Stack gap="sm">
        <Group gap="xs" data-testid="verification-quota">
          <Text size="sm" fw={600}>
            {t('quota.label')}
          </Text>
          <QuotaText quota={quotaOf(user)} />
        </Group>
        {isBlocked ? (
          <Alert color="red" role="alert" title={t('errors.out_of_checks')} data-testid="out-of-checks" />
        ) : null}
        {props.ticketError ? (
          <Alert color="red" role="alert" title={t('verification.run.ticket_failed')}>
            {t(`errors.${props.ticketError}`, { defaultValue: t('errors.unknown') })}
          </Alert>
        ) : null}
        <Checkbox
          label={props.consentText ?? t('verification.run.consent')}
          checked={props.isConsentGiven}
          onChange={(event) => props.onConsentChange(event.currentTarget.checked)}
          description={props.isConsentGiven ? undefined : t('verification.run.consent_required')}
        />
        {biometric ? (
          <Checkbox
            label={biometric.text ?? t('verification.run.biometric_consent')}
            checked={biometric.isGiven}
            onChange={(event) => biometric.onChange(event.currentTarget.checked)}
            description={biometric.isGiven ? undefined : t('verification.run.biometric_consent_required')}
          />
        ) : null}
        <Group gap="sm">
          <Button
            type="submit"
            loading={props.isRunning}
            disabled={
              isBlocked || !props.isConsentGiven || !props.canRun || (biometric !== undefined && !biometric.isGiven)
            }
          >
            {t('verification.run.submit')}
          </Button>
          <Button
            type="button"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={props.isRunning}
            onClick={props.onNewCheck}
          >
            {t('verification.run.new_check')}
          </Button>
          {props.hasResults ? (
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('verification.run.print')}
            </Button>
          ) : null}
        </Group>
        {props.hasFormErrors ? (
          <Text size="sm" c="red.8" role="alert">
            {t('verification.run.fix_form')}
          </Text>
        ) : null}
        {!props.canRun ? (
          <Text size="sm" c="dimmed">
            {t('verification.run.nothing_to_run')}
          </Text>
        ) : null}
        {progress ? (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{t('verification.run.progress', progress)}</Text>
            <Progress
              value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
              aria-label={t('verification.run.progress', progress)}
              animated={props.isRunning}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
