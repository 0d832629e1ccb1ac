// `npm run build -w @cargo-sentry/server`: the server as plain JavaScript in dist/, so production
// runs `node dist/main.js` instead of compiling TypeScript on every start (issue 9).
// One bundle per entry, all side by side in dist/: each worker thread is started by URL next to the
// bundle that asks for it, so the source's `new URL('./x.ts', import.meta.url)` becomes `./x.js`:
// the incident index's `index-worker.js` (its tasks are bundled in: tasks/registry.ts), the face
// model's `face-worker.js` (the main bundle never loads TensorFlow.js: only the worker calls
// `faceModel`), the image decoder's `image-worker.js`, the export's sheet writer
// `sheet-writer-worker.js`. npm packages stay
// external (resolved from node_modules at run time); the workspace's contracts are bundled.
// Data files (migrations, reference CSVs) are read from the package folder, not copied.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@cargo-sentry/'));

/** `new URL('./name.ts', import.meta.url)` → `new URL('./name.js', import.meta.url)`. */
const workerUrls = {
  name: 'worker-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(
        /new URL\('\.\/([\w-]+)\.ts', import\.meta\.url\)/g,
        (_, name) => `new URL('./${name}.js', import.meta.url)`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/seed-cli.ts',
    'index-worker': 'src/modules/incident-index/index-worker.ts',
    'face-worker': 'src/platform/faces/face-worker.ts',
    'image-worker': 'src/platform/images/image-worker.ts',
    'sheet-writer-worker': 'src/platform/sheet-writer/sheet-writer-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS-era code may call require(); ESM output has none unless given one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [workerUrls],
  logLevel: 'warning',
});
console.log('server built into dist/');
