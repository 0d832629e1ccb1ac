import type { NormalizedTransportForm, VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { checkResultSchemas } from '@cargo-sentry/contracts/verification/results';
import { api } from '@/shared/api-client/api-client';
import { availableChecks } from '../lib/check-plan';
import { checkFace } from './check-face';

/** The URL segment of each check: the check's name, except participation (docs/product.md#verification-calls). */
const segmentOf = (check: VerificationCheck) => (check === 'participant' ? 'participation' : check);

/**
 * Runs one check of a ticket with the normalised form; its card shows a failure, not the errors
 * field. The ATI id lookup is a GET by INN (docs/product.md#verification-calls); the face check sends the photo as a file;
 * every other check posts the whole form.
 */
export function runCheck(
  check: VerificationCheck,
  ticket: string,
  form: NormalizedTransportForm,
  photo?: File | null,
): Promise<unknown> {
  if (!availableChecks.includes(check)) return Promise.reject(new Error(`no endpoint for the ${check} check yet`));
  const schema = checkResultSchemas[check];
  const path = `/{product}/verification/${segmentOf(check)}`;
  if (check === 'face') return photo ? checkFace(ticket, photo, form) : Promise.reject(new Error('no photo'));
  if (check === 'find_ati_su_id') return api.get(path, schema, { query: { ticket, inn: form.inn }, quiet: true });
  return api.post(path, { ...form, ticket }, schema, { quiet: true });
}
