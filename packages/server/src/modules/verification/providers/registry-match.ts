import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { personFieldTerms } from '@cargo-sentry/contracts/registers/terms';

/**
 * How the person registers of migration 0034/0035 compare names: trimmed, any case, ё read as е
 * ("Пётр" is "Петр" in many registers). The SQL form is the expression the indexes are built on.
 */
const nameKey = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е');
const nameKeySql = (value: AnyColumn | string) => sql`translate(lower(${value}), 'Ёё', 'ее')`;

/** The column holds this name, compared as the registers do (one side of an indexed equality). */
export const isName = (column: AnyColumn, name: string): SQL => sql`${nameKeySql(column)} = ${nameKeySql(name)}`;

/** A person's data as a register row holds it or a check gives it; empty or null when unknown. */
export interface PersonData {
  lastName: string;
  firstName: string;
  midName?: string | null;
  birthDate?: string | null;
  passportNumber?: string | null;
  issueDate?: string | null;
}

const nameFields = new Set<keyof PersonData>(['lastName', 'firstName', 'midName']);

/** The words of each field in a description shown to users (Russian, as the registers answer). */
export const personFieldWords: Record<keyof PersonData, string> = personFieldTerms;

/**
 * The fields in which a register record and the given person differ. A field is compared only
 * when both sides have it: a register without the patronymic, or a form without it, proves nothing.
 */
export function differingFields(record: PersonData, given: PersonData): (keyof PersonData)[] {
  const fields = Object.keys(personFieldWords) as (keyof PersonData)[];
  return fields.filter((field) => {
    const a = record[field];
    const b = given[field];
    if (!a || !b) return false;
    return nameFields.has(field) ? nameKey(a) !== nameKey(b) : a !== b;
  });
}
