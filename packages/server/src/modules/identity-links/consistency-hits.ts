import {
  findingClassOf,
  type ConsistencyRule,
  type ConsistencySettings,
  type FindingClass,
} from '@cargo-sentry/contracts/identity-links/consistency';
import type { IdentifierKind, IdentitySourceKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { addDays } from '@cargo-sentry/contracts/shared/dates';
import {
  isAmong,
  isSamePerson,
  partsWith,
  valuesIn,
  type FormIdentity,
  type SeenSource,
  type Viewer,
} from './consistency-sources';

/** An identifier: the form's, or one another source saw beside it. */
export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

/** One source a rule found, and what it saw that the form did not (another person, VIN, carrier). */
export interface Sighted {
  source: SeenSource;
  other: Identifier | null;
}

/**
 * What one rule found about one of the form's identifiers, before it is put in words
 * (consistency-words.ts) and its sources shown as the viewer may see them.
 */
export interface RuleHit {
  rule: ConsistencyRule;
  class: FindingClass;
  /** The form's identifier the finding is about. */
  subject: Identifier;
  /** What the rule counted (people, VINs, carriers, companies), the form's own among them. */
  count: number;
  /** The form holds one of those counted (its own person, VIN, carrier). */
  formCounts: boolean;
  /** Which words: the wanted list or an incident, for the rule that has both. */
  variant?: 'wanted' | 'incident';
  windowDays: number;
  seen: Sighted[];
}

/** What the rules read: the form, the sources that saw its identifiers, and who asks. */
export interface RuleInput {
  form: FormIdentity;
  sources: readonly SeenSource[];
  /** Wanted-list sources of the people registered to the form's phone (a second hop). */
  wantedSources: readonly SeenSource[];
  viewer: Viewer;
  settings: ConsistencySettings;
  today: string;
}

/** The sources of `kinds` within the rule's window. */
export function sourcesFor(
  input: Pick<RuleInput, 'sources' | 'settings' | 'today'>,
  rule: ConsistencyRule,
  kinds: readonly IdentitySourceKind[],
): SeenSource[] {
  const since = addDays(input.today, -input.settings[rule].window_days);
  return input.sources.filter((source) => kinds.includes(source.kind) && source.seenOn >= since);
}

/** A hit when the count reaches a class, else none. */
export function hitOf(input: RuleInput, hit: Omit<RuleHit, 'class' | 'windowDays'>): RuleHit[] {
  const settings = input.settings[hit.rule];
  const found = findingClassOf(hit.count, settings);
  return found === null || hit.seen.length === 0 ? [] : [{ ...hit, class: found, windowDays: settings.window_days }];
}

/** Distinct values, people folded by `isSamePerson`. */
function distinctOthers(seen: readonly Sighted[]): string[] {
  const found: string[] = [];
  for (const { other } of seen) {
    if (!other) continue;
    const known = other.kind === 'person' ? isAmong(found, other.value) : found.includes(other.value);
    if (!known) found.push(other.value);
  }
  return found;
}

/** Each person seen beside `kind` `value` (in the same part of a source) who is not the form's. */
export function otherPeopleBeside(
  sources: readonly SeenSource[],
  kind: IdentifierKind,
  value: string,
  form: FormIdentity,
) {
  const seen: Sighted[] = [];
  for (const source of sources) {
    for (const part of partsWith(source, kind, value)) {
      for (const person of valuesIn(source, 'person', part)) {
        if (form.person && isSamePerson(person, form.person)) continue;
        seen.push({ source, other: { kind: 'person', value: person } });
      }
    }
  }
  return seen;
}

/**
 * The hit of a rule that counts the other people, VINs or carriers `seen` beside the form's
 * `subject`, and the form's own among them when `formHasOwn` (its person, VIN, carrier).
 */
export function othersHit(
  input: RuleInput,
  rule: ConsistencyRule,
  subject: Identifier,
  seen: Sighted[],
  formHasOwn: boolean,
): RuleHit[] {
  const count = distinctOthers(seen).length + (formHasOwn ? 1 : 0);
  return hitOf(input, { rule, subject, count, formCounts: formHasOwn, seen });
}
