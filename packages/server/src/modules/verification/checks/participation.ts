import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { ParticipationResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/**
 * The participation check (docs/product.md#participation flag `participant`, docs/product.md#verification-calls route `participation`): the companies in
 * which the person is a founder, director or sole trader, by full name and passport (docs/product.md#fields-each-check-needs).
 */
export const participationCheck: VerificationCheckModule<ParticipationResult> = {
  name: 'participant',
  inputsOf: (form: TransportForm) => ({
    lastName: form.lastName,
    firstName: form.firstName,
    midName: form.midName,
    passportNumber: form.passportNumber,
  }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<ParticipationResult> {
    return askProvider(log, 'participant', async () => ({
      participations: await provider.participations({
        lastName: form.lastName!,
        firstName: form.firstName!,
        midName: form.midName!,
        passportNumber: form.passportNumber!,
      }),
    }));
  },
};
