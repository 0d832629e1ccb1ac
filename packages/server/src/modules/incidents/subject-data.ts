import { identitySourceNames } from '@cargo-sentry/contracts/identity-links/source-names';
import {
  incidentImportDefinition,
  type IncidentImportColumn,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { subjectField } from '@cargo-sentry/contracts/personal-data-requests/record-fields';
import type { SubjectRecord } from '@cargo-sentry/contracts/personal-data-requests/requests';
import type { DbOrTx } from '../../db/client';
import { findIncidentRowsByIds, type IncidentRecord } from './repo';

/**
 * The incident fields that name a person, a vehicle or a company, as a data subject's record
 * shows them: by the incident import's column (its name is the record's label), from the row.
 */
const shownFields: readonly [IncidentImportColumn, keyof IncidentRecord][] = [
  ['vehicle_plate', 'vehiclePlate'],
  ['vehicle_vin', 'vehicleVin'],
  ['trailer_plate', 'trailerPlate'],
  ['trailer_vin', 'trailerVin'],
  ['counterparty_inn', 'counterpartyInn'],
  ['counterparty_ogrn', 'counterpartyOgrn'],
  ['ati_id', 'atiId'],
  ['judicial_decision_number', 'judicialDecisionNumber'],
  ['description', 'description'],
];

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
        kind_label: identitySourceNames.incident,
        date: row.date,
        fields: shownFields.flatMap(([column, field]) =>
          subjectField(column, incidentImportDefinition.columns[column].name, row[field]),
        ),
      },
      isOpen: row.judicialDecisionNumber.trim() === '',
    }));
}
