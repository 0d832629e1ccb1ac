import {
  requirementsOf,
  verificationCheckNames,
  type CheckRequirementsResult,
  type NormalizedTransportForm,
  type VerificationCheck,
  type VerificationSettings,
} from '@cargo-sentry/contracts/verification/form';

/** Checks the server can run today: all of them. */
export const availableChecks: readonly VerificationCheck[] = verificationCheckNames;

export interface PlannedCheck extends CheckRequirementsResult {
  check: VerificationCheck;
  isAvailable: boolean;
}

/** The user's settings that shape the plan: the form's, and whether commercial prudence is theirs. */
export interface PlanSettings extends VerificationSettings {
  enable_commercial_prudence?: boolean;
}

/**
 * Every check the user may run and whether this form lets it run. Disabled checks are hidden
 * entirely, and so is the commercial prudence check without `enable_commercial_prudence` (docs/product.md#per-user-verification-settings).
 */
export function planChecks(form: NormalizedTransportForm, settings: PlanSettings): PlannedCheck[] {
  const disabled = (settings.disabled_checks ?? []) as readonly string[];
  return verificationCheckNames
    .filter((check) => !disabled.includes(check))
    .filter((check) => check !== 'prudence' || settings.enable_commercial_prudence === true)
    .map((check) => ({
      check,
      isAvailable: availableChecks.includes(check),
      ...requirementsOf(check, form, settings),
    }));
}

/** The checks a run will call: available and with what they need. */
export const runnableChecks = (plan: readonly PlannedCheck[]): VerificationCheck[] =>
  plan.filter((entry) => entry.isAvailable && entry.runs).map((entry) => entry.check);
