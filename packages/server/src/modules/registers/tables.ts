import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RegisterColumns, RegisterDefinition } from '@cargo-sentry/contracts/register-columns';
import { registerDefinitions } from '@cargo-sentry/contracts/register-definitions';
import type { RegisterName } from '@cargo-sentry/contracts/registers';
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
} from '../../db/schema/registry';

/**
 * Where each register of contracts' `registerDefinitions` is stored: the server half of a
 * register's definition. The type check makes a definition's parsed row fit its table's insert
 * type: a required column left out, or a value of the wrong type, does not compile.
 */

export interface RegisterTable {
  definition: RegisterDefinition;
  table: PgTable;
}

function bind<T extends PgTable, C extends RegisterColumns>(
  table: T,
  definition: RegisterDefinition<C> & { rowSchema: z.ZodType<T['$inferInsert'], Record<keyof C, string>> },
): RegisterTable {
  return { table, definition: definition as unknown as RegisterDefinition };
}

export const registerTables: Record<RegisterName, RegisterTable> = {
  osago_policies: bind(registryOsagoPolicies, registerDefinitions.osago_policies),
  driving_licences: bind(registryDrivingLicences, registerDefinitions.driving_licences),
  fssp_debts: bind(registryFsspDebts, registerDefinitions.fssp_debts),
  court_cases: bind(registryCourtCases, registerDefinitions.court_cases),
  passports: bind(registryPassports, registerDefinitions.passports),
  phone_records: bind(registryPhoneRecords, registerDefinitions.phone_records),
  wanted_persons: bind(registryWantedPersons, registerDefinitions.wanted_persons),
  trust_persons: bind(registryTrustPersons, registerDefinitions.trust_persons),
  companies: bind(registryCompanies, registerDefinitions.companies),
  participations: bind(registryParticipations, registerDefinitions.participations),
  ati_ids: bind(registryAtiIds, registerDefinitions.ati_ids),
};
