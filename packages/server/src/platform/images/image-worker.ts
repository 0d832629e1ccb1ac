import { parentPort } from 'node:worker_threads';
import { decodeImage } from './decode-image';
import { shrinkTo, toGrey } from './grey-image';
import { ImageTooLarge } from './png-bounds';
import type { ImageReply, ImageRequest } from './image-thread';

/**
 * The image worker (see `image-thread`): decodes uploaded images here, off the main thread, one at a
 * time (each message is handled to its end before the next), so their memory never adds up.
 */
const port = parentPort!;

port.on('message', (request: ImageRequest) => {
  try {
    const picture = decodeImage(new Uint8Array(request.bytes));
    if (request.kind === 'probe') {
      port.postMessage({ id: request.id, width: picture.width, height: picture.height } satisfies ImageReply);
      return;
    }
    const grey = shrinkTo(toGrey(picture.width, picture.height, picture.rgba), request.maxLongSide);
    const data = grey.data.buffer as ArrayBuffer;
    port.postMessage({ id: request.id, width: grey.width, height: grey.height, grey: data } satisfies ImageReply, [
      data,
    ]);
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
      tooLarge: error instanceof ImageTooLarge,
    } satisfies ImageReply);
  }
});
