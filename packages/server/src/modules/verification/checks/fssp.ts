import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { FsspResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/** The bailiff check (docs/product.md#bailiff-debts "fssp: found, data"): enforcement proceedings against the person. */
export const fsspCheck: VerificationCheckModule<FsspResult> = {
  name: 'fssp',
  inputsOf: (form: TransportForm) => ({
    lastName: form.lastName,
    firstName: form.firstName,
    birthDate: form.birthDate,
  }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<FsspResult> {
    return askProvider(log, 'fssp', async () => {
      const data = await provider.bailiffDebts({
        lastName: form.lastName!,
        firstName: form.firstName!,
        birthDate: form.birthDate!,
      });
      return { found: data.length > 0, data };
    });
  },
};
