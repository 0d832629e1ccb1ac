import type { ConsistencyRule, FindingClass } from '@cargo-sentry/contracts/identity-links/consistency';
import type { IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { driverIsCarrierOfficer, incidentContact, wantedContact } from './consistency-contact-rules';
import {
  hitOf,
  otherPeopleBeside,
  othersHit,
  sourcesFor,
  type Identifier,
  type RuleHit,
  type RuleInput,
  type Sighted,
} from './consistency-hits';
import { isSamePerson, partsWith, valuesIn, type SeenSource } from './consistency-sources';

/** The phone given with other people in other checks (issue 27 §2): 2 people a warning, 3 an alert. */
function phoneOtherPerson(input: RuleInput): RuleHit[] {
  const { phone, person } = input.form;
  if (!phone) return [];
  const seen = otherPeopleBeside(sourcesFor(input, 'phone_other_person', ['ticket']), 'phone', phone, input.form);
  return othersHit(input, 'phone_other_person', { kind: 'phone', value: phone }, seen, !!person);
}

/**
 * The passport presented with another name or birth date: in a check, or in a register that holds
 * it under another person (its holder in the passports register, the name a court case was heard
 * under, a phone's or a company officer's record).
 */
function passportOtherPerson(input: RuleInput): RuleHit[] {
  const { passport, person } = input.form;
  if (!passport) return [];
  const sources = sourcesFor(input, 'passport_other_person', [
    'ticket',
    'register_phone',
    'register_participation',
    'register_wanted',
    'register_passport',
    'register_court_case',
  ]);
  const seen = otherPeopleBeside(sources, 'passport', passport, input.form);
  return othersHit(input, 'passport_other_person', { kind: 'passport', value: passport }, seen, !!person);
}

/**
 * A plate seen with another VIN, or a VIN with another plate, within one part of a check, an
 * incident or an OSAGO policy: a tractor's plate beside its trailer's VIN is no clone.
 */
function plateVinMismatch(input: RuleInput): RuleHit[] {
  const sources = sourcesFor(input, 'plate_vin_mismatch', ['ticket', 'incident', 'register_osago']);
  const pairs = (kind: IdentifierKind, value: string, otherKind: IdentifierKind, own: string | null) => {
    const seen: Sighted[] = [];
    for (const source of sources) {
      for (const part of partsWith(source, kind, value)) {
        if (part !== 'vehicle' && part !== 'trailer') continue;
        for (const other of valuesIn(source, otherKind, part)) {
          if (other !== own) seen.push({ source, other: { kind: otherKind, value: other } });
        }
      }
    }
    return othersHit(input, 'plate_vin_mismatch', { kind, value }, seen, !!own);
  };
  return [input.form.vehicle, input.form.trailer].flatMap(({ plate, vin }) => [
    ...(plate ? pairs('plate', plate, 'vin', vin) : []),
    ...(vin ? pairs('vin', vin, 'plate', plate) : []),
  ]);
}

/** The tickets within the window whose driver is the form's. */
const ticketsOfDriver = (input: RuleInput, rule: ConsistencyRule, person: string) =>
  sourcesFor(input, rule, ['ticket']).filter((source) =>
    valuesIn(source, 'person').some((seen) => isSamePerson(seen, person)),
  );

/** The same driver presented by several carriers (INN) within the window: 2 a warning, 4 an alert. */
function driverManyCarriers(input: RuleInput): RuleHit[] {
  const { person, inn } = input.form;
  if (!person) return [];
  const seen: Sighted[] = [];
  for (const source of ticketsOfDriver(input, 'driver_many_carriers', person)) {
    for (const carrier of valuesIn(source, 'inn', 'carrier')) {
      if (carrier !== inn) seen.push({ source, other: { kind: 'inn', value: carrier } });
    }
  }
  return othersHit(input, 'driver_many_carriers', { kind: 'person', value: person }, seen, !!inn);
}

/**
 * The same driver or vehicle checked by several client companies within the window (the viewer's
 * own among them): 3 a warning. Checks of the viewer's own company add no company.
 */
function checkedByManyCompanies(input: RuleInput): RuleHit[] {
  const rule = 'checked_by_many_companies';
  const { person, vehicle, trailer } = input.form;
  const subjects: { subject: Identifier; sources: SeenSource[] }[] = [];
  if (person)
    subjects.push({ subject: { kind: 'person', value: person }, sources: ticketsOfDriver(input, rule, person) });
  for (const plate of new Set([vehicle.plate, trailer.plate])) {
    if (!plate) continue;
    const sources = sourcesFor(input, rule, ['ticket']).filter((s) => partsWith(s, 'plate', plate).length > 0);
    subjects.push({ subject: { kind: 'plate', value: plate }, sources });
  }
  return subjects.flatMap(({ subject, sources }) => {
    const others = sources.filter((s) => s.companyKey !== null && s.companyKey !== input.viewer.companyKey);
    const companies = new Set(others.map((s) => s.companyKey));
    const seen = others.map((source) => ({ source, other: null }));
    return hitOf(input, { rule, subject, count: companies.size + 1, formCounts: true, seen });
  });
}

const rules: Record<ConsistencyRule, (input: RuleInput) => RuleHit[]> = {
  phone_other_person: phoneOtherPerson,
  plate_vin_mismatch: plateVinMismatch,
  passport_other_person: passportOtherPerson,
  driver_many_carriers: driverManyCarriers,
  checked_by_many_companies: checkedByManyCompanies,
  wanted_or_incident_contact: (input) => [...wantedContact(input), ...incidentContact(input)],
  driver_is_carrier_officer: driverIsCarrierOfficer,
};

const classRank: Record<FindingClass, number> = { alert: 0, warning: 1, info: 2 };

/** Every enabled rule's hits, the gravest first (in the order of the rules within a class). */
export function findHits(input: RuleInput): RuleHit[] {
  const hits = (Object.keys(rules) as ConsistencyRule[])
    .filter((rule) => input.settings[rule].enabled)
    .flatMap((rule) => rules[rule](input));
  return hits.sort((a, b) => classRank[a.class] - classRank[b.class]);
}
