import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RegisterColumns, RegisterDefinition } from '@cargo-sentry/contracts/registers/columns';
import { registerDefinitions } from '@cargo-sentry/contracts/registers/definitions';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
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
  /**
   * The natural key as the table's unique index has it (migration 0111): the `ON CONFLICT`
   * target of an append, which updates the row already stored instead of adding it again.
   */
  conflictTarget: string;
}

function bind<T extends PgTable, C extends RegisterColumns>(
  table: T,
  definition: RegisterDefinition<C> & { rowSchema: z.ZodType<T['$inferInsert'], Record<keyof C, string>> },
  conflictTarget: string,
): RegisterTable {
  // eslint-disable-next-line local/no-row-cast -- a definition of its own columns kept as the general one: `check`'s row parameter makes the types unrelated
  return { table, definition: definition as unknown as RegisterDefinition, conflictTarget };
}

/** A name as the unique indexes compare it: any case, ё read as е. */
const folded = (column: string) => `translate(lower(${column}), 'Ёё', 'ее')`;
const person = [folded('last_name'), 'birth_date', folded('first_name'), folded('mid_name')].join(', ');

export const registerTables: Record<RegisterName, RegisterTable> = {
  osago_policies: bind(registryOsagoPolicies, registerDefinitions.osago_policies, 'serial, number'),
  driving_licences: bind(registryDrivingLicences, registerDefinitions.driving_licences, 'number, issue_date'),
  fssp_debts: bind(
    registryFsspDebts,
    registerDefinitions.fssp_debts,
    `${folded('last_name')}, ${folded('first_name')}, birth_date, proceeding`,
  ),
  court_cases: bind(registryCourtCases, registerDefinitions.court_cases, 'passport_number, case_number, court'),
  passports: bind(registryPassports, registerDefinitions.passports, 'passport_number'),
  phone_records: bind(registryPhoneRecords, registerDefinitions.phone_records, 'phone'),
  wanted_persons: bind(registryWantedPersons, registerDefinitions.wanted_persons, person),
  trust_persons: bind(registryTrustPersons, registerDefinitions.trust_persons, person),
  companies: bind(registryCompanies, registerDefinitions.companies, 'inn'),
  participations: bind(
    registryParticipations,
    registerDefinitions.participations,
    `passport_number, company_inn, ${folded('role')}`,
  ),
  ati_ids: bind(registryAtiIds, registerDefinitions.ati_ids, 'inn, ati_id'),
};
