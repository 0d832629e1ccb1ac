import {
  personKey,
  sightingOf,
  type IdentityPart,
  type PersonNames,
  type Sighting,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import type { IncidentRow } from '../../db/schema/incidents';

/**
 * What each source saw (issue 27 §1, docs/decisions/0055-identity-links.md): pure functions from a
 * source's row to its sightings, normalised by the contracts (`sightingOf`, `personKey`), so a value
 * that is not valid for its kind links nothing. A company's identifiers are the `carrier` part
 * wherever they appear: an incident's counterparty, a ticket's carrier, a register's company.
 */

/** A register's text column as stored: blank, or missing from an older row, it links nothing. */
type Text = string | null | undefined;

function personSighting(part: IdentityPart, names: PersonNames): Sighting[] {
  const value = personKey(names);
  return value === null ? [] : [{ part, kind: 'person', value }];
}

/** The fields of a ticket's accumulated `inputs` (the transport form's names) that identify someone. */
export function ticketSightings(inputs: Readonly<Record<string, unknown>>): Sighting[] {
  const field = (name: string) => {
    const value = inputs[name];
    return typeof value === 'string' ? value : null;
  };
  const atiIds = Array.isArray(inputs.externalId) ? inputs.externalId : [];
  return [
    ...personSighting('driver', {
      lastName: field('lastName'),
      firstName: field('firstName'),
      midName: field('midName'),
      birthDate: field('birthDate'),
    }),
    ...sightingOf('driver', 'phone', field('phone')),
    ...sightingOf('driver', 'passport', field('passportNumber')),
    ...sightingOf('driver', 'licence', field('drivingLicenseNumber')),
    ...sightingOf('vehicle', 'plate', field('autoGos')),
    ...sightingOf('vehicle', 'vin', field('autoVin')),
    ...sightingOf('trailer', 'plate', field('trailerGos')),
    ...sightingOf('trailer', 'vin', field('trailerVin')),
    ...sightingOf('carrier', 'inn', field('inn')),
    ...sightingOf('carrier', 'ogrn', field('ogrn')),
    ...atiIds.flatMap((id) => (typeof id === 'string' ? sightingOf('carrier', 'ati_id', id) : [])),
  ];
}

/** The identifier columns of an incident (it names no person or phone). */
export type IncidentIdentity = Pick<
  IncidentRow,
  | 'id'
  | 'date'
  | 'vehiclePlate'
  | 'vehicleVin'
  | 'trailerPlate'
  | 'trailerVin'
  | 'counterpartyInn'
  | 'counterpartyOgrn'
  | 'atiId'
>;

export function incidentSightings(row: IncidentIdentity): Sighting[] {
  return [
    ...sightingOf('vehicle', 'plate', row.vehiclePlate),
    ...sightingOf('vehicle', 'vin', row.vehicleVin),
    ...sightingOf('trailer', 'plate', row.trailerPlate),
    ...sightingOf('trailer', 'vin', row.trailerVin),
    ...sightingOf('carrier', 'inn', row.counterpartyInn),
    ...sightingOf('carrier', 'ogrn', row.counterpartyOgrn),
    ...sightingOf('carrier', 'ati_id', row.atiId),
  ];
}

/** A phone record: the number (stored as `phoneKey`) and the person it is registered to. */
export function phoneRecordSightings(row: PersonNames & { phone: Text; passportNumber: Text }): Sighting[] {
  return [
    ...personSighting('person', row),
    ...sightingOf('person', 'phone', row.phone),
    ...sightingOf('person', 'passport', row.passportNumber),
  ];
}

/** A founder's or director's role: the person (by passport) and the company they take part in. */
export function participationSightings(
  row: PersonNames & { passportNumber: Text; companyInn: Text; companyOgrn: Text },
): Sighting[] {
  return [
    ...personSighting('person', row),
    ...sightingOf('person', 'passport', row.passportNumber),
    ...sightingOf('carrier', 'inn', row.companyInn),
    ...sightingOf('carrier', 'ogrn', row.companyOgrn),
  ];
}

/**
 * A passport of the passports register and its holder. A valid one names the holder (surname,
 * name, birth date); one on the invalid-passports list usually names nobody, and is recorded by its
 * number alone: a data subject's request finds the row through it.
 */
export function passportSightings(row: PersonNames & { passportNumber: Text }): Sighting[] {
  return [...personSighting('person', row), ...sightingOf('person', 'passport', row.passportNumber)];
}

/**
 * A court case's person: the passport and the name it was heard under (the register has no
 * patronymic or birth date, so the key is `фамилия|имя||`). Its sides are free text ("Иванов И. И.;
 * ООО «Ромашка»"), not identifiers, and link nothing.
 */
export function courtCaseSightings(row: { lastName: Text; firstName: Text; passportNumber: Text }): Sighting[] {
  return [
    ...personSighting('person', { lastName: row.lastName, firstName: row.firstName }),
    ...sightingOf('person', 'passport', row.passportNumber),
  ];
}

/** A wanted person: the register holds no passport or phone, only the person. */
export function wantedPersonSightings(row: PersonNames): Sighting[] {
  return personSighting('person', row);
}

export function companySightings(row: { inn: Text; ogrn: Text }): Sighting[] {
  return [...sightingOf('carrier', 'inn', row.inn), ...sightingOf('carrier', 'ogrn', row.ogrn)];
}

/** An OSAGO policy's vehicle: its plate and VIN belong together (what tells a cloned plate). */
export function osagoPolicySightings(row: { vin: Text; regNumber: Text }): Sighting[] {
  return [...sightingOf('vehicle', 'plate', row.regNumber), ...sightingOf('vehicle', 'vin', row.vin)];
}

export function atiIdSightings(row: { inn: Text; atiId: Text }): Sighting[] {
  return [...sightingOf('carrier', 'inn', row.inn), ...sightingOf('carrier', 'ati_id', row.atiId)];
}

/** A prudence subscription: the counterparty its user's company watches. */
export function subscriptionSightings(row: { inn: string }): Sighting[] {
  return sightingOf('carrier', 'inn', row.inn);
}
