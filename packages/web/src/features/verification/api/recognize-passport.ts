import {
  recognizePassportResultSchema,
  type RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { api } from '@/shared/api-client/api-client';

/**
 * `POST /{product}/verification/recognize_passport` (multipart): the page image, and the consent
 * the upload gives (the run's ticket is opened later); `onProgress` gets the share sent.
 */
export function recognizePassport(file: File, onProgress: (sent: number) => void): Promise<RecognizePassportResult> {
  const form = new FormData();
  form.append('consent', 'true');
  form.append('file', file);
  return api.request('/{product}/verification/recognize_passport', recognizePassportResultSchema, {
    method: 'POST',
    form,
    quiet: true,
    onUploadProgress: onProgress,
  });
}
