import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { DriverResult } from '@cargo-sentry/contracts/verification/results';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { askProvider } from './not-carried-out';

/**
 * The driver check (docs/product.md#driver-licence): the licence by number and issue date — wanted, status,
 * expiry as printed, categories and decisions. Validity (extension window, deprivation states) is
 * the contracts' rule `isDriverValid`, applied where the result is shown. A provider failure is
 * "not carried out" (docs/product.md#verification-errors "Driver-type checks … Извините, возникла ошибка.").
 */
export const driverCheck: VerificationCheckModule<DriverResult> = {
  name: 'driver',
  inputsOf: (form: TransportForm) => ({
    drivingLicenseNumber: form.drivingLicenseNumber,
    drivingLicenseDate: form.drivingLicenseDate,
  }),
  async run({ provider, log }: CheckContext, _user, form: TransportForm): Promise<DriverResult> {
    return askProvider(log, 'driver', async () => {
      return await provider.drivingLicence({
        number: form.drivingLicenseNumber!,
        issueDate: form.drivingLicenseDate!,
      });
    });
  },
};
