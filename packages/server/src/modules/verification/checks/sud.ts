import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import { notFoundResultCode, type SudResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/** The court check (docs/product.md#court-cases "sud: cases"; docs/product.md#verification-errors: -100 means nothing found, not a failure). */
export const sudCheck: VerificationCheckModule<SudResult> = {
  name: 'sud',
  inputsOf: (form: TransportForm) => ({
    lastName: form.lastName,
    firstName: form.firstName,
    passportNumber: form.passportNumber,
  }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<SudResult> {
    return askProvider(log, 'sud', async () => {
      const cases = await provider.courtCases({
        lastName: form.lastName!,
        firstName: form.firstName!,
        passportNumber: form.passportNumber!,
      });
      return { resultCode: cases.length > 0 ? 0 : notFoundResultCode, cases };
    });
  },
};
