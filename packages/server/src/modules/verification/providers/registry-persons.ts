import { and, eq } from 'drizzle-orm';
import { passportMismatchPrefix } from '@cargo-sentry/contracts/registers/terms';
import { phoneKey } from '@cargo-sentry/contracts/verification/form';
import type { PassportResult, PhoneResult } from '@cargo-sentry/contracts/verification/results';
import type { Db } from '../../../db/client';
import {
  registryPassports,
  registryPhoneRecords,
  registryTrustPersons,
  registryWantedPersons,
  type TrustColour,
} from '../../../db/schema/registry';
import type { PersonQuery, TrustCategories, VerificationProvider } from './provider';
import { differingFields, isName, personFieldWords, type PersonData } from './registry-match';

/** The score of a valid passport given with another holder's data: it does not confirm the person. */
const passportMismatchScore = 10;

/** Surname and birth date lead the index of both registers; the patronymic is compared after (`samePerson`). */
const isPerson = (table: typeof registryWantedPersons | typeof registryTrustPersons, person: PersonQuery) =>
  and(
    isName(table.lastName, person.lastName),
    eq(table.birthDate, person.birthDate),
    isName(table.firstName, person.firstName),
  );

/** The lookups of the person registers, each one indexed equality (exported for the plan test). */
export const personLookups = {
  passport: (db: Db, passportNumber: string) =>
    db.select().from(registryPassports).where(eq(registryPassports.passportNumber, passportNumber)).limit(1),
  phone: (db: Db, phone: string) =>
    db
      .select()
      .from(registryPhoneRecords)
      .where(eq(registryPhoneRecords.phone, phoneKey(phone)))
      .limit(1),
  wanted: (db: Db, person: PersonQuery) =>
    db
      .select()
      .from(registryWantedPersons)
      .where(isPerson(registryWantedPersons, person))
      .orderBy(registryWantedPersons.id)
      .limit(20),
  trust: (db: Db, person: PersonQuery) =>
    db
      .select()
      .from(registryTrustPersons)
      .where(isPerson(registryTrustPersons, person))
      .orderBy(registryTrustPersons.id)
      .limit(20),
};

/** Rows that may be the person: a patronymic counts only when both sides have one. */
const samePerson = <T extends PersonData>(rows: T[], person: PersonData) =>
  rows.filter((row) => differingFields(row, person).length === 0);

const colourRank: Record<TrustColour, number> = { GREEN: 0, YELLOW: 1, RED: 2 };
/** Of several records of one person (no patronymic given), the worst colour of a category counts. */
function worstColour(colours: (TrustColour | null)[]): TrustColour | null {
  return colours.reduce<TrustColour | null>(
    (worst, colour) => (colour && (!worst || colourRank[colour] > colourRank[worst]) ? colour : worst),
    null,
  );
}

/** A wanted-list record as a c1 finding: the colour first, as trust values carry it (decision 0015). */
function wantedFinding(row: typeof registryWantedPersons.$inferSelect): string {
  const since = row.since ? `; в розыске с ${row.since.split('-').reverse().join('.')}` : '';
  return `RED: ${row.reason}${since}${row.initiator ? `; ${row.initiator}` : ''}`;
}

/**
 * The person registers of the registry provider (docs/decisions/0015): passports, phone numbers,
 * the wanted list and trust categories.
 */
export function personRegisters(db: Db): Pick<VerificationProvider, 'passport' | 'phoneOwner' | 'trustPerson'> {
  return {
    async passport(person): Promise<PassportResult> {
      const [row] = await personLookups.passport(db, person.passportNumber);
      if (!row) return { description: 'Не найден', score: 0 };
      // The reason stays in the register: the outcome rule (contracts' passportClass) reads the
      // description as the registers' exact word.
      if (row.status === 'Недействителен') return { description: 'Недействителен', score: 0 };
      const differing = differingFields(row, person);
      if (differing.length === 0) return { description: 'Действителен', score: 100 };
      const words = differing.map((field) => personFieldWords[field]).join(', ');
      return { description: `${passportMismatchPrefix}${words}`, score: passportMismatchScore };
    },
    async phoneOwner(person): Promise<PhoneResult> {
      const [row] = await personLookups.phone(db, person.phone);
      if (!row) return { operationResult: false, operationMessage: 'Номер не найден' };
      // Whose number it is instead is another person's data: never said.
      if (differingFields(row, person).length > 0) {
        return { operationResult: false, operationMessage: 'Номер зарегистрирован на другое лицо' };
      }
      return { operationResult: true, operationMessage: 'Номер зарегистрирован на это лицо' };
    },
    async trustPerson(person): Promise<TrustCategories | null> {
      const wanted = samePerson(await personLookups.wanted(db, person), person);
      const trusted = samePerson(await personLookups.trust(db, person), person);
      if (wanted.length === 0 && trusted.length === 0) return null;
      const category = (pick: (row: (typeof trusted)[number]) => TrustColour | null) => worstColour(trusted.map(pick));
      return {
        c1: wanted.length > 0 ? wanted.map(wantedFinding) : 'GREEN',
        c2: category((row) => row.c2),
        c3: category((row) => row.c3),
        c4: category((row) => row.c4),
        c5: category((row) => row.c5),
        c6: category((row) => row.c6),
      };
    },
  };
}
