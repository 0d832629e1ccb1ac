import {
  subjectIdentifiersOf,
  subjectSourceLimit,
  type ErasureKeptReason,
  type SubjectIdentifier,
  type SubjectKeptRecord,
  type SubjectRecord,
  type SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { identitySourceNames } from '@cargo-sentry/contracts/identity-links/source-names';
import { subjectField, subjectRecordWords } from '@cargo-sentry/contracts/personal-data-requests/record-fields';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../platform/errors';
import { galleryFacesOfSubject } from '../face-gallery/service';
import { registerOfSourceKind, sourcesNaming } from '../identity-links/service';
import { incidentRecords } from '../incidents/service';
import { invalidPassportRows, registerRecords } from '../registers/service';
import { ticketRecords } from '../verification/service';

/** Everything found about a person, with the identity sources it was found through. */
export interface Collected extends SubjectSearchAnswer {
  /** The sources of identity links, for forgetting those whose data is erased. */
  sources: { kind: IdentitySourceKind; ref: string }[];
  /** Register rows found, by register. */
  registerIds: Map<RegisterName, number[]>;
}

const isWholeNumber = (ref: string) => /^\d{1,15}$/.test(ref);

/**
 * Registers whose every row an erasure keeps, and why: a company's rows are a legal entity's data,
 * not a person's; a court case is a court's public record. Of the passports register, only the
 * invalid-passports list is kept (`keptRegisterRows`).
 */
const keptRegisters: Partial<Record<RegisterName, ErasureKeptReason>> = {
  companies: 'legal_entity',
  ati_ids: 'legal_entity',
  court_cases: 'court_case',
};

/**
 * The register rows found that an erasure keeps, each with its reason
 * (docs/decisions/0060-consent-versions-and-subject-requests.md).
 */
async function keptRegisterRows(
  db: DbOrTx,
  register: RegisterName,
  records: readonly SubjectRecord[],
): Promise<SubjectKeptRecord[]> {
  const kept = (ids: readonly string[], reason: ErasureKeptReason) =>
    ids.map((id): SubjectKeptRecord => ({ source: 'register', kind: register, id, reason }));
  const ids = records.map((record) => record.id);
  const reason = keptRegisters[register];
  if (reason) return kept(ids, reason);
  if (register !== 'passports') return [];
  const invalid = await invalidPassportRows(db, ids.map(Number));
  return kept(invalid.map(String), 'invalid_passport');
}

/**
 * Reads everything held about the person `q` names (issue 28 §4): the identity links find the
 * tickets, incidents and register rows that named any identifier `q` reads as, through their
 * `(kind, value)` index (docs/decisions/0060-consent-versions-and-subject-requests.md); the face
 * gallery is searched by the person's name and the incidents found. 400 `identifier_invalid` when
 * `q` is no identifier.
 */
export async function collectSubject(db: DbOrTx, q: string): Promise<Collected> {
  const identifiers: SubjectIdentifier[] = subjectIdentifiersOf(q);
  if (identifiers.length === 0) {
    throw new DomainError('identifier_invalid', 'Not a person, passport, phone or plate', {
      q: ['not_an_identifier'],
    });
  }
  const { sources, hasMore } = await sourcesNaming(db, identifiers, subjectSourceLimit);
  const ticketIds: string[] = [];
  const incidentIds: number[] = [];
  const registerIds = new Map<RegisterName, number[]>();
  for (const source of sources) {
    if (source.kind === 'ticket') ticketIds.push(source.ref);
    if (source.kind === 'incident' && isWholeNumber(source.ref)) incidentIds.push(Number(source.ref));
    const register = registerOfSourceKind(source.kind);
    if (register && isWholeNumber(source.ref))
      registerIds.set(register, [...(registerIds.get(register) ?? []), Number(source.ref)]);
  }
  const tickets = await ticketRecords(db, ticketIds);
  const incidents = await incidentRecords(db, incidentIds);
  const registers: SubjectRecord[] = [];
  const kept: SubjectKeptRecord[] = [];
  for (const [register, ids] of registerIds) {
    const records = await registerRecords(db, register, ids);
    registers.push(...records);
    kept.push(...(await keptRegisterRows(db, register, records)));
  }
  const personKeys = identifiers.flatMap((identifier) => (identifier.kind === 'person' ? [identifier.value] : []));
  const faces = await galleryFacesOfSubject(db, personKeys, incidentIds, subjectSourceLimit);
  const openIncidents = incidents.filter((incident) => incident.isOpen).map((incident) => Number(incident.record.id));
  return {
    identifiers,
    groups: {
      ticket: tickets,
      register: registers,
      incident: incidents.map((incident) => incident.record),
      face_gallery: faces,
      identity_link: sources.map((source) => ({
        id: String(source.id),
        kind: source.kind,
        kind_label: identitySourceNames[source.kind],
        date: source.seenOn,
        fields: subjectField('ref', subjectRecordWords.sourceRecord, source.ref),
      })),
    },
    truncated: hasMore || faces.length >= subjectSourceLimit,
    erasure: {
      allowed: openIncidents.length === 0,
      reason: openIncidents.length === 0 ? null : 'open_incident',
      incidents: openIncidents,
      kept,
    },
    sources: sources.map(({ kind, ref }) => ({ kind, ref })),
    registerIds,
  };
}

/** The answer of a search: what `Collected` holds but its bookkeeping. */
export function searchAnswerOf({ identifiers, groups, truncated, erasure }: Collected): SubjectSearchAnswer {
  return { identifiers, groups, truncated, erasure };
}
