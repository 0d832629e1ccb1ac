import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { Database } from '../client';
import {
  registryAtiIds,
  registryCompanies,
  registryCourtCases,
  registryDrivingLicences,
  registryFsspDebts,
  registryOsagoPolicies,
  registryParticipations,
  registryPassports,
  registryPhoneRecords,
  registryTrustPersons,
  registryWantedPersons,
  type RegistryCourtCase,
  type RegistryDrivingLicence,
  type RegistryFsspDebt,
  type RegistryOsagoPolicy,
} from '../schema/registry';
import {
  demoAtiIds,
  demoCompanies,
  demoParticipations,
  demoPassports,
  demoPerson,
  demoPhoneRecords,
  demoTrustPersons,
  demoWantedPersons,
} from './demo-registers';

/**
 * Demo records of the verification registers, matching the README's demo cases: the alert
 * vehicle of the demo incidents (`demoRiskCases`) has only an expired OSAGO policy, the clean
 * plate one in force. Dates are relative to today so the cases stay true.
 */
function demoOsagoPolicies(today = todayIso()): RegistryOsagoPolicy[] {
  return [
    {
      vin: 'XTA210990Y2765432',
      regNumber: 'А777АА77',
      status: 'Истёк срок действия',
      insurer: 'АО «Демо Страхование»',
      serial: 'ХХХ',
      number: '0123456789',
      restriction: true,
      make: 'КАМАЗ',
      model: '5490',
      startDate: addDays(today, -500),
      endDate: addDays(today, -135),
    },
    {
      vin: 'X9F54321098765432',
      regNumber: 'Х001ХХ199',
      status: 'Действует',
      insurer: 'ПАО «Демо Гарант»',
      serial: 'ТТТ',
      number: '9876543210',
      restriction: false,
      make: 'Volvo',
      model: 'FH',
      startDate: addDays(today, -100),
      endDate: addDays(today, 265),
    },
  ];
}

/**
 * Demo driving licences: one valid (its printed expiry in 2025 is extended by the 2022–2025
 * government decree, contracts' `licenseExtension`) and one whose holder was deprived of the
 * right to drive by a decision in force.
 */
const demoDrivingLicences: RegistryDrivingLicence[] = [
  {
    number: '7700123456',
    issueDate: '2015-05-20',
    expiryDate: '2025-05-20',
    status: 'Действует',
    categories: 'B, C, CE',
  },
  {
    number: '7700654321',
    issueDate: '2018-03-12',
    expiryDate: '2028-03-12',
    status: 'Действует',
    categories: 'B, C',
    decisions: [
      {
        date: '2024-09-02',
        state: '60',
        stateName: 'Постановление о лишении права управления ТС вступило в законную силу',
        term: 18,
        region: 'Ростовская область',
      },
    ],
  },
];

export const demoFsspDebts: RegistryFsspDebt[] = [
  {
    lastName: demoPerson.lastName,
    firstName: demoPerson.firstName,
    birthDate: demoPerson.birthDate,
    proceeding: '123456/24/77001-ИП от 12.02.2024',
    subject: 'Задолженность по кредитным платежам',
    amount: 412_500,
    department: 'ОСП по Центральному АО № 1 г. Москвы',
    bailiff: 'Иванова А. С.',
    endReason: null,
  },
];

export const demoCourtCases: RegistryCourtCase[] = [
  {
    lastName: demoPerson.lastName,
    firstName: demoPerson.firstName,
    passportNumber: demoPerson.passportNumber,
    article: 'ч. 4 ст. 158 УК РФ (кража в особо крупном размере)',
    caseNumber: '1-245/2023',
    court: 'Ленинский районный суд г. Ростова-на-Дону',
    sides: ['Должников П. А.', 'ООО «ДемоЛогистик»'],
  },
];

/** Inserts the demo rows into a register that is empty; answers how many were added. */
async function seedIfEmpty<T extends PgTable>(database: Database, table: T, rows: T['$inferInsert'][]) {
  const [existing] = await database.db.select({ n: count() }).from(table as PgTable);
  if (Number(existing.n) > 0) return 0;
  await database.db.insert(table).values(rows);
  return rows.length;
}

/** Adds the demo register records to the registers that are empty (idempotent). Returns how many. */
export async function seedDemoRegisters(database: Database): Promise<number> {
  const added = [
    await seedIfEmpty(database, registryOsagoPolicies, demoOsagoPolicies()),
    await seedIfEmpty(database, registryDrivingLicences, demoDrivingLicences),
    await seedIfEmpty(database, registryFsspDebts, demoFsspDebts),
    await seedIfEmpty(database, registryCourtCases, demoCourtCases),
    await seedIfEmpty(database, registryPassports, demoPassports),
    await seedIfEmpty(database, registryPhoneRecords, demoPhoneRecords),
    await seedIfEmpty(database, registryWantedPersons, demoWantedPersons),
    await seedIfEmpty(database, registryTrustPersons, demoTrustPersons),
    await seedIfEmpty(database, registryCompanies, demoCompanies),
    await seedIfEmpty(database, registryParticipations, demoParticipations),
    await seedIfEmpty(database, registryAtiIds, demoAtiIds),
  ];
  return added.reduce((sum, n) => sum + n, 0);
}
