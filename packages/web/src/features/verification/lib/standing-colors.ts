import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';

/** The class colours of docs/product.md#result-classes: success green, warning yellow, alert red; no result grey. */
export const standingColors: Record<CheckStanding, string> = {
  success: 'green',
  warning: 'yellow',
  alert: 'red',
  not_carried_out: 'gray',
  not_checked: 'gray',
};
