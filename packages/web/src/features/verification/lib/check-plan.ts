import {
  requirementsOf,
  verificationCheckNames,
  type CheckRequirementsResult,
  type NormalizedTransportForm,
  type VerificationCheck,
  type VerificationSettings,
} from '@cargo-sentry/contracts/verification-form';

/** Checks the server can run today: all of them. */
export const availableChecks: readonly VerificationCheck[] = verificationCheckNames;

export interface PlannedCheck extends CheckRequirementsResult {
  check: VerificationCheck;
  isAvailable: boolean;
}

/** Every check the user may run (disabled ones hidden entirely) and whether this form lets it run. */
export function planChecks(form: NormalizedTransportForm, settings: VerificationSettings): PlannedCheck[] {
  const disabled = (settings.disabled_checks ?? []) as readonly string[];
  return verificationCheckNames
    .filter((check) => !disabled.includes(check))
    .map((check) => ({
      check,
      isAvailable: availableChecks.includes(check),
      ...requirementsOf(check, form, settings),
    }));
}

/** The checks a run will call: available and with what they need. */
export const runnableChecks = (plan: readonly PlannedCheck[]): VerificationCheck[] =>
  plan.filter((entry) => entry.isAvailable && entry.runs).map((entry) => entry.check);
