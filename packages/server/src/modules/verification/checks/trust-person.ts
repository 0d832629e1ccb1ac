import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import { notFoundResultCode, type TrustPersonResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';
import { personOf } from './person-of';

/**
 * The trust-person check (docs/product.md#trust-person "c1..c6"; docs/product.md#trust-person: RED in c1–c3 alert, in c4–c6 warning; docs/product.md#verification-errors: -100
 * is "not found"). What each category means for the registry: docs/decisions/0015.
 */
export const trustPersonCheck: VerificationCheckModule<TrustPersonResult> = {
  name: 'trust_person',
  inputsOf: (form: TransportForm) => personOf(form),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<TrustPersonResult> {
    return askProvider(log, 'trust_person', async () => {
      const categories = await provider.trustPerson(personOf(form));
      if (!categories) {
        return { resultCode: notFoundResultCode, c1: null, c2: null, c3: null, c4: null, c5: null, c6: null };
      }
      return { resultCode: 0, ...categories };
    });
  },
};
