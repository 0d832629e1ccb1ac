import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { ReputationResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/** The reputation check (docs/product.md#reputation "reputation: Items"): the register records and findings of an INN. */
export const reputationCheck: VerificationCheckModule<ReputationResult> = {
  name: 'reputation',
  inputsOf: (form: TransportForm) => ({ inn: form.inn }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<ReputationResult> {
    return askProvider(log, 'reputation', async () => ({
      Items: await provider.companyReputation({ inn: form.inn! }),
    }));
  },
};
