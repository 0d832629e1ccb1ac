import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { ConsistencyResult } from '@cargo-sentry/contracts/identity-links/consistency';
import { checkConsistency } from '../../identity-links/service';
import type { CheckContext, VerificationCheckModule } from '../run-check';

/** The form's fields the rules compare (contracts' `checkRequirements.consistency` needs one of them). */
const comparedFields = [
  'lastName',
  'firstName',
  'midName',
  'birthDate',
  'phone',
  'passportNumber',
  'autoGos',
  'autoVin',
  'trailerGos',
  'trailerVin',
  'inn',
] as const;

/**
 * The identity-consistency check (issue 27 §2, `POST /{product}/verification/consistency`): do the
 * form's driver, phone, passport, vehicles and carrier belong together, by what other checks,
 * incidents and the registers saw? Our own data, no provider: it spends nothing beyond its ticket,
 * and the ticket's own inputs are not "another" check.
 */
export const consistencyCheck: VerificationCheckModule<ConsistencyResult> = {
  name: 'consistency',
  inputsOf: (form: TransportForm) =>
    Object.fromEntries(comparedFields.flatMap((field) => (form[field] ? [[field, form[field]]] : []))),
  run: (ctx: CheckContext, user, form: TransportForm, ticket: string) =>
    checkConsistency({ database: ctx.database, incidents: ctx.incidents, user, ticket, form }),
};
