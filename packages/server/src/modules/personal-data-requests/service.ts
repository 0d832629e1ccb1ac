import type {
  ErasureKeptReason,
  SubjectErasure,
  SubjectErasureAnswer,
  SubjectExportQuery,
  SubjectKeptRecord,
  SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { xlsxContentType } from '../../platform/spreadsheet-template';
import { recordAudit } from '../audit/service';
import { removeGalleryFace, type FaceGallery } from '../face-gallery/service';
import { forgetErasedSources, registerOfSourceKind } from '../identity-links/service';
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
 * Sources an erasure keeps whatever they hold: a client's prudence subscriptions are a legal
 * entity's data, not a person's; incidents are the company's records, which the law keeps. A
 * register row's source is kept with its row (`erasure.kept`), forgotten with it otherwise.
 */
const keptSourceKinds: readonly IdentitySourceKind[] = ['incident', 'prudence'];

/** A register row as `erasure.kept` names it: its register and id. */
const rowKey = (register: string, id: string | number) => `${register}:${id}`;

/** How many records of each reason an erasure kept, for the audit trail. */
function keptCounts(kept: readonly SubjectKeptRecord[]): Partial<Record<ErasureKeptReason, number>> {
  const counts: Partial<Record<ErasureKeptReason, number>> = {};
  for (const { reason } of kept) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/**
 * A request of deletion (152-FZ art. 21): the person's tickets are emptied or masked, their
 * register rows (but those the law keeps, `erasure.kept`) and gallery faces deleted and the
 * identity links of what was deleted forgotten, with the reason in the audit trail, in one
 * transaction. Refused with 409 `erasure_refused` while an open incident names the person: the
 * law keeps that data (docs/decisions/0060-consent-versions-and-subject-requests.md). Incidents
 * themselves are never changed here.
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
    const { kept } = found.erasure;
    const keptRows = new Set(kept.map((record) => rowKey(record.kind, record.id)));
    let register = 0;
    for (const [name, ids] of found.registerIds) {
      register += await eraseRegisterRows(
        tx,
        name,
        ids.filter((id) => !keptRows.has(rowKey(name, id))),
      );
    }
    const forgotten = found.sources.filter((source) => {
      if (keptSourceKinds.includes(source.kind)) return false;
      const row = registerOfSourceKind(source.kind);
      return !(row && keptRows.has(rowKey(row, Number(source.ref))));
    });
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
      {
        after: {
          identifiers: found.identifiers,
          mode: request.mode,
          reason: request.reason,
          counts,
          kept: keptCounts(kept),
        },
      },
    );
    return {
      answer: { mode: request.mode, counts, kept },
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
