import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import { providerFailureCode, type OsagoResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';

/**
 * The OSAGO check (docs/product.md#osago): the vehicle's policies by VIN or plate from the provider.
 * "Expired" (policies exist, none "Действует") is the contracts' rule, applied where it is shown.
 * A provider failure answers the error of docs/product.md#verification-errors with a negative resultCode: "not carried out", and the
 * ticket keeps its other checks.
 */
export const osagoCheck: VerificationCheckModule<OsagoResult> = {
  name: 'osago',
  inputsOf: (form: TransportForm) => ({ autoVin: form.autoVin, autoGos: form.autoGos }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<OsagoResult> {
    try {
      const policies = await provider.osagoPolicies({ vin: form.autoVin, plate: form.autoGos });
      return { resultCode: 0, resultMessage: '', policies };
    } catch (error) {
      log.error({ err: error, check: 'osago' }, 'verification provider failed');
      return { resultCode: providerFailureCode, resultMessage: 'Извините, возникла ошибка.', policies: [] };
    }
  },
};
