import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { int8, queryFirstRow, queryRows } from '../../db/rows';
import { incidents } from '../../db/schema/incidents';
import { prudenceSubscriptions } from '../../db/schema/prudence';
import { registerImports } from '../../db/schema/register-imports';
import {
  registryAtiIds,
  registryCompanies,
  registryCourtCases,
  registryOsagoPolicies,
  registryParticipations,
  registryPassports,
  registryPhoneRecords,
  registryWantedPersons,
} from '../../db/schema/registry';
import { users } from '../../db/schema/users';
import { verificationTickets } from '../../db/schema/verification';
import type { IncidentIdentity } from './sightings';

/*
 * The rows of the sources, read from the tables of the modules that own them: by id after a write
 * that did not give them back (an import's batch, its undoing), and in keyset batches by the
 * back-fill. Those modules' services call this module's to record their writes, so asking them
 * for their rows would make each pair of services import each other; reading the identifier
 * columns here, as verification-log and the evidence read tickets, keeps the calls one way.
 *
 * The back-fill locks what it reads `FOR SHARE SKIP LOCKED`: a row a write holds is skipped, as
 * that write records it when it commits, and one the back-fill holds waits for it, so the
 * back-fill never records a row as it was before a write that has already recorded it. Waiting
 * for a writer's locks instead could deadlock with it (an import locks many rows in its order).
 */

const incidentIdentity = {
  id: incidents.id,
  date: incidents.date,
  vehiclePlate: incidents.vehiclePlate,
  vehicleVin: incidents.vehicleVin,
  trailerPlate: incidents.trailerPlate,
  trailerVin: incidents.trailerVin,
  counterpartyInn: incidents.counterpartyInn,
  counterpartyOgrn: incidents.counterpartyOgrn,
  atiId: incidents.atiId,
};

/**
 * The identifiers of the stored incidents among `ids` that name any (a deleted one, or one that
 * names none, is left out: most imported incidents name none).
 */
export function selectIncidentIdentities(db: DbOrTx, ids: readonly number[]): Promise<IncidentIdentity[]> {
  const namesAny = or(
    ...[
      incidents.vehiclePlate,
      incidents.vehicleVin,
      incidents.trailerPlate,
      incidents.trailerVin,
      incidents.counterpartyInn,
      incidents.counterpartyOgrn,
      incidents.atiId,
    ].map((column) => ne(column, '')),
  );
  return db
    .select(incidentIdentity)
    .from(incidents)
    .where(and(inArray(incidents.id, [...ids]), namesAny));
}

export function selectIncidentIdentitiesAfter(db: DbOrTx, after: number, limit: number): Promise<IncidentIdentity[]> {
  return db
    .select(incidentIdentity)
    .from(incidents)
    .where(gt(incidents.id, after))
    .orderBy(asc(incidents.id))
    .limit(limit)
    .for('share', { skipLocked: true });
}

/** Tickets after `after` (uuid order) with their owner's INN and the inputs stored so far. */
export function selectTicketsAfter(db: DbOrTx, after: string, limit: number) {
  return db
    .select({
      id: verificationTickets.id,
      userId: verificationTickets.userId,
      userInn: users.inn,
      inputs: verificationTickets.inputs,
      createdAt: verificationTickets.createdAt,
    })
    .from(verificationTickets)
    .innerJoin(users, eq(users.id, verificationTickets.userId))
    .where(gt(verificationTickets.id, after))
    .orderBy(asc(verificationTickets.id))
    .limit(limit)
    .for('share', { of: verificationTickets, skipLocked: true });
}

/** Prudence subscriptions after `after`, active or ended (the interest was shown), with their user's INN. */
export function selectSubscriptionsAfter(db: DbOrTx, after: number, limit: number) {
  return db
    .select({
      id: prudenceSubscriptions.id,
      inn: prudenceSubscriptions.inn,
      userId: prudenceSubscriptions.userId,
      userInn: users.inn,
      createdAt: prudenceSubscriptions.createdAt,
    })
    .from(prudenceSubscriptions)
    .innerJoin(users, eq(users.id, prudenceSubscriptions.userId))
    .where(gt(prudenceSubscriptions.id, after))
    .orderBy(asc(prudenceSubscriptions.id))
    .limit(limit)
    .for('share', { of: prudenceSubscriptions, skipLocked: true });
}

/** The tables of the registers whose rows are sources (`sources.ts` says how each is recorded). */
const registerTables: Partial<Record<RegisterName, PgTable>> = {
  phone_records: registryPhoneRecords,
  participations: registryParticipations,
  wanted_persons: registryWantedPersons,
  companies: registryCompanies,
  osago_policies: registryOsagoPolicies,
  passports: registryPassports,
  court_cases: registryCourtCases,
  ati_ids: registryAtiIds,
};

const registerRowSchema = z.object({ id: int8, row: z.record(z.string(), z.unknown()) });

/** A register's rows after `after` as JSON (`to_jsonb`), as the import gives back the rows it wrote. */
export async function selectRegisterRowsAfter(
  db: DbOrTx,
  register: RegisterName,
  after: number,
  limit: number,
): Promise<{ id: number; row: Record<string, unknown> }[]> {
  const table = registerTables[register];
  if (!table) throw new Error(`register ${register} has no rows to back-fill`);
  return queryRows(
    db,
    'register rows to back-fill',
    registerRowSchema,
    sql`SELECT t.id, to_jsonb(t) AS row FROM ${table} t
         WHERE t.id > ${after} ORDER BY t.id LIMIT ${limit} FOR SHARE OF t SKIP LOCKED`,
  );
}

const dayRow = z.object({ day: z.string() });

/** The UTC day of a register's latest import: what its rows without a date of their own are dated. */
export async function selectLastImportDay(db: DbOrTx, register: string): Promise<string | undefined> {
  const row = await queryFirstRow(
    db,
    'latest import of a register',
    dayRow,
    sql`SELECT (${registerImports.createdAt} AT TIME ZONE 'UTC')::date::text AS day FROM ${registerImports}
         WHERE ${registerImports.register} = ${register}
         ORDER BY ${desc(registerImports.createdAt)} LIMIT 1`,
  );
  return row?.day;
}
