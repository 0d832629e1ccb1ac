import { boolean, date, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DriverDecision } from '@cargo-sentry/contracts/verification-results';

/** Migration 0031: OSAGO policies of the registry verification provider. */
export const registryOsagoPolicies = pgTable('registry_osago_policies', {
  id: serial('id').primaryKey(),
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
});

export type RegistryOsagoPolicy = typeof registryOsagoPolicies.$inferInsert;

/** Migration 0032: driving licences and decisions, for the driver check. */
export const registryDrivingLicences = pgTable('registry_driving_licences', {
  id: serial('id').primaryKey(),
  number: text('number').notNull(),
  issueDate: date('issue_date').notNull(),
  expiryDate: date('expiry_date'),
  status: text('status').notNull(),
  categories: text('categories').notNull().default(''),
  wanted: boolean('wanted').notNull().default(false),
  decisions: jsonb('decisions').$type<DriverDecision[]>().notNull().default([]),
});

export type RegistryDrivingLicence = typeof registryDrivingLicences.$inferInsert;

/** Migration 0033: bailiff enforcement proceedings, for the fssp check. */
export const registryFsspDebts = pgTable('registry_fssp_debts', {
  id: serial('id').primaryKey(),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  birthDate: date('birth_date').notNull(),
  proceeding: text('proceeding').notNull(),
  subject: text('subject').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
  department: text('department').notNull().default(''),
  bailiff: text('bailiff').notNull().default(''),
  endReason: text('end_reason'),
});
export type RegistryFsspDebt = typeof registryFsspDebts.$inferInsert;

/** Migration 0033: court cases, for the sud check. */
export const registryCourtCases = pgTable('registry_court_cases', {
  id: serial('id').primaryKey(),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  passportNumber: text('passport_number').notNull(),
  article: text('article').notNull(),
  caseNumber: text('case_number').notNull(),
  court: text('court').notNull(),
  sides: text('sides').array().notNull().default([]),
});
export type RegistryCourtCase = typeof registryCourtCases.$inferInsert;
