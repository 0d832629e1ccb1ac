// `npm start`: builds the web app and the server when their builds are missing or older than
// their sources, then starts the compiled server (migrations and, on the embedded database, the
// demo seed run on start). Production runs JavaScript, not TypeScript compiled at every start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
const distIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const contractsDir = path.join(root, 'packages/contracts/src');
const newestOf = (sources) =>
  Math.max(
    ...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );

/** Runs `npm run build` of `workspace` when `output` is missing or older than any of `sources`. */
function buildWhenStale(label, workspace, output, sources) {
  if (existsSync(output) && statSync(output).mtimeMs >= newestOf(sources)) return;
  console.log(`Building ${label}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale('the web app', '@cargo-sentry/web', distIndex, [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  // the build's own plugins (pre-compressed files, the shell's budget) change what dist holds
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'scripts'),
  contractsDir,
]);
const serverDir = path.join(root, 'packages/server');
const serverMain = path.join(serverDir, 'dist/main.js');
buildWhenStale('the server', '@cargo-sentry/server', serverMain, [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'scripts'),
  contractsDir,
]);

// 32 MB young-generation semi-spaces: every statistics or map answer allocates a few MB of
// short-lived objects; with V8's default the scavenger runs several times per answer and promotes
// them, and the resulting pauses were most of the tail latency of sign-in while statistics
// requests ran back to back (bench/RESULTS.md). Costs ~100 MB more reserved memory.
const server = spawn(process.execPath, ['--max-semi-space-size=32', '--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
