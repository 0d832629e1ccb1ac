import { randomUUID } from 'node:crypto';
import {
  sightingOf,
  type IdentifierKind,
  type IdentityPart,
  type IdentitySourceKind,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import type { Database } from '../src/db/client';
import { recordSources, type SourceSightings } from '../src/modules/identity-links/repo';

/** A check digit of a 10-digit INN, so every generated INN is one the form accepts. */
export function innOf(nine: string): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${nine}${(sum % 11) % 10}`;
}

const plateLetters = 'АВЕКМНОРСТУХ';

/**
 * Identifiers no other test of the file shares: number `n` (1–999) gives a phone, a passport, a
 * vehicle and a trailer plate, a VIN, an INN and a person of its own, each valid for its kind.
 */
export function identitiesOf(n: number) {
  const digits = String(n).padStart(3, '0');
  const letter = (i: number) => plateLetters[(n + i) % plateLetters.length];
  return {
    phone: `+7912${String(n).padStart(7, '0')}`,
    passport: `45${String(n).padStart(8, '0')}`,
    plate: `${letter(0)}${digits}${letter(1)}${letter(2)}77`,
    trailerPlate: `${letter(3)}${letter(4)}${String(n).padStart(4, '1')}77`,
    vin: `XTA${String(n).padStart(14, '0')}`,
    inn: innOf(`77${String(n).padStart(7, '0')}`),
    /** A driver of the form: `surname` and a first name of this `n`. */
    driver: (surname: string, birthDate = '1980-02-01') => ({
      lastName: surname,
      firstName: `Тест${[...digits].map((d) => 'абвгдежзик'[Number(d)]).join('')}`,
      midName: 'Иванович',
      birthDate,
    }),
  };
}

/** A driver as a source records them: one line, surname to birth date. */
export const personLine = (driver: { lastName: string; firstName: string; midName: string; birthDate: string }) =>
  `${driver.lastName} ${driver.firstName} ${driver.midName} ${driver.birthDate}`;

/** Raw values of one part of a source, typed as a form would hold them. */
type PartValues = Partial<Record<IdentifierKind, string>>;

export interface PlantedSource {
  kind?: IdentitySourceKind;
  ref?: string;
  seenOn: string;
  /** `inn:<INN>` or `user:<id>` for a ticket or subscription; null (the default) for shared sources. */
  companyKey?: string | null;
  /** The user who recorded it (a ticket's or a subscription's); null (the default) for none. */
  userId?: number | null;
  parts: Partial<Record<IdentityPart, PartValues>>;
}

/** A planted source as the write paths record one. */
function recordOf(source: PlantedSource & { ref: string }): SourceSightings {
  const sightings = Object.entries(source.parts).flatMap(([part, values]) =>
    Object.entries(values ?? {}).flatMap(([kind, raw]) =>
      sightingOf(part as IdentityPart, kind as IdentifierKind, raw),
    ),
  );
  return {
    source: {
      kind: source.kind ?? 'ticket',
      ref: source.ref,
      seenOn: source.seenOn,
      companyKey: source.companyKey ?? null,
      userId: source.userId ?? null,
    },
    sightings,
  };
}

/** Records a source as the write paths would (`recordSources`); answers its ref. */
export async function plantSource(database: Database, source: PlantedSource): Promise<string> {
  const ref = source.ref ?? randomUUID();
  await recordSources(database.db, [recordOf({ ...source, ref })]);
  return ref;
}

/** Records sources with refs of their own, a batch in a few statements (`recordSources`); planted again, they replace themselves. */
export function plantSources(database: Database, sources: readonly (PlantedSource & { ref: string })[]): Promise<void> {
  return recordSources(database.db, sources.map(recordOf));
}
