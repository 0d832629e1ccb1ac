import { Worker } from 'node:worker_threads';
import type { DetectedFace } from './face-model';
import { ImageTooLarge, UnreadableImage } from '../images/png-bounds';

/**
 * The face model's thread (docs/decisions/0028-face-check.md): one worker thread decodes photos,
 * runs the model (BlazeFace, mesh, FaceRes) and cuts the face's crop, so an inference (~150–250 ms
 * of CPU) never holds up the event loop that serves every other request. One worker (the model
 * holds ~100 MiB and runs one photo at a time): calls queue to it. Started on the first call (or
 * the warm-up after start), terminated by `FaceThread.close` (app close); a worker that dies fails
 * its pending calls with `FaceModelUnavailable`, and the next call starts a new one.
 */

type FaceTask = { kind: 'warm' } | { kind: 'describe'; bytes: ArrayBuffer; crop: boolean };

/** A request to the face worker. `bytes` (the photo's file) is transferred, not copied. */
export type FaceRequest = FaceTask & { id: number };

/** Its answer: the faces (descriptors transferred), or why there are none. */
export type FaceReply =
  | { id: number; faces: DetectedFace[]; crop: string | null; threadId: number; error?: undefined }
  | { id: number; error: string; unreadable: boolean; tooLarge: boolean };

/** What the model found in a photo. */
export interface DescribedPhoto {
  /** Faces scoring ≥ 0.5, best first, each with its unit-length descriptor. */
  faces: DetectedFace[];
  /** With `crop`, and exactly one face: that face cut out as a PNG data URL (`cropDataUrl`). */
  crop: string | null;
  /** The thread that ran the model (never the main one). */
  threadId: number;
}

/** The face model could not answer (its worker died or the model failed to load): the check is "not carried out". */
export class FaceModelUnavailable extends Error {}

interface Pending {
  resolve: (reply: FaceReply) => void;
  reject: (error: Error) => void;
}

interface FaceWorker {
  thread: Worker;
  pending: Map<number, Pending>;
}

/** The face worker's JS heap: the model's JavaScript side and one photo's tensors in flight. */
const faceWorkerHeapMb = 512;

function spawn(onExit: (worker: FaceWorker) => void): FaceWorker {
  // Built (dist/*.js, scripts/build.mjs) the worker is plain JavaScript; from source it is
  // TypeScript, which worker-boot.mjs loads through tsx (a worker does not inherit the loader).
  const entry = new URL('./face-worker.ts', import.meta.url);
  // The model's weights live in WebAssembly memory, outside this heap limit; decoded photos are
  // bounded by decodeImage. The limit stops anything else from growing the JS heap without end.
  const options = { name: 'face-model', resourceLimits: { maxOldGenerationSizeMb: faceWorkerHeapMb } };
  const thread = entry.pathname.endsWith('.js')
    ? new Worker(entry, options)
    : new Worker(new URL('../worker-boot.mjs', import.meta.url), { ...options, workerData: { entry: entry.href } });
  // idle, the worker keeps no process alive (CLIs, tests); a pending call refs it
  thread.unref();
  const worker: FaceWorker = { thread, pending: new Map() };
  thread.on('message', (reply: FaceReply) => {
    const call = worker.pending.get(reply.id);
    if (!call) return;
    worker.pending.delete(reply.id);
    if (worker.pending.size === 0) thread.unref();
    call.resolve(reply);
  });
  const fail = (error: Error) => {
    onExit(worker);
    const failure = new FaceModelUnavailable(`face worker: ${error.message}`);
    for (const call of worker.pending.values()) call.reject(failure);
    worker.pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`exited with code ${code}`)));
  return worker;
}

/**
 * The face model's thread of one app (built by buildApp, closed with it): started on the first
 * call (or the warm-up after start); a worker that died is replaced by the next call.
 */
export class FaceThread {
  private current: FaceWorker | null = null;
  private nextId = 1;

  private send(request: FaceTask, transfer: ArrayBuffer[] = []): Promise<FaceReply> {
    const worker = (this.current ??= spawn((dead) => {
      if (this.current === dead) this.current = null;
    }));
    const id = this.nextId++;
    const reply = new Promise<FaceReply>((resolve, reject) => worker.pending.set(id, { resolve, reject }));
    worker.thread.ref();
    // a worker still starting queues the message until it listens
    worker.thread.postMessage({ ...request, id }, transfer);
    return reply;
  }

  /**
   * The faces of a photo's file (JPEG or PNG), decoded and described on the face worker; throws
   * `UnreadableImage` for bytes it cannot decode, `ImageTooLarge` over the pixel limit,
   * `FaceModelUnavailable` when the model cannot answer.
   */
  async describePhoto(bytes: Uint8Array, options: { crop?: boolean } = {}): Promise<DescribedPhoto> {
    // a copy of its own, moved to the worker: the caller keeps its bytes (and a Buffer's shared pool)
    const copy = new Uint8Array(bytes);
    const reply = await this.send({ kind: 'describe', bytes: copy.buffer, crop: options.crop ?? false }, [copy.buffer]);
    if (reply.error === undefined) return { faces: reply.faces, crop: reply.crop, threadId: reply.threadId };
    if (reply.tooLarge) throw new ImageTooLarge(reply.error);
    throw reply.unreadable ? new UnreadableImage(reply.error) : new FaceModelUnavailable(reply.error);
  }

  /** Starts the worker and loads the model (seconds), so the first check does not wait for it. */
  async warm(): Promise<void> {
    const reply = await this.send({ kind: 'warm' });
    if (reply.error !== undefined) throw new FaceModelUnavailable(reply.error);
  }

  /** Calls sent to the worker and not answered yet. */
  pendingCalls(): number {
    return this.current?.pending.size ?? 0;
  }

  /** Terminates the worker (app close); its pending calls fail, a later call starts a new one. */
  async close(): Promise<void> {
    const worker = this.current;
    this.current = null;
    if (worker) await worker.thread.terminate();
  }
}
