import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { FaceResult } from '@cargo-sentry/contracts/verification/results';
import { FaceModelUnavailable } from '../../../platform/faces/face-thread';
import { checkFace } from '../../face-gallery/service';
import type { CheckContext, VerificationCheckModule } from '../run-check';
import { NotCarriedOut } from './not-carried-out';

/**
 * The face check (docs/product.md#face "matches, uploaded_face, message"; issue 13 §1) of one uploaded photo:
 * its face against the gallery of faces linked to incidents and of wanted persons
 * (docs/decisions/0028-face-check.md). The photo's name is what the ticket keeps as its input. A
 * model that cannot answer (its worker died, the model failed to load) makes the check "not carried
 * out" (503), like a provider that cannot.
 */
export const faceCheckOf = (photo: Uint8Array): VerificationCheckModule<FaceResult> => ({
  name: 'face',
  inputsOf: (form: TransportForm) => ({ photo: form.photo }),
  run: async ({ faceGallery, log }: CheckContext) => {
    try {
      return await checkFace(faceGallery, photo);
    } catch (error) {
      if (!(error instanceof FaceModelUnavailable)) throw error;
      log.error({ err: error, check: 'face' }, 'face model failed');
      throw new NotCarriedOut();
    }
  },
});
