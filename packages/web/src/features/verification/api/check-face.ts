import type { NormalizedTransportForm } from '@cargo-sentry/contracts/verification/form';
import { faceResultSchema, type FaceResult } from '@cargo-sentry/contracts/verification/results';
import { api } from '@/shared/api-client/api-client';

/**
 * `POST verification/check_face` (docs/product.md#verification-calls, multipart: file, ticket): the photo as a file, with the
 * form's filled text fields beside it for a user whose settings require some of them.
 */
export function checkFace(ticket: string, photo: File, form: NormalizedTransportForm): Promise<FaceResult> {
  const body = new FormData();
  body.append('ticket', ticket);
  // The form's own checkbox (issue 28 §3): the run does not start the face check without it.
  body.append('biometric_consent', 'true');
  for (const [field, value] of Object.entries(form)) {
    if (typeof value === 'string' && value !== '' && field !== 'photo') body.append(field, value);
  }
  body.append('file', photo, photo.name);
  return api.request('/{product}/verification/check_face', faceResultSchema, {
    method: 'POST',
    form: body,
    quiet: true,
  });
}
