import { count } from 'drizzle-orm';
import { addDays, todayIso } from '@cargo-sentry/contracts/dates';
import type { Database } from '../client';
import {
  registryCourtCases,
  registryDrivingLicences,
  registryFsspDebts,
  registryOsagoPolicies,
  type RegistryCourtCase,
  type RegistryDrivingLicence,
  type RegistryFsspDebt,
  type RegistryOsagoPolicy,
} from '../schema/registry';

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

/** A made-up person with a bailiff debt and a court case (the README's "found" person). */
export const demoPerson = {
  lastName: 'Должников',
  firstName: 'Пётр',
  birthDate: '1980-04-15',
  passportNumber: '4510123456',
};

const demoFsspDebts: RegistryFsspDebt[] = [
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

const demoCourtCases: RegistryCourtCase[] = [
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

/** Adds the demo register records to the registers that are empty (idempotent). Returns how many. */
export async function seedDemoRegisters(database: Database): Promise<number> {
  let added = 0;
  const [policies] = await database.db.select({ n: count() }).from(registryOsagoPolicies);
  if (Number(policies.n) === 0) {
    const rows = demoOsagoPolicies();
    await database.db.insert(registryOsagoPolicies).values(rows);
    added += rows.length;
  }
  const [licences] = await database.db.select({ n: count() }).from(registryDrivingLicences);
  if (Number(licences.n) === 0) {
    await database.db.insert(registryDrivingLicences).values(demoDrivingLicences);
    added += demoDrivingLicences.length;
  }
  const [debts] = await database.db.select({ n: count() }).from(registryFsspDebts);
  if (Number(debts.n) === 0) {
    await database.db.insert(registryFsspDebts).values(demoFsspDebts);
    added += demoFsspDebts.length;
  }
  const [cases] = await database.db.select({ n: count() }).from(registryCourtCases);
  if (Number(cases.n) === 0) {
    await database.db.insert(registryCourtCases).values(demoCourtCases);
    added += demoCourtCases.length;
  }
  return added;
}
