import {
  faceMatchThreshold,
  maxFaceMatches,
  type AddGalleryFaceRequest,
  type GalleryFace,
} from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { imageTypeOf } from '@cargo-sentry/contracts/shared/uploads';
import type { FaceMatch, FaceResult } from '@cargo-sentry/contracts/verification/results';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { storeFile } from '../files/service';
import { faceModelName, type DetectedFace } from '../../platform/faces/face-model';
import { imageTooLarge } from '../../platform/images/image-header';
import { ImageTooLarge, UnreadableImage } from '../../platform/images/png-bounds';
import { FaceModelUnavailable, type DescribedPhoto, type FaceThread } from '../../platform/faces/face-thread';
import { matrixOf, searchFaces, type FaceMatrix } from '../../platform/faces/face-search';
import * as repo from './repo';

const dimension = 1024;

/** The face check's messages (docs/product.md#verification-errors "Face check shows its message field"); the web shows its own per code. */
const faceMessages = {
  matches: (count: number) => `Найдены совпадения в базе лиц: ${count}`,
  no_match: 'Совпадений в базе лиц не найдено',
  no_face: 'На фото не найдено лицо: загрузите фото, на котором лицо видно целиком и анфас',
  several_faces: 'На фото несколько лиц: загрузите фото, на котором только один человек',
} as const;

/** The photo's faces, found on the face worker; bytes that are not a readable JPEG/PNG are a 400. */
async function describe(faces: FaceThread, bytes: Uint8Array, crop: boolean): Promise<DescribedPhoto> {
  try {
    return await faces.describePhoto(bytes, { crop });
  } catch (error) {
    if (error instanceof ImageTooLarge) throw imageTooLarge('file');
    if (error instanceof UnreadableImage) {
      throw new DomainError('validation_failed', 'The photo cannot be read', { file: ['photo'] });
    }
    throw error;
  }
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function faceOf(row: repo.GalleryFaceRow): GalleryFace {
  return { ...row, created_at: toIso(row.created_at) };
}

/**
 * Adds a staff-uploaded face to the gallery: the photo must show exactly one face, whose
 * descriptor is computed here, once, and stored with the person's record and the photo.
 */
export async function addGalleryFace(
  gallery: FaceGallery,
  user: UserRow,
  body: AddGalleryFaceRequest,
): Promise<GalleryFace> {
  let faces: DetectedFace[];
  try {
    ({ faces } = await describe(gallery.faces, body.file.data, false));
  } catch (error) {
    if (!(error instanceof FaceModelUnavailable)) throw error;
    throw new DomainError('service_unavailable', 'Sorry, an error has occurred.');
  }
  if (faces.length !== 1) {
    throw new DomainError('validation_failed', faceMessages[faces.length === 0 ? 'no_face' : 'several_faces'], {
      file: [faces.length === 0 ? 'no_face' : 'several_faces'],
    });
  }
  const { db } = gallery.database;
  if (body.source_kind === 'incident' && !(await repo.incidentExists(db, body.incident_id!))) {
    throw new DomainError('validation_failed', 'No such incident', { incident_id: ['not_found'] });
  }
  if (body.source_kind === 'wanted' && !(await repo.wantedPersonExists(db, body.wanted_person_id!))) {
    throw new DomainError('validation_failed', 'No such wanted person', { wanted_person_id: ['not_found'] });
  }
  const row = await db.transaction(async (tx) => {
    const photo = await storeFile(tx, {
      ownerId: user.id,
      name: body.file.filename,
      mimeType: imageTypeOf(body.file.data) ?? body.file.mimetype,
      data: Buffer.from(body.file.data),
    });
    return insertFace(tx, user, body, photo.id, faces[0]);
  });
  changeGallery(gallery, (loaded) => addToGallery(loaded, row, faces[0].embedding));
  return faceOf(row);
}

function insertFace(
  db: DbOrTx,
  user: UserRow,
  body: Omit<AddGalleryFaceRequest, 'file'>,
  photoFileId: string,
  face: DetectedFace,
): Promise<repo.GalleryFaceRow> {
  return repo.insertGalleryFace(db, {
    person_name: body.person_name,
    birth_date: body.birth_date ?? null,
    source_kind: body.source_kind,
    incident_id: body.source_kind === 'incident' ? (body.incident_id ?? null) : null,
    wanted_person_id: body.source_kind === 'wanted' ? (body.wanted_person_id ?? null) : null,
    note: body.note ?? '',
    photoFileId,
    model: faceModelName,
    embedding: Buffer.from(face.embedding.buffer, face.embedding.byteOffset, face.embedding.byteLength),
    createdBy: user.id,
  });
}

// A data subject's request (issue 28 §4) reads the faces of the person.
export { galleryFacesOfSubject } from './subject-faces';

export async function listGalleryFaces(
  database: Database,
  page: number,
  pageSize: number,
): Promise<{ results: GalleryFace[]; count: number }> {
  const { rows, count } = await repo.selectGalleryPage(database.db, page, pageSize);
  return { results: rows.map(faceOf), count };
}

export async function removeGalleryFace(gallery: FaceGallery, id: number): Promise<void> {
  if (!(await repo.deleteGalleryFace(gallery.database.db, id))) throw new DomainError('not_found', 'Face not found');
  changeGallery(gallery, (loaded) => removeFromGallery(loaded, id));
}

type GalleryRecord = Omit<repo.GalleryEmbeddingRow, 'embedding'>;

/** The gallery's faces in memory: face i is `records[i]` and row i of `matrix` (which has spare rows). */
interface LoadedGallery {
  records: GalleryRecord[];
  /** Face id → its position. */
  positions: Map<number, number>;
  matrix: FaceMatrix;
  /** The newest id held. */
  top: number;
}

/** What the copy holds, in `repo.galleryVersion`'s terms (count and newest id): always computed from its contents. */
const versionOf = (gallery: LoadedGallery) => `${gallery.records.length}:${gallery.top}`;

/**
 * The face gallery of one app (built by buildApp): the faces' descriptors in memory, and the face
 * model's thread that describes photos. A face this app adds or removes changes the copy in place
 * (`changeGallery`); a check compares the copy's version with the database's (one query) and
 * reads every face again only when they differ, i.e. when another process (a second server, the
 * seed, an incident deleted with its faces) changed the gallery.
 */
export interface FaceGallery {
  database: Database;
  faces: FaceThread;
  /** The copy in memory, once a check or the warm-up asked for it. */
  loaded: Promise<LoadedGallery> | null;
  /** How many times the whole gallery was read into memory (tests, diagnostics). */
  fullReads: number;
}

export function createFaceGallery(database: Database, faces: FaceThread): FaceGallery {
  return { database, faces, loaded: null, fullReads: 0 };
}

async function readGallery(gallery: FaceGallery): Promise<LoadedGallery> {
  gallery.fullReads += 1;
  const rows = await repo.selectGalleryEmbeddings(gallery.database.db, faceModelName);
  const embeddings = rows.map(
    ({ embedding }) => new Float32Array(new Uint8Array(Buffer.from(embedding, 'base64')).buffer),
  );
  const records = rows.map(({ embedding: _embedding, ...record }) => record);
  return {
    records,
    positions: new Map(records.map((record, i) => [record.id, i])),
    matrix: matrixOf(embeddings, dimension),
    top: records.reduce((top, record) => Math.max(top, record.id), 0),
  };
}

async function loadGallery(gallery: FaceGallery): Promise<LoadedGallery> {
  const version = await repo.galleryVersion(gallery.database.db, faceModelName);
  const cached = await gallery.loaded?.catch(() => undefined);
  if (cached && versionOf(cached) === version) return cached;
  const loading = readGallery(gallery);
  gallery.loaded = loading;
  return loading;
}

/**
 * Applies this process's own change to the copy in memory, once it is read (a read in progress
 * may or may not have seen the change: both changes below are no-ops when already applied).
 */
function changeGallery(gallery: FaceGallery, change: (loaded: LoadedGallery) => void): void {
  const loading = gallery.loaded;
  if (!loading) return; // not read yet: the first check reads it whole
  const changed = loading.then((loaded) => {
    change(loaded);
    return loaded;
  });
  changed.catch(() => undefined); // a failed read is retried by the next check
  gallery.loaded = changed;
}

function addToGallery(gallery: LoadedGallery, row: repo.GalleryFaceRow, embedding: Float32Array): void {
  if (gallery.positions.has(row.id)) return;
  const { matrix } = gallery;
  if ((matrix.count + 1) * dimension > matrix.vectors.length) {
    // room for a quarter more faces, so a run of uploads copies the matrix only now and then
    const grown = new Float32Array(Math.ceil((matrix.count + 1) * 1.25) * dimension);
    grown.set(matrix.vectors.subarray(0, matrix.count * dimension));
    matrix.vectors = grown;
  }
  matrix.vectors.set(embedding.subarray(0, dimension), matrix.count * dimension);
  gallery.positions.set(row.id, matrix.count);
  gallery.records.push({
    id: row.id,
    person_name: row.person_name,
    source_kind: row.source_kind,
    incident_id: row.incident_id,
    wanted_person_id: row.wanted_person_id,
  });
  matrix.count += 1;
  gallery.top = Math.max(gallery.top, row.id);
}

function removeFromGallery(gallery: LoadedGallery, id: number): void {
  const at = gallery.positions.get(id);
  if (at === undefined) return;
  const { matrix, records, positions } = gallery;
  const last = matrix.count - 1;
  // the last face takes the removed one's place: order does not matter to the search
  if (at !== last) {
    matrix.vectors.copyWithin(at * dimension, last * dimension, (last + 1) * dimension);
    records[at] = records[last];
    positions.set(records[at].id, at);
  }
  records.pop();
  positions.delete(id);
  matrix.count = last;
  if (id === gallery.top) gallery.top = records.reduce((top, record) => Math.max(top, record.id), 0);
}

/**
 * Loads the model (on the face worker) and reads the gallery into memory before the first check
 * needs them (a server start calls it in the background: 10,000 stored faces take seconds to read
 * on a busy machine).
 */
export async function warmFaceCheck(gallery: FaceGallery): Promise<void> {
  await Promise.all([loadGallery(gallery), gallery.faces.warm()]);
}

function matchOf(record: LoadedGallery['records'][number], similarity: number): FaceMatch {
  const incident = record.source_kind === 'incident';
  return {
    name: record.person_name,
    similarity: Math.min(1, Math.max(0, Number(similarity.toFixed(4)))),
    source: incident ? `incident ${record.incident_id}` : `wanted ${record.wanted_person_id}`,
    source_kind: record.source_kind,
    incident_id: incident ? record.incident_id : null,
    wanted_person_id: incident ? null : record.wanted_person_id,
  };
}

/**
 * The face check (issue 13 §1): the one face of the photo compared with every face of the gallery;
 * matches from `faceMatchThreshold` up, most similar first. No face or several faces: no
 * comparison, and a message saying why.
 */
export async function checkFace(gallery: FaceGallery, photo: Uint8Array): Promise<FaceResult> {
  const { faces, crop } = await describe(gallery.faces, photo, true);
  if (faces.length === 0) {
    return { matches: [], uploaded_face: null, message: faceMessages.no_face, message_code: 'no_face' };
  }
  if (faces.length > 1) {
    return { matches: [], uploaded_face: null, message: faceMessages.several_faces, message_code: 'several_faces' };
  }
  const [face] = faces;
  const loaded = await loadGallery(gallery);
  const found = searchFaces(loaded.matrix, face.embedding, faceMatchThreshold, maxFaceMatches);
  const matches = found.map(({ index, similarity }) => matchOf(loaded.records[index], similarity));
  return {
    matches,
    uploaded_face: crop,
    message: matches.length > 0 ? faceMessages.matches(matches.length) : faceMessages.no_match,
    message_code: matches.length > 0 ? 'matches' : 'no_match',
  };
}
