import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config, Human } from '@vladmandic/human';
import { PNG } from 'pngjs';
import type { Picture } from '../images/decode-image';

/**
 * The face model (docs/decisions/0028-face-check.md): `@vladmandic/human`'s BlazeFace detector,
 * face mesh (to align the crop) and FaceRes descriptor (1024 numbers per face), run by
 * TensorFlow.js on its WebAssembly backend. Every file it needs comes inside npm packages: the
 * models from `@vladmandic/human/models`, the .wasm binaries from `@tensorflow/tfjs-backend-wasm`;
 * nothing is fetched at run time. This module runs in the face worker (`face-thread`,
 * `face-worker`), where the model is loaded once, on the first face call; the main thread only
 * imports its types and `faceModelName`.
 */

const require = createRequire(import.meta.url);

/** The package's `exports` names its node-wasm build without "./", which Node refuses: load it by path. */
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const modelsDir = path.join(humanDist, '..', 'models');
const wasmDir = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');

/** Which descriptor stored faces carry: a new model would need the gallery described again. */
export const faceModelName = 'human-3.3.6/faceres-1024';

/** Faces below this detector score are not counted as faces (a shadow, a pattern). */
const minFaceScore = 0.5;

const config: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${wasmDir}/`,
  modelBasePath: `file://${modelsDir}/`,
  debug: false,
  async: false,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, iouThreshold: 0.1, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  } as Config['face'],
  body: { enabled: false } as Config['body'],
  hand: { enabled: false } as Config['hand'],
  object: { enabled: false } as Config['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config['segmentation'],
};

interface TfIo {
  io: { registerLoadRouter(router: (url: string | string[]) => unknown): void };
}

/** TensorFlow.js reads `file://` models only through tfjs-node (a native download): read them with fs. */
function registerFileLoader(tf: TfIo): void {
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = url.slice('file://'.length);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as {
          modelTopology: unknown;
          format?: string;
          generatedBy?: string;
          convertedBy?: string;
          signature?: unknown;
          userDefinedMetadata?: unknown;
          weightsManifest: { paths: string[]; weights: unknown[] }[];
        };
        const parts: Buffer[] = [];
        const weightSpecs: unknown[] = [];
        for (const group of json.weightsManifest) {
          weightSpecs.push(...group.weights);
          for (const part of group.paths) parts.push(await readFile(path.join(path.dirname(file), part)));
        }
        const all = Buffer.concat(parts);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs,
          weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        };
      },
    };
  });
}

let loading: Promise<Human> | undefined;

/** The one model of this process, loaded on first use. */
export function faceModel(): Promise<Human> {
  loading ??= (async () => {
    registerFileLoader(require('@tensorflow/tfjs-core') as TfIo);
    const { Human: HumanClass } = require(path.join(humanDist, 'human.node-wasm.js')) as {
      Human: new (config: Partial<Config>) => Human;
    };
    const human = new HumanClass(config);
    await human.load();
    return human;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** One face found in a photo: its box in pixels, the detector's score and its unit-length descriptor. */
export interface DetectedFace {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  embedding: Float32Array;
}

/** Unit length, so that a dot product is the cosine similarity. */
export function normalize(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (const value of out) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The faces of a photo, best first, each with its descriptor. Photos go through the model one at a
 * time (it holds state between its stages): concurrent callers queue here.
 */
export function detectFaces(picture: Picture): Promise<DetectedFace[]> {
  const run = queue.then(() => detectNow(picture));
  queue = run.catch(() => undefined);
  return run;
}

async function detectNow(picture: Picture): Promise<DetectedFace[]> {
  const human = await faceModel();
  const pixels = picture.width * picture.height;
  const rgb = new Int32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    rgb[i * 3] = picture.rgba[i * 4];
    rgb[i * 3 + 1] = picture.rgba[i * 4 + 1];
    rgb[i * 3 + 2] = picture.rgba[i * 4 + 2];
  }
  const input = human.tf.tensor4d(rgb, [1, picture.height, picture.width, 3], 'int32');
  try {
    const result = await human.detect(input as never);
    return result.face
      .filter((face) => face.score >= minFaceScore && face.embedding && face.embedding.length > 0)
      .sort((a, b) => b.score - a.score)
      .map((face) => ({
        box: face.box.map((v) => Math.round(v)) as DetectedFace['box'],
        score: face.score,
        embedding: normalize(face.embedding ?? []),
      }));
  } finally {
    human.tf.dispose(input);
  }
}

/** The face's box (with a margin) cut from the photo and scaled to at most `size` pixels a side, as a PNG data URL. */
export function cropDataUrl(picture: Picture, box: DetectedFace['box'], size = 160): string {
  const [bx, by, bw, bh] = box;
  const margin = Math.round(Math.max(bw, bh) * 0.15);
  const x0 = Math.max(0, bx - margin);
  const y0 = Math.max(0, by - margin);
  const x1 = Math.min(picture.width, bx + bw + margin);
  const y1 = Math.min(picture.height, by + bh + margin);
  const scale = Math.min(1, size / Math.max(1, x1 - x0, y1 - y0));
  const width = Math.max(1, Math.round((x1 - x0) * scale));
  const height = Math.max(1, Math.round((y1 - y0) * scale));
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const sy = Math.min(picture.height - 1, y0 + Math.floor(y / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(picture.width - 1, x0 + Math.floor(x / scale));
      const from = (sy * picture.width + sx) * 4;
      const to = (y * width + x) * 4;
      png.data[to] = picture.rgba[from];
      png.data[to + 1] = picture.rgba[from + 1];
      png.data[to + 2] = picture.rgba[from + 2];
      png.data[to + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
