import type { SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { DbOrTx } from '../../db/client';
import { findIncidentRowsByIds } from './repo';

/** The incident fields that name a person, a vehicle or a company, as a data subject's record shows them. */
const shownFields = [
  'vehiclePlate',
  'vehicleVin',
  'trailerPlate',
  'trailerVin',
  'counterpartyInn',
  'counterpartyOgrn',
  'atiId',
  'judicialDecisionNumber',
  'description',
] as const;

/**
 * Incidents `ids` as a data subject's records (issue 28 §4), newest first, each with whether it is
 * open: without a judicial decision the case is not closed, and the law keeps what it names
 * (docs/decisions/0060-consent-versions-and-subject-requests.md).
 */
export async function incidentRecords(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ record: SubjectRecord; isOpen: boolean }[]> {
  const rows = await findIncidentRowsByIds(db, [...ids]);
  return rows
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((row) => ({
      record: {
        id: String(row.id),
        kind: 'incident',
        date: row.date,
        fields: Object.fromEntries(
          shownFields.filter((field) => row[field] !== '').map((field) => [field, row[field]]),
        ),
      },
      isOpen: row.judicialDecisionNumber.trim() === '',
    }));
}
