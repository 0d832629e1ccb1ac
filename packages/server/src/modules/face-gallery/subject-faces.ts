import { normalizeIdentifier } from '@cargo-sentry/contracts/identity-links/identifiers';
import { faceSourceKindNames, galleryFaceLabels } from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { inBoth, subjectField } from '@cargo-sentry/contracts/personal-data-requests/record-fields';
import type { SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import { verificationWords } from '@cargo-sentry/contracts/verification/words';
import type { DbOrTx } from '../../db/client';
import * as repo from './repo';

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A face's birth date is labelled as the verification form labels the person's. */
const birthDateLabel = inBoth((lang) => verificationWords[lang].fields.birthDate);

/** Two person keys (`last|first|mid|born`) name the same person when a part only one of them has is left aside. */
function isSamePerson(a: string, b: string): boolean {
  const [x, y] = [a.split('|'), b.split('|')];
  return x.every((part, i) => (i < 2 ? part === y[i] : part === '' || y[i] === '' || part === y[i]));
}

/**
 * The gallery's faces of a data subject (issue 28 §4): those whose name and birth date read as one
 * of `personKeys`, and those of incidents `incidentIds`.
 */
export async function galleryFacesOfSubject(
  db: DbOrTx,
  personKeys: readonly string[],
  incidentIds: readonly number[],
  limit: number,
): Promise<SubjectRecord[]> {
  const surnames = [...new Set(personKeys.map((key) => key.split('|')[0]))];
  const rows = (
    await Promise.all(
      (surnames.length ? surnames : ['']).map((surname) => repo.selectFacesOfSubject(db, surname, incidentIds, limit)),
    )
  ).flat();
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.id)) return [];
    const key = normalizeIdentifier('person', `${row.person_name} ${row.birth_date ?? ''}`.trim());
    const isNamed = key !== null && personKeys.some((wanted) => isSamePerson(wanted, key));
    const isOfIncident = row.incident_id !== null && incidentIds.includes(row.incident_id);
    if (!isNamed && !isOfIncident) return [];
    seen.add(row.id);
    return [
      {
        id: String(row.id),
        kind: row.source_kind,
        kind_label: faceSourceKindNames[row.source_kind],
        date: toIso(row.created_at),
        fields: [
          ...subjectField('person_name', galleryFaceLabels.person_name, row.person_name),
          ...subjectField('birth_date', birthDateLabel, row.birth_date),
          // ids as written, not as numbers with thousands separated
          ...subjectField('incident_id', galleryFaceLabels.incident_id, row.incident_id?.toString()),
          ...subjectField('wanted_person_id', galleryFaceLabels.wanted_person_id, row.wanted_person_id?.toString()),
          ...subjectField('note', galleryFaceLabels.note, row.note),
        ],
      },
    ];
  });
}
