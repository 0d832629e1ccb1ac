import { setPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import { decodeImage } from '../images/decode-image';
import { ImageTooLarge, UnreadableImage } from '../images/png-bounds';
import { cropDataUrl, detectFaces, faceModel } from './face-model';
import type { FaceReply, FaceRequest } from './face-thread';

/**
 * The face worker (see `face-thread`): decodes a photo, runs the model and cuts the crop here, off
 * the main thread. Photos are handled one at a time (`detectFaces` queues them).
 */
const port = parentPort!;
// Below the main thread, which serves every other request: on Linux a thread's nice value is its
// own, so an inference here never makes a sign-in or a list wait for a core.
if (process.platform === 'linux') setPriority(0, 10);

// `answer` never rejects (every failure becomes an error reply), so its promise may be dropped.
port.on('message', (request: FaceRequest) => void answer(request));

async function answer(request: FaceRequest): Promise<void> {
  try {
    if (request.kind === 'warm') {
      await faceModel();
      port.postMessage({ id: request.id, faces: [], crop: null, threadId } satisfies FaceReply);
      return;
    }
    // the one bounded decoder of uploads (issue 23 §21: a 30000 × 30000 PNG once took this worker to 6.2 GiB)
    const picture = decodeImage(new Uint8Array(request.bytes));
    const faces = await detectFaces(picture);
    const crop = request.crop && faces.length === 1 ? cropDataUrl(picture, faces[0].box) : null;
    const reply: FaceReply = { id: request.id, faces, crop, threadId };
    // each descriptor has a buffer of its own (`normalize`): moved, not copied
    port.postMessage(
      reply,
      faces.map((face) => face.embedding.buffer as ArrayBuffer),
    );
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
      unreadable: error instanceof UnreadableImage,
      tooLarge: error instanceof ImageTooLarge,
    } satisfies FaceReply);
  }
}
