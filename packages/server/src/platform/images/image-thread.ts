import { Worker } from 'node:worker_threads';
import type { GreyImage } from './grey-image';
import { ImageTooLarge, UnreadableImage } from './png-bounds';

/**
 * The image thread (issue 23 §21): uploaded images are decoded on one worker thread, never on the
 * event loop that serves every other request (a 30000 × 30000 PNG once stalled /health for 7.6 s).
 * Memory is capped three ways: the header gate (`refuseOversizedImage`) and `decodeImage`'s bounds
 * keep one decode within a 40-megapixel picture's buffers; one worker decodes one image at a time,
 * so concurrent uploads queue instead of adding up; and the worker's own heap is limited. A decode
 * that still kills the worker, or runs past `decodeTimeoutMs`, fails as unreadable and the next
 * call starts a fresh worker.
 */

type ImageTask = { kind: 'probe'; bytes: ArrayBuffer } | { kind: 'grey'; bytes: ArrayBuffer; maxLongSide: number };

/** A request to the image worker; `bytes` is transferred, not copied. */
export type ImageRequest = ImageTask & { id: number };

/** Its answer: the decoded size (and the grey pixels when asked), or why it could not decode. */
export type ImageReply =
  | { id: number; width: number; height: number; grey?: ArrayBuffer; error?: undefined }
  | { id: number; error: string; tooLarge: boolean };

/** JS heap of the worker: decoders keep pixels in buffers outside it, so this bounds their bookkeeping. */
const workerHeapMb = 128;
/** A 40-megapixel PNG decodes in ~3 s on our 2-core machine; ten times that is no longer a picture. */
const decodeTimeoutMs = 30_000;

interface Pending {
  resolve: (reply: ImageReply) => void;
  reject: (error: Error) => void;
}

interface ImageWorker {
  thread: Worker;
  pending: Map<number, Pending>;
}

function spawn(onExit: (worker: ImageWorker) => void): ImageWorker {
  // Built, the worker is dist/image-worker.js; from source it is TypeScript, loaded through tsx (worker-boot.mjs).
  const entry = new URL('./image-worker.ts', import.meta.url);
  const options = {
    name: 'image-decoder',
    resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 32 },
  };
  const thread = entry.pathname.endsWith('.js')
    ? new Worker(entry, options)
    : new Worker(new URL('../worker-boot.mjs', import.meta.url), { ...options, workerData: { entry: entry.href } });
  thread.unref();
  const worker: ImageWorker = { thread, pending: new Map() };
  thread.on('message', (reply: ImageReply) => {
    const call = worker.pending.get(reply.id);
    if (!call) return;
    worker.pending.delete(reply.id);
    if (worker.pending.size === 0) thread.unref();
    call.resolve(reply);
  });
  const fail = (error: Error) => {
    onExit(worker);
    for (const call of worker.pending.values()) call.reject(new UnreadableImage(`image worker: ${error.message}`));
    worker.pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`exited with code ${code}`)));
  return worker;
}

/** A copy of the caller's bytes to move to the worker (the caller keeps its own, and a Buffer's shared pool). */
const transferable = (bytes: Uint8Array) => new Uint8Array(bytes).buffer;

/** The image thread of one app (built by buildApp, closed with it); a worker that died is replaced by the next call. */
export class ImageThread {
  private current: ImageWorker | null = null;
  private nextId = 1;

  private async send(task: ImageTask): Promise<ImageReply> {
    const worker = (this.current ??= spawn((dead) => {
      if (this.current === dead) this.current = null;
    }));
    const id = this.nextId++;
    const reply = new Promise<ImageReply>((resolve, reject) => worker.pending.set(id, { resolve, reject }));
    worker.thread.ref();
    worker.thread.postMessage({ ...task, id }, [task.bytes]);
    // Queued calls wait their turn: the time-out counts from the send, so it covers the queue too.
    const timer = setTimeout(() => void worker.thread.terminate(), decodeTimeoutMs * worker.pending.size);
    try {
      const answer = await reply;
      if (answer.error !== undefined)
        throw answer.tooLarge ? new ImageTooLarge(answer.error) : new UnreadableImage(answer.error);
      return answer;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Decodes the whole image on the image thread and answers its size: the proof that it is a picture we can read. */
  async probe(bytes: Uint8Array): Promise<{ width: number; height: number }> {
    const { width, height } = (await this.send({ kind: 'probe', bytes: transferable(bytes) })) as {
      width: number;
      height: number;
    };
    return { width, height };
  }

  /** The image in grey, its long side at most `maxLongSide`, decoded and shrunk on the image thread. */
  async decodeGrey(bytes: Uint8Array, maxLongSide: number): Promise<GreyImage> {
    const reply = await this.send({ kind: 'grey', bytes: transferable(bytes), maxLongSide });
    if (reply.error !== undefined || !reply.grey) throw new UnreadableImage('no pixels');
    return { width: reply.width, height: reply.height, data: new Uint8Array(reply.grey) };
  }

  /** Terminates the worker (app close); a later call starts a new one. */
  async close(): Promise<void> {
    const worker = this.current;
    this.current = null;
    if (worker) await worker.thread.terminate();
  }
}
