import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { PhoneResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';
import { personOf } from './person-of';

/** The phone check (docs/product.md#phone "phone: operationMessage, operationResult"): is the number the person's? */
export const phoneCheck: VerificationCheckModule<PhoneResult> = {
  name: 'phone',
  inputsOf: (form: TransportForm) => ({ ...personOf(form), passportNumber: form.passportNumber, phone: form.phone }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<PhoneResult> {
    return askProvider(log, 'phone', () =>
      provider.phoneOwner({ ...personOf(form), passportNumber: form.passportNumber!, phone: form.phone! }),
    );
  },
};
