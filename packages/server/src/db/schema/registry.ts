import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DriverDecision } from '@cargo-sentry/contracts/verification/results';

/** A name as the checks compare it: any case, ё read as е (migration 0111's natural keys). */
const comparableName = (column: AnyPgColumn): SQL => sql`translate(lower(${column}), 'Ёё', 'ее')`;

/** Migration 0031: one row is one OSAGO policy of a vehicle (by VIN and/or plate). */
export const registryOsagoPolicies = pgTable(
  'registry_osago_policies',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    vin: text('vin').notNull().default(''),
    regNumber: text('reg_number').notNull().default(''),
    status: text('status').notNull(),
    insurer: text('insurer').notNull(),
    serial: text('serial').notNull(),
    number: text('number').notNull(),
    restriction: boolean('restriction').notNull().default(false),
    uniqueNumber: text('unique_number'),
    bodyNumber: text('body_number'),
    make: text('make'),
    model: text('model'),
    startDate: date('start_date'),
    endDate: date('end_date'),
  },
  (table) => [
    index('registry_osago_policies_recorded_idx').on(table.recordedAt, table.id),
    index('registry_osago_policies_vin_idx')
      .on(table.vin)
      .where(sql`${table.vin} <> ''`),
    index('registry_osago_policies_reg_number_idx')
      .on(table.regNumber)
      .where(sql`${table.regNumber} <> ''`),
    uniqueIndex('registry_osago_policies_policy_idx').on(table.serial, table.number),
  ],
);

export type RegistryOsagoPolicy = typeof registryOsagoPolicies.$inferInsert;

/** Migration 0032: one row is one driving licence with the decisions against its holder. */
export const registryDrivingLicences = pgTable(
  'registry_driving_licences',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    number: text('number').notNull(),
    issueDate: date('issue_date').notNull(),
    expiryDate: date('expiry_date'),
    status: text('status').notNull(),
    categories: text('categories').notNull().default(''),
    wanted: boolean('wanted').notNull().default(false),
    decisions: jsonb('decisions').$type<DriverDecision[]>().notNull().default([]),
  },
  (table) => [
    index('registry_driving_licences_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_driving_licences_number_issue_idx').on(table.number, table.issueDate),
  ],
);

export type RegistryDrivingLicence = typeof registryDrivingLicences.$inferInsert;

/** Migration 0033: one row is one bailiff enforcement proceeding against a person (fssp). */
export const registryFsspDebts = pgTable(
  'registry_fssp_debts',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    birthDate: date('birth_date').notNull(),
    proceeding: text('proceeding').notNull(),
    subject: text('subject').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    department: text('department').notNull().default(''),
    bailiff: text('bailiff').notNull().default(''),
    endReason: text('end_reason'),
  },
  (table) => [
    index('registry_fssp_debts_recorded_idx').on(table.recordedAt, table.id),
    index('registry_fssp_debts_person_idx').on(sql`lower(${table.lastName})`, table.birthDate),
    uniqueIndex('registry_fssp_debts_proceeding_idx').on(
      comparableName(table.lastName),
      comparableName(table.firstName),
      table.birthDate,
      table.proceeding,
    ),
  ],
);
export type RegistryFsspDebt = typeof registryFsspDebts.$inferInsert;

/** Migration 0033: one row is one court case of a person (sud). */
export const registryCourtCases = pgTable(
  'registry_court_cases',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    passportNumber: text('passport_number').notNull(),
    article: text('article').notNull(),
    caseNumber: text('case_number').notNull(),
    court: text('court').notNull(),
    sides: text('sides').array().notNull().default([]),
  },
  (table) => [
    index('registry_court_cases_recorded_idx').on(table.recordedAt, table.id),
    index('registry_court_cases_passport_idx').on(table.passportNumber),
    uniqueIndex('registry_court_cases_case_idx').on(table.passportNumber, table.caseNumber, table.court),
  ],
);
export type RegistryCourtCase = typeof registryCourtCases.$inferInsert;

/** A trust category of the registry (docs/decisions/0015): a colour, or null when not assessed. */
export type TrustColour = 'RED' | 'YELLOW' | 'GREEN';

/** Migration 0034: one row is one passport, valid (with its holder) or on the invalid-passports list. */
export const registryPassports = pgTable(
  'registry_passports',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    passportNumber: text('passport_number').notNull(),
    issueDate: date('issue_date'),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    midName: text('mid_name').notNull().default(''),
    birthDate: date('birth_date'),
    status: text('status').$type<'Действителен' | 'Недействителен'>().notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    index('registry_passports_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_passports_number_idx').on(table.passportNumber),
  ],
);
export type RegistryPassport = typeof registryPassports.$inferInsert;

/** Migration 0034: one row is one phone number (`phoneKey`) and the person it is registered to. */
export const registryPhoneRecords = pgTable(
  'registry_phone_records',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    phone: text('phone').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    midName: text('mid_name').notNull().default(''),
    birthDate: date('birth_date'),
    passportNumber: text('passport_number').notNull().default(''),
  },
  (table) => [
    index('registry_phone_records_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_phone_records_phone_idx').on(table.phone),
    index('registry_phone_records_passport_idx').on(table.passportNumber),
  ],
);
export type RegistryPhoneRecord = typeof registryPhoneRecords.$inferInsert;

/** Migration 0034: one row is one person on the wanted list (trust category c1). */
export const registryWantedPersons = pgTable(
  'registry_wanted_persons',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    midName: text('mid_name').notNull().default(''),
    birthDate: date('birth_date').notNull(),
    reason: text('reason').notNull(),
    since: date('since'),
    initiator: text('initiator').notNull().default(''),
  },
  (table) => [
    index('registry_wanted_persons_recorded_idx').on(table.recordedAt, table.id),
    index('registry_wanted_persons_person_idx').on(comparableName(table.lastName), table.birthDate),
    uniqueIndex('registry_wanted_persons_key_idx').on(
      comparableName(table.lastName),
      table.birthDate,
      comparableName(table.firstName),
      comparableName(table.midName),
    ),
  ],
);
export type RegistryWantedPerson = typeof registryWantedPersons.$inferInsert;

/** Migration 0034: one row is one person's trust categories c2–c6, each a colour or null. */
export const registryTrustPersons = pgTable(
  'registry_trust_persons',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    midName: text('mid_name').notNull().default(''),
    birthDate: date('birth_date').notNull(),
    c2: text('c2').$type<TrustColour>(),
    c3: text('c3').$type<TrustColour>(),
    c4: text('c4').$type<TrustColour>(),
    c5: text('c5').$type<TrustColour>(),
    c6: text('c6').$type<TrustColour>(),
  },
  (table) => [
    index('registry_trust_persons_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_trust_persons_person_idx').on(
      comparableName(table.lastName),
      table.birthDate,
      comparableName(table.firstName),
      comparableName(table.midName),
    ),
  ],
);
export type RegistryTrustPerson = typeof registryTrustPersons.$inferInsert;

/** Migration 0035: one row is one company (legal entity or sole trader) with its findings. */
export const registryCompanies = pgTable(
  'registry_companies',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    inn: text('inn').notNull(),
    ogrn: text('ogrn').notNull().default(''),
    name: text('name').notNull(),
    status: text('status').notNull(),
    registrationDate: date('registration_date'),
    flags: text('flags').array().notNull().default([]),
  },
  (table) => [
    index('registry_companies_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_companies_inn_idx').on(table.inn),
    index('registry_companies_ogrn_id_idx')
      .on(table.ogrn, table.id)
      .where(sql`${table.ogrn} <> ''`),
  ],
);
export type RegistryCompany = typeof registryCompanies.$inferInsert;

/** Migration 0035: one row is one person's role (founder, director, …) in one company. */
export const registryParticipations = pgTable(
  'registry_participations',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    midName: text('mid_name').notNull().default(''),
    passportNumber: text('passport_number').notNull(),
    companyInn: text('company_inn').notNull(),
    companyOgrn: text('company_ogrn').notNull().default(''),
    companyName: text('company_name').notNull(),
    role: text('role').notNull(),
    share: numeric('share', { precision: 5, scale: 2, mode: 'number' }),
    status: text('status').notNull(),
  },
  (table) => [
    index('registry_participations_recorded_idx').on(table.recordedAt, table.id),
    index('registry_participations_passport_idx').on(table.passportNumber),
    index('registry_participations_company_inn_idx').on(table.companyInn),
    uniqueIndex('registry_participations_role_idx').on(
      table.passportNumber,
      table.companyInn,
      comparableName(table.role),
    ),
  ],
);
export type RegistryParticipation = typeof registryParticipations.$inferInsert;

/** Migration 0035: one row is one ATI.su id registered to a company's INN. */
export const registryAtiIds = pgTable(
  'registry_ati_ids',
  {
    id: serial('id').primaryKey(),
    /** Migration 0136: when an import last wrote the row; its register's retention period counts from it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    inn: text('inn').notNull(),
    atiId: text('ati_id').notNull(),
  },
  (table) => [
    index('registry_ati_ids_recorded_idx').on(table.recordedAt, table.id),
    uniqueIndex('registry_ati_ids_inn_idx').on(table.inn, table.atiId),
    index('registry_ati_ids_ati_id_id_idx').on(table.atiId, table.id),
  ],
);
export type RegistryAtiId = typeof registryAtiIds.$inferInsert;
