import type { IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { addDays } from '@cargo-sentry/contracts/shared/dates';
import { hitOf, sourcesFor, type Identifier, type RuleHit, type RuleInput } from './consistency-hits';
import { isAmong, isSamePerson, partsWith, valuesIn, type SeenSource } from './consistency-sources';

/** The driver's phone registered to a wanted person (the phone register, then the wanted list). */
export function wantedContact(input: RuleInput): RuleHit[] {
  const rule = 'wanted_or_incident_contact';
  const { phone } = input.form;
  if (!phone) return [];
  const since = addDays(input.today, -input.settings[rule].window_days);
  const holders = phoneHolders(input, phone);
  const people = holders.flatMap((source) => valuesIn(source, 'person'));
  const wanted = distinctSources([
    ...holders.filter((source) => source.kind === 'register_wanted'),
    ...input.wantedSources.filter(
      (source) =>
        source.kind === 'register_wanted' &&
        source.seenOn >= since &&
        valuesIn(source, 'person').some((person) => isAmong(people, person)),
    ),
  ]);
  if (wanted.length === 0) return [];
  const seen = distinctSources([...holders, ...wanted]).map((source) => ({ source, other: firstPerson(source) }));
  return hitOf(input, {
    rule,
    variant: 'wanted',
    subject: { kind: 'phone', value: phone },
    count: 1 + wanted.length,
    formCounts: true,
    seen,
  });
}

/** The registers that name the holder of the form's phone: the phone register, a wanted person's record. */
const phoneHolders = (input: Pick<RuleInput, 'sources' | 'settings' | 'today'>, phone: string) =>
  sourcesFor(input, 'wanted_or_incident_contact', ['register_phone', 'register_wanted']).filter(
    (source) => partsWith(source, 'phone', phone).length > 0,
  );

/**
 * The people the form's phone is registered to, to look up on the wanted list (the second hop of
 * `wanted_or_incident_contact`); none when the rule is off or the form has no phone.
 */
export function phoneHolderKeys(input: Pick<RuleInput, 'form' | 'sources' | 'settings' | 'today'>): string[] {
  const { phone } = input.form;
  if (!phone || !input.settings.wanted_or_incident_contact.enabled) return [];
  return [...new Set(phoneHolders(input, phone).flatMap((source) => valuesIn(source, 'person')))];
}

const distinctSources = (sources: readonly SeenSource[]) =>
  sources.filter((source, i) => sources.findIndex((s) => s.id === source.id) === i);

const firstPerson = (source: SeenSource): Identifier | null => {
  const [person] = valuesIn(source, 'person');
  return person ? { kind: 'person', value: person } : null;
};

/** An incident that holds the form's driver, phone, passport, a plate or the carrier's INN. */
export function incidentContact(input: RuleInput): RuleHit[] {
  const rule = 'wanted_or_incident_contact';
  const incidents = sourcesFor(input, rule, ['incident']);
  const { person, phone, passport, vehicle, trailer, inn } = input.form;
  const subjects: Identifier[] = [];
  const add = (kind: IdentifierKind, value: string | null) => {
    if (value && !subjects.some((s) => s.kind === kind && s.value === value)) subjects.push({ kind, value });
  };
  add('person', person);
  add('phone', phone);
  add('passport', passport);
  add('plate', vehicle.plate);
  add('plate', trailer.plate);
  add('inn', inn);
  return subjects.flatMap((subject) => {
    const matches = (source: SeenSource) =>
      subject.kind === 'person'
        ? valuesIn(source, 'person').some((seen) => isSamePerson(seen, subject.value))
        : partsWith(source, subject.kind, subject.value).length > 0;
    const seen = incidents.filter(matches).map((source) => ({ source, other: null }));
    return hitOf(input, { rule, variant: 'incident', subject, count: 1 + seen.length, formCounts: true, seen });
  });
}

/** The driver is a founder or director of the carrier (the participation register): information. */
export function driverIsCarrierOfficer(input: RuleInput): RuleHit[] {
  const rule = 'driver_is_carrier_officer';
  const { person, passport, inn } = input.form;
  if (!inn || (!person && !passport)) return [];
  const seen = sourcesFor(input, rule, ['register_participation'])
    .filter((source) => valuesIn(source, 'inn').includes(inn))
    .filter(
      (source) =>
        (passport !== null && valuesIn(source, 'passport').includes(passport)) ||
        (person !== null && valuesIn(source, 'person').some((seen) => isSamePerson(seen, person))),
    )
    .map((source) => ({ source, other: { kind: 'inn' as const, value: inn } }));
  const subject: Identifier = person ? { kind: 'person', value: person } : { kind: 'passport', value: passport! };
  return hitOf(input, { rule, subject, count: 1 + seen.length, formCounts: true, seen });
}
