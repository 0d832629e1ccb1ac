// The face-match threshold (issue 13 §1, docs/decisions/0028-face-check.md): every photo of the
// labelled set (packages/server/fixtures/faces/labelled, `<person>-<n>.jpg`) through the real model,
// then the false-match rate (different persons at or above the threshold) and false-non-match rate
// (one person's two photos below it) over a sweep of thresholds.
//
//   npx tsx bench/face-threshold.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectFaces } from '@cargo-sentry/server/src/platform/faces/face-model';
import { decodeImage } from '@cargo-sentry/server/src/platform/images/decode-image';
import { cosine } from '@cargo-sentry/server/src/platform/faces/face-search';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/server/fixtures/faces/labelled');
const photos: { person: string; file: string; embedding: Float32Array }[] = [];
const missed: string[] = [];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.jpg'))
  .sort()) {
  const faces = await detectFaces(decodeImage(readFileSync(path.join(dir, file))));
  if (faces.length !== 1) {
    missed.push(`${file}: ${faces.length} faces`);
    continue;
  }
  photos.push({ person: file.replace(/-\d+\.jpg$/, ''), file, embedding: faces[0].embedding });
}
const genuine: number[] = [];
const impostor: number[] = [];
for (let i = 0; i < photos.length; i++) {
  for (let j = i + 1; j < photos.length; j++) {
    const similarity = cosine(photos[i].embedding, photos[j].embedding);
    (photos[i].person === photos[j].person ? genuine : impostor).push(similarity);
  }
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0].toFixed(3)}, median ${sorted[Math.floor(sorted.length / 2)].toFixed(3)}, max ${sorted.at(-1)!.toFixed(3)}`;
};
console.log(`photos with one face: ${photos.length}; not one face: ${missed.join('; ') || 'none'}`);
console.log(`genuine pairs ${genuine.length}: ${stats(genuine)}`);
console.log(`impostor pairs ${impostor.length}: ${stats(impostor)}`);
console.log('| threshold | FMR (impostor ≥ t) | FNMR (genuine < t) |');
console.log('| --------- | ------------------ | ------------------ |');
for (let t = 0.3; t <= 0.951; t += 0.05) {
  const fm = impostor.filter((s) => s >= t).length;
  const fnm = genuine.filter((s) => s < t).length;
  console.log(
    `| ${t.toFixed(2)} | ${fm}/${impostor.length} (${((100 * fm) / impostor.length).toFixed(1)} %) | ${fnm}/${genuine.length} (${((100 * fnm) / genuine.length).toFixed(1)} %) |`,
  );
}
