import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { PrudenceCheckResult } from '@cargo-sentry/contracts/verification/results';
import { assertPrudenceEnabled, checkInnOnce } from '../../prudence/service';
import type { CheckContext, VerificationCheckModule } from '../run-check';

/**
 * The commercial prudence check (docs/product.md#commercial-prudence-check "prudence: data", docs/product.md#verification-calls `POST …/verification/prudence`):
 * what the registers and our incidents hold against a company's INN, as the monitoring finds it
 * (docs/decisions/0030). Only with `enable_commercial_prudence` (docs/product.md#per-user-verification-settings), refused before the
 * ticket is touched. It reads our registers whatever the provider, as the monitoring does.
 */
export const prudenceCheck: VerificationCheckModule<PrudenceCheckResult> = {
  name: 'prudence',
  assertAllowed: assertPrudenceEnabled,
  inputsOf: (form: TransportForm) => ({ inn: form.inn }),
  run: (ctx: CheckContext, user, form: TransportForm) => checkInnOnce(ctx, user, form.inn!),
};
