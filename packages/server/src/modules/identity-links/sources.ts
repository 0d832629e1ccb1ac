import type { IdentitySourceKind, Sighting } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { z } from 'zod';
import { int8, parseRows } from '../../db/rows';
import { companyKeyOf } from './company-key';
import type { SourceSightings } from './repo';
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
  type IncidentIdentity,
} from './sightings';

/**
 * Each kind of source as it is recorded: the row of its own table turned into the source (its id,
 * its day, whose it is) and what it saw. The write paths and the back-fill build sources here, so
 * a row recorded by either is recorded alike.
 */

/** An incident: seen on its own date; every user may see it (no company). */
export function incidentSource(row: IncidentIdentity): SourceSightings {
  return {
    source: { kind: 'incident', ref: String(row.id), seenOn: row.date, companyKey: null, userId: null },
    sightings: incidentSightings(row),
  };
}

/** A ticket with its owner's INN (the company key) and the inputs its checks have stored so far. */
export interface TicketIdentity {
  id: string;
  userId: number;
  userInn: string;
  inputs: Readonly<Record<string, unknown>>;
}

/** A ticket: seen on the day of its check, the company of its user. */
export function ticketSource(ticket: TicketIdentity, day: string): SourceSightings {
  return {
    source: {
      kind: 'ticket',
      ref: ticket.id,
      seenOn: day,
      companyKey: companyKeyOf({ id: ticket.userId, inn: ticket.userInn }),
      userId: ticket.userId,
    },
    sightings: ticketSightings(ticket.inputs),
  };
}

/** A prudence subscription: seen on the day it was made, the company of its user. */
export function subscriptionSource(
  subscription: { id: number; inn: string },
  user: { id: number; inn: string },
  day: string,
): SourceSightings {
  return {
    source: {
      kind: 'prudence',
      ref: String(subscription.id),
      seenOn: day,
      companyKey: companyKeyOf(user),
      userId: user.id,
    },
    sightings: subscriptionSightings(subscription),
  };
}

// ---- register rows ----

/**
 * A register row as the database gives it as JSON (`to_jsonb` of the row: column names, dates as
 * `YYYY-MM-DD`): its id, its own date if it has one, and what it saw.
 */
interface RegisterRowIdentity {
  id: number;
  date: string | null;
  sightings: Sighting[];
}

const text = z.string().nullish();
const day = z.string().nullish();
const person = { last_name: text, first_name: text, mid_name: text };

/**
 * How each register that links identifiers is recorded. The others name one person or document
 * alone and link nothing: bailiff debts and trust categories a person (no passport or phone),
 * driving licences a licence (no holder).
 */
const registerRows: Partial<Record<RegisterName, { kind: IdentitySourceKind; row: z.ZodType<RegisterRowIdentity> }>> = {
  phone_records: {
    kind: 'register_phone',
    row: z.object({ id: int8, phone: text, ...person, birth_date: day, passport_number: text }).transform((row) => ({
      id: row.id,
      date: null,
      sightings: phoneRecordSightings({
        phone: row.phone,
        lastName: row.last_name,
        firstName: row.first_name,
        midName: row.mid_name,
        birthDate: row.birth_date,
        passportNumber: row.passport_number,
      }),
    })),
  },
  participations: {
    kind: 'register_participation',
    row: z
      .object({ id: int8, ...person, passport_number: text, company_inn: text, company_ogrn: text })
      .transform((row) => ({
        id: row.id,
        date: null,
        sightings: participationSightings({
          lastName: row.last_name,
          firstName: row.first_name,
          midName: row.mid_name,
          passportNumber: row.passport_number,
          companyInn: row.company_inn,
          companyOgrn: row.company_ogrn,
        }),
      })),
  },
  wanted_persons: {
    kind: 'register_wanted',
    row: z.object({ id: int8, ...person, birth_date: day, since: day }).transform((row) => ({
      id: row.id,
      date: row.since ?? null,
      sightings: wantedPersonSightings({
        lastName: row.last_name,
        firstName: row.first_name,
        midName: row.mid_name,
        birthDate: row.birth_date,
      }),
    })),
  },
  companies: {
    kind: 'register_company',
    row: z.object({ id: int8, inn: text, ogrn: text, registration_date: day }).transform((row) => ({
      id: row.id,
      date: row.registration_date ?? null,
      sightings: companySightings({ inn: row.inn, ogrn: row.ogrn }),
    })),
  },
  osago_policies: {
    kind: 'register_osago',
    row: z.object({ id: int8, vin: text, reg_number: text, start_date: day }).transform((row) => ({
      id: row.id,
      date: row.start_date ?? null,
      sightings: osagoPolicySightings({ vin: row.vin, regNumber: row.reg_number }),
    })),
  },
  // A passport is dated by its import, not its issue: the register says who holds it now, and a
  // passport issued more than ten years ago would fall out of the consistency rule's window.
  passports: {
    kind: 'register_passport',
    row: z.object({ id: int8, passport_number: text, ...person, birth_date: day }).transform((row) => ({
      id: row.id,
      date: null,
      sightings: passportSightings({
        passportNumber: row.passport_number,
        lastName: row.last_name,
        firstName: row.first_name,
        midName: row.mid_name,
        birthDate: row.birth_date,
      }),
    })),
  },
  court_cases: {
    kind: 'register_court_case',
    row: z.object({ id: int8, last_name: text, first_name: text, passport_number: text }).transform((row) => ({
      id: row.id,
      date: null,
      sightings: courtCaseSightings({
        lastName: row.last_name,
        firstName: row.first_name,
        passportNumber: row.passport_number,
      }),
    })),
  },
  ati_ids: {
    kind: 'register_ati_id',
    row: z.object({ id: int8, inn: text, ati_id: text }).transform((row) => ({
      id: row.id,
      date: null,
      sightings: atiIdSightings({ inn: row.inn, atiId: row.ati_id }),
    })),
  },
};

/** The source kind a register's rows are recorded as; undefined for a register that links nothing. */
export function registerSourceKind(register: RegisterName): IdentitySourceKind | undefined {
  return registerRows[register]?.kind;
}

/** The registers whose rows are sources, with their kind. */
export const linkedRegisters = (Object.keys(registerRows) as RegisterName[]).map((register) => ({
  register,
  kind: registerRows[register]!.kind,
}));

/**
 * Register rows (`to_jsonb` of each) as sources: seen on the row's own date (a policy's start, a
 * wanted person's listing, a company's registration), else on the day they were imported (phones,
 * participations, passports, court cases, ATI ids). Shared by all users. A row that does not parse
 * throws, naming the register: a renamed column must not quietly record nothing.
 */
export function registerRowSources(
  register: RegisterName,
  rows: readonly unknown[],
  importDay: string = todayIso(),
): SourceSightings[] {
  const shape = registerRows[register];
  if (!shape) return [];
  return parseRows(`${register} rows to record`, shape.row, rows).map((row) => ({
    source: { kind: shape.kind, ref: String(row.id), seenOn: row.date ?? importDay, companyKey: null, userId: null },
    sightings: row.sightings,
  }));
}
