import type { Sighting } from '@cargo-sentry/contracts/identity-links/identifiers';
import { describe, expect, it } from 'vitest';
import {
  atiIdSightings,
  companySightings,
  courtCaseSightings,
  incidentSightings,
  osagoPolicySightings,
  participationSightings,
  passportSightings,
  phoneRecordSightings,
  subscriptionSightings,
  ticketSightings,
  wantedPersonSightings,
} from './sightings';

const sorted = (sightings: Sighting[]) =>
  sightings.map((s) => `${s.part} ${s.kind} ${s.value}`).sort((a, b) => a.localeCompare(b));

/** A vehicle, its trailer and their carrier, as a ticket and an incident both name them. */
const vehicleTrailerCarrier: Sighting[] = [
  { part: 'vehicle', kind: 'plate', value: 'А123ВС77' },
  { part: 'vehicle', kind: 'vin', value: 'XTA210990Y1234567' },
  { part: 'trailer', kind: 'plate', value: 'АВ123477' },
  { part: 'trailer', kind: 'vin', value: 'X9F54321098765432' },
  { part: 'carrier', kind: 'inn', value: '7707083893' },
  { part: 'carrier', kind: 'ogrn', value: '1027700132195' },
  { part: 'carrier', kind: 'ati_id', value: '12345' },
];

const blankIncident = {
  id: 1,
  date: '2026-11-12',
  vehiclePlate: '',
  vehicleVin: '',
  trailerPlate: '',
  trailerVin: '',
  counterpartyInn: '',
  counterpartyOgrn: '',
  atiId: '',
};

describe('ticketSightings', () => {
  it('puts each field of the form in its part: driver, vehicle, trailer, carrier', () => {
    const sightings = ticketSightings({
      lastName: 'Щербакова',
      firstName: 'Алёна',
      midName: 'Ильинична',
      birthDate: '1980-02-01',
      phone: '+79123456789',
      passportNumber: '4510123456',
      drivingLicenseNumber: '9912345678',
      autoGos: 'А123ВС77',
      autoVin: 'XTA210990Y1234567',
      trailerGos: 'АВ123477',
      trailerVin: 'X9F54321098765432',
      inn: '7707083893',
      ogrn: '1027700132195',
      externalId: ['12345', '67890'],
      // fields that identify nobody are not sightings
      email: 'driver@example.com',
      passportDate: '2010-05-06',
    });
    expect(sorted(sightings)).toEqual(
      sorted([
        { part: 'driver', kind: 'person', value: 'щербакова|алена|ильинична|1980-02-01' },
        { part: 'driver', kind: 'phone', value: '+79123456789' },
        { part: 'driver', kind: 'passport', value: '4510123456' },
        { part: 'driver', kind: 'licence', value: '9912345678' },
        ...vehicleTrailerCarrier,
        { part: 'carrier', kind: 'ati_id', value: '67890' },
      ]),
    );
  });

  it('folds Latin look-alikes of a plate and Cyrillic ones of a VIN, as typed on either keyboard', () => {
    const cyrillic = ticketSightings({ autoGos: 'А123ВС77', autoVin: 'XTA210990Y1234567' });
    const latin = ticketSightings({ autoGos: 'a123bc77', autoVin: 'ХТА210990У1234567' });
    expect(latin).toEqual(cyrillic);
  });

  it('gives one person key for ё and е, any case and extra spaces, and either date form', () => {
    const typed = ticketSightings({
      lastName: ' Пётр ',
      firstName: 'СЕМЁН',
      midName: 'Фёдорович',
      birthDate: '01.02.1980',
    });
    const register = ticketSightings({
      lastName: 'петр',
      firstName: 'семен',
      midName: 'федорович',
      birthDate: '1980-02-01',
    });
    expect(typed).toEqual([{ part: 'driver', kind: 'person', value: 'петр|семен|федорович|1980-02-01' }]);
    expect(register).toEqual(typed);
  });

  it.each(['+7 (912) 345-67-89', '8 912 345 67 89', '89123456789', '9123456789', '+79123456789'])(
    'records the phone %s in E.164',
    (phone) => {
      expect(ticketSightings({ phone })).toEqual([{ part: 'driver', kind: 'phone', value: '+79123456789' }]);
    },
  );

  it('records nothing for a typo, a name alone or a value of the wrong type', () => {
    expect(
      ticketSightings({
        lastName: 'Иванов',
        phone: '12345',
        autoGos: 'нет номера',
        autoVin: 'XTA21099OY1234567',
        inn: '7707083894',
        externalId: [12345, '1'],
        passportNumber: 4510123456,
      }),
    ).toEqual([]);
  });
});

describe('incidentSightings', () => {
  it('takes the vehicle, the trailer and the counterparty, look-alikes folded', () => {
    const sightings = incidentSightings({
      ...blankIncident,
      vehiclePlate: 'A123BC77',
      vehicleVin: 'xta210990y1234567',
      trailerPlate: 'АВ1234 77',
      trailerVin: 'X9F54321098765432',
      counterpartyInn: '7707083893',
      counterpartyOgrn: '1027700132195',
      atiId: '12345',
    });
    expect(sorted(sightings)).toEqual(sorted(vehicleTrailerCarrier));
  });

  it('records nothing for an incident without identifiers', () => {
    expect(incidentSightings(blankIncident)).toEqual([]);
  });
});

describe('register rows', () => {
  it('a phone record: the person it is registered to, with a ё, the phone as stored (digits) in E.164', () => {
    expect(
      sorted(
        phoneRecordSightings({
          phone: '79123456789',
          lastName: 'ЩЕРБАКОВА',
          firstName: 'АЛЁНА',
          midName: '',
          birthDate: null,
          passportNumber: '45 10 123456',
        }),
      ),
    ).toEqual(
      sorted([
        { part: 'person', kind: 'person', value: 'щербакова|алена||' },
        { part: 'person', kind: 'phone', value: '+79123456789' },
        { part: 'person', kind: 'passport', value: '4510123456' },
      ]),
    );
  });

  it('a participation: the person by passport, and the company as the carrier part', () => {
    expect(
      sorted(
        participationSightings({
          lastName: 'Иванов',
          firstName: 'Иван',
          midName: 'Иванович',
          passportNumber: '4510123456',
          companyInn: '7707083893',
          companyOgrn: '',
        }),
      ),
    ).toEqual(
      sorted([
        { part: 'person', kind: 'person', value: 'иванов|иван|иванович|' },
        { part: 'person', kind: 'passport', value: '4510123456' },
        { part: 'carrier', kind: 'inn', value: '7707083893' },
      ]),
    );
  });

  it('a valid passport: its holder with the birth date; an invalid one without a name: the number alone', () => {
    expect(
      sorted(
        passportSightings({
          passportNumber: '4510 123456',
          lastName: 'Щербакова',
          firstName: 'Алёна',
          midName: 'Ильинична',
          birthDate: '1980-02-01',
        }),
      ),
    ).toEqual(
      sorted([
        { part: 'person', kind: 'person', value: 'щербакова|алена|ильинична|1980-02-01' },
        { part: 'person', kind: 'passport', value: '4510123456' },
      ]),
    );
    expect(
      passportSightings({ passportNumber: '4510123456', lastName: '', firstName: '', midName: '', birthDate: null }),
    ).toEqual([{ part: 'person', kind: 'passport', value: '4510123456' }]);
  });

  it('a court case: the passport and the name it was heard under, without patronymic or birth date', () => {
    expect(
      sorted(courtCaseSightings({ lastName: 'Должников', firstName: 'Пётр', passportNumber: '4510123456' })),
    ).toEqual(
      sorted([
        { part: 'person', kind: 'person', value: 'должников|петр||' },
        { part: 'person', kind: 'passport', value: '4510123456' },
      ]),
    );
    expect(courtCaseSightings({ lastName: 'Должников', firstName: 'Пётр', passportNumber: '' })).toEqual([
      { part: 'person', kind: 'person', value: 'должников|петр||' },
    ]);
  });

  it('a wanted person, a company, a policy, an ATI id and a subscription', () => {
    expect(
      wantedPersonSightings({ lastName: 'Пётров', firstName: 'Пётр', midName: null, birthDate: '1975-03-04' }),
    ).toEqual([{ part: 'person', kind: 'person', value: 'петров|петр||1975-03-04' }]);
    expect(companySightings({ inn: '7707083893', ogrn: '1027700132195' })).toEqual([
      { part: 'carrier', kind: 'inn', value: '7707083893' },
      { part: 'carrier', kind: 'ogrn', value: '1027700132195' },
    ]);
    expect(osagoPolicySightings({ vin: 'XTA210990Y1234567', regNumber: 'a123bc77' })).toEqual([
      { part: 'vehicle', kind: 'plate', value: 'А123ВС77' },
      { part: 'vehicle', kind: 'vin', value: 'XTA210990Y1234567' },
    ]);
    expect(osagoPolicySightings({ vin: '', regNumber: 'А123ВС77' })).toEqual([
      { part: 'vehicle', kind: 'plate', value: 'А123ВС77' },
    ]);
    expect(atiIdSightings({ inn: '7707083893', atiId: '12345' })).toEqual([
      { part: 'carrier', kind: 'inn', value: '7707083893' },
      { part: 'carrier', kind: 'ati_id', value: '12345' },
    ]);
    expect(subscriptionSightings({ inn: '7707083893' })).toEqual([
      { part: 'carrier', kind: 'inn', value: '7707083893' },
    ]);
  });
});
