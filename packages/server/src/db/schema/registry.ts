import { boolean, date, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
