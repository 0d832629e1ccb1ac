import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { PersonQuery } from '../providers/provider';

/**
 * The person of the form as the person registers look them up. Only for checks whose
 * requirements (contracts' `checkRequirements`) include last name, first name and birth date:
 * `runCheck` has made sure they are there.
 */
export const personOf = (form: TransportForm): PersonQuery => ({
  lastName: form.lastName!,
  firstName: form.firstName!,
  midName: form.midName,
  birthDate: form.birthDate!,
});
