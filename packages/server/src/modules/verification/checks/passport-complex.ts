import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { PassportResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';
import { personOf } from './person-of';

/**
 * The passport check (docs/product.md#passport "passport: description, score"): whether the passport is valid and
 * belongs to the person — the number with its issue date (the form's passportDate, docs/product.md#fields-each-check-needs) and the
 * holder's name and birth date. A score of 100 confirms both; not found or invalid is 0.
 */
export const passportComplexCheck: VerificationCheckModule<PassportResult> = {
  name: 'passport_complex',
  inputsOf: (form: TransportForm) => ({
    ...personOf(form),
    passportNumber: form.passportNumber,
    passportDate: form.passportDate,
  }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<PassportResult> {
    return askProvider(log, 'passport_complex', () =>
      provider.passport({ ...personOf(form), passportNumber: form.passportNumber!, issueDate: form.issueDate! }),
    );
  },
};
