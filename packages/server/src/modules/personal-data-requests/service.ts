import type {
  SubjectErasure,
  SubjectErasureAnswer,
  SubjectExportQuery,
  SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { xlsxContentType } from '../../platform/spreadsheet-template';
import { recordAudit } from '../audit/service';
import { removeGalleryFace, type FaceGallery } from '../face-gallery/service';
import { forgetErasedSources } from '../identity-links/service';
import { eraseRegisterRows } from '../registers/service';
import { eraseTicketData } from '../verification/service';
import { collectSubject, searchAnswerOf } from './collect';
import { subjectPdf, subjectWorkbook } from './export';

/** What the data subject's requests run with in one app. */
export interface SubjectRequests {
  database: Database;
  faceGallery: FaceGallery;
}

/** Staff search what is held about a person (issue 28 §4). */
export async function searchSubject(database: Database, q: string): Promise<SubjectSearchAnswer> {
  return searchAnswerOf(await collectSubject(database.db, q));
}

const countsOf = (answer: SubjectSearchAnswer) =>
  Object.fromEntries(Object.entries(answer.groups).map(([source, records]) => [source, records.length]));

/**
 * Everything held about a person as a file (a request of access, 152-FZ art. 14), audited: the
 * trail names who exported whose data, in which format, and how many records of each source.
 */
export async function exportSubject(
  database: Database,
  actor: UserRow,
  query: SubjectExportQuery,
  now = new Date(),
): Promise<{ file: Buffer; type: string; fileName: string }> {
  const answer = searchAnswerOf(await collectSubject(database.db, query.q));
  const file =
    query.format === 'pdf' ? await subjectPdf(answer, query.lang, now) : await subjectWorkbook(answer, query.lang);
  await recordAudit(
    database.db,
    actor,
    'person.export',
    { type: 'person' },
    { after: { identifiers: answer.identifiers, format: query.format, lang: query.lang, counts: countsOf(answer) } },
  );
  const day = now.toISOString().slice(0, 10);
  return query.format === 'pdf'
    ? { file, type: 'application/pdf', fileName: `personal_data_${day}.pdf` }
    : { file, type: xlsxContentType, fileName: `personal_data_${day}.xlsx` };
}

/**
 * Sources an erasure keeps: a company's register rows and a client's prudence subscriptions are a
 * legal entity's data, not a person's; incidents are the company's records, which the law keeps.
 */
const keptSourceKinds: readonly IdentitySourceKind[] = ['register_company', 'register_ati_id', 'incident', 'prudence'];
const keptRegisters: readonly RegisterName[] = ['companies', 'ati_ids'];

/**
 * A request of deletion (152-FZ art. 21): the person's tickets are emptied or masked, their
 * register rows and gallery faces deleted and their identity links forgotten, with the reason in
 * the audit trail, in one transaction. Refused with 409 `erasure_refused` while an open incident
 * names the person: the law keeps that data (docs/decisions/0060-consent-versions-and-subject-requests.md).
 * Incidents themselves are never changed here.
 */
export async function eraseSubject(
  requests: SubjectRequests,
  actor: UserRow,
  request: SubjectErasure,
): Promise<SubjectErasureAnswer> {
  const { database, faceGallery } = requests;
  const { answer, faceIds } = await database.db.transaction(async (tx) => {
    const found = await collectSubject(tx, request.q);
    if (!found.erasure.allowed) {
      throw new DomainError(
        'erasure_refused',
        `Open incidents name this person: ${found.erasure.incidents.join(', ')}`,
        undefined,
        undefined,
        { reason: found.erasure.reason, incidents: found.erasure.incidents },
      );
    }
    const ticket = await eraseTicketData(
      tx,
      found.groups.ticket.map((record) => record.id),
      request.mode,
    );
    let register = 0;
    for (const [name, ids] of found.registerIds) {
      if (!keptRegisters.includes(name)) register += await eraseRegisterRows(tx, name, ids);
    }
    const forgotten = found.sources.filter((source) => !keptSourceKinds.includes(source.kind));
    await forgetErasedSources(tx, forgotten);
    const counts = {
      ticket,
      register,
      face_gallery: found.groups.face_gallery.length,
      identity_link: forgotten.length,
    };
    await recordAudit(
      tx,
      actor,
      'person.erase',
      { type: 'person' },
      { after: { identifiers: found.identifiers, mode: request.mode, reason: request.reason, counts } },
    );
    return {
      answer: { mode: request.mode, counts },
      faceIds: found.groups.face_gallery.map((record) => Number(record.id)),
    };
  });
  // The gallery keeps a copy in memory, which its own service changes with the row.
  for (const id of faceIds) {
    await removeGalleryFace(faceGallery, id).catch((error: unknown) => {
      // Removed meanwhile by someone else: what the request asked for is done.
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    });
  }
  return answer;
}
