import {
  normalizeIdentifier,
  personKey,
  type IdentifierKind,
  type IdentityPart,
  type IdentitySourceKind,
  type Sighting,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { IdentifierLookup, SeenRow } from './consistency-repo';
import { isRedacted, sourcePath } from './redaction';

/** One place that saw identifiers together, with everything it saw. */
export interface SeenSource {
  id: number;
  kind: IdentitySourceKind;
  ref: string;
  /** `YYYY-MM-DD`. */
  seenOn: string;
  companyKey: string | null;
  /** Who recorded it (a ticket's or a subscription's user): whether the viewer's own page shows it. */
  userId: number | null;
  sightings: Sighting[];
}

/** The rows of `selectSourcesSeeing` as one source each, in the order they came (newest first). */
export function sourcesOf(rows: readonly SeenRow[]): SeenSource[] {
  const byId = new Map<number, SeenSource>();
  for (const row of rows) {
    let source = byId.get(row.source_id);
    if (!source) {
      source = {
        id: row.source_id,
        kind: row.source_kind,
        ref: row.ref,
        seenOn: row.seen_on,
        companyKey: row.company_key,
        userId: row.user_id,
        sightings: [],
      };
      byId.set(row.source_id, source);
    }
    source.sightings.push({ part: row.part, kind: row.kind, value: row.value });
  }
  return [...byId.values()];
}

/** An order of sources: the latest seen first. */
export const newestFirst = (a: SeenSource, b: SeenSource): number => b.seenOn.localeCompare(a.seenOn) || b.id - a.id;

/** The values of `kind` a source saw in `part` (any part when none is given). */
export const valuesIn = (source: SeenSource, kind: IdentifierKind, part?: IdentityPart): string[] =>
  source.sightings.filter((s) => s.kind === kind && (part === undefined || s.part === part)).map((s) => s.value);

/** The parts of a source that hold `value` as `kind`: what else each part holds belongs with it. */
export const partsWith = (source: SeenSource, kind: IdentifierKind, value: string): IdentityPart[] =>
  source.sightings.filter((s) => s.kind === kind && s.value === value).map((s) => s.part);

/**
 * Whether two person keys may name one person: surname and name equal, and the patronymic and the
 * birth date equal where both sources know them. A register without birth dates (participations)
 * or a form without a patronymic must not turn one driver into "another person".
 */
export function isSamePerson(a: string, b: string): boolean {
  const [lastA, firstA, midA, bornA] = a.split('|');
  const [lastB, firstB, midB, bornB] = b.split('|');
  const agree = (x: string, y: string) => x === '' || y === '' || x === y;
  return lastA === lastB && firstA === firstB && agree(midA, midB) && agree(bornA, bornB);
}

/** Whether `key` names one of `people` already (`isSamePerson`). */
export const isAmong = (people: readonly string[], key: string): boolean => people.some((p) => isSamePerson(p, key));

/** The person keys a lookup tries for `key`: as given, and without the birth date (registers that have none). */
export function personLookups(key: string): IdentifierLookup[] {
  const withoutDate = key.replace(/\|[^|]*$/, '|');
  return [...new Set([key, withoutDate])].map((value) => ({ kind: 'person', value }));
}

/** The form's identifiers as identity links store them; null where the form has none (or a typo). */
export interface FormIdentity {
  person: string | null;
  phone: string | null;
  passport: string | null;
  vehicle: { plate: string | null; vin: string | null };
  trailer: { plate: string | null; vin: string | null };
  inn: string | null;
}

const normalized = (kind: IdentifierKind, raw: string | undefined) => (raw ? normalizeIdentifier(kind, raw) : null);

export function formIdentityOf(form: TransportForm): FormIdentity {
  return {
    person: personKey(form),
    phone: normalized('phone', form.phone),
    passport: normalized('passport', form.passportNumber),
    vehicle: { plate: normalized('plate', form.autoGos), vin: normalized('vin', form.autoVin) },
    trailer: { plate: normalized('plate', form.trailerGos), vin: normalized('vin', form.trailerVin) },
    inn: normalized('inn', form.inn),
  };
}

/** Every identifier of the form the rules start from. */
export function formLookups(form: FormIdentity): IdentifierLookup[] {
  const lookups: IdentifierLookup[] = form.person ? personLookups(form.person) : [];
  const add = (kind: IdentifierKind, value: string | null) => {
    if (value !== null && !lookups.some((l) => l.kind === kind && l.value === value)) lookups.push({ kind, value });
  };
  add('phone', form.phone);
  add('passport', form.passport);
  for (const { plate, vin } of [form.vehicle, form.trailer]) {
    add('plate', plate);
    add('vin', vin);
  }
  add('inn', form.inn);
  return lookups;
}

/** Who is asking: what of another company's ticket they may see (issue 27 §4). */
export interface Viewer {
  userId: number;
  isStaff: boolean;
  /** `companyKeyOf` the user. */
  companyKey: string;
}

/**
 * Whether the viewer may see a source whole: staff see everything, everyone sees incidents and
 * registers (no company), and a user their own company's tickets and subscriptions.
 */
export const isOpenTo = (viewer: Viewer, source: SeenSource): boolean => !isRedacted(viewer, source);

/**
 * A source as a finding lists it. Another company's ticket says only what and when: no id, no link
 * (issue 27 §4).
 */
export function linkSourceOf(viewer: Viewer, source: SeenSource): LinkSource {
  const open = isOpenTo(viewer, source);
  return {
    kind: source.kind,
    id: open ? source.ref : null,
    date: source.seenOn,
    own: open,
    link: open ? sourcePath(viewer, source) : null,
  };
}
