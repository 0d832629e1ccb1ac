import { boolean, date, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
