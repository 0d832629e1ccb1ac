import {
  consistencyClassOf,
  consistencyRules,
  type ConsistencyFinding,
  type ConsistencyResult,
} from '@cargo-sentry/contracts/identity-links/consistency';
import { identitySourceKinds } from '@cargo-sentry/contracts/identity-links/identifiers';
import { addDays, todayIso } from '@cargo-sentry/contracts/shared/dates';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { visibleIncidentIds, type IncidentContext } from '../incidents/service';
import { companyKeyOf } from './company-key';
import { selectSourcesSeeing } from './consistency-repo';
import { readConsistencySettings } from './consistency-settings';
import { readLinksSettings } from './settings';
import { phoneHolderKeys } from './consistency-contact-rules';
import type { RuleHit } from './consistency-hits';
import { findHits } from './consistency-rules';
import {
  formIdentityOf,
  formLookups,
  linkSourceOf,
  newestFirst,
  personLookups,
  sourcesOf,
  type SeenSource,
  type Viewer,
} from './consistency-sources';
import { findingMessage } from './consistency-words';

/** At most this many sources are listed under one finding, newest first. */
const sourcesPerFinding = 20;

/** What the check runs with: the app's database and incidents, who asks, under which ticket. */
export interface ConsistencyRun {
  database: Database;
  incidents: IncidentContext;
  user: UserRow;
  /** The ticket the check runs under: its own inputs are not "another" source. */
  ticket: string;
  form: TransportForm;
  today?: string;
}

/**
 * The identity-consistency check (issue 27 §2): the form's driver, phone, passport, vehicles and
 * carrier against what other checks, incidents and the registers saw with them, by staff's rules.
 * Another company's tickets count only while staff let companies share (and then say only that
 * and when); a limited user's incidents are those of their district.
 */
export async function checkConsistency(run: ConsistencyRun): Promise<ConsistencyResult> {
  const { database, user } = run;
  const today = run.today ?? todayIso();
  const settings = await readConsistencySettings(database.db);
  const enabled = consistencyRules.filter((rule) => settings[rule].enabled);
  const form = formIdentityOf(run.form);
  const lookups = formLookups(form);
  if (enabled.length === 0 || lookups.length === 0) return resultOf([]);

  const viewer: Viewer = { userId: user.id, isStaff: user.isStaff, companyKey: companyKeyOf(user) };
  const sharing = user.isStaff || (await readLinksSettings(database.db)).sharing_between_companies;
  const scope = { ownTicket: run.ticket, onlyCompany: sharing ? null : viewer.companyKey };
  const widest = Math.max(...enabled.map((rule) => settings[rule].window_days));
  const found = sourcesOf(
    await selectSourcesSeeing(database.db, lookups, {
      ...scope,
      since: addDays(today, -widest),
      kinds: identitySourceKinds,
    }),
  );
  const sources = await withoutHiddenIncidents(run, found);

  const holders = phoneHolderKeys({ form, sources, settings, today });
  const wantedSources =
    holders.length === 0
      ? []
      : sourcesOf(
          await selectSourcesSeeing(database.db, holders.flatMap(personLookups), {
            ...scope,
            since: addDays(today, -settings.wanted_or_incident_contact.window_days),
            kinds: ['register_wanted'],
          }),
        );

  const hits = findHits({ form, sources, wantedSources, viewer, settings, today });
  return resultOf(hits.map((hit) => findingOf(hit, viewer)));
}

/** The sources without the incidents a limited user may not open. */
async function withoutHiddenIncidents(run: ConsistencyRun, sources: SeenSource[]): Promise<SeenSource[]> {
  const incidentIds = sources.filter((s) => s.kind === 'incident').map((s) => Number(s.ref));
  const visible = await visibleIncidentIds(run.incidents, run.user, incidentIds);
  return sources.filter((s) => s.kind !== 'incident' || visible.has(Number(s.ref)));
}

function findingOf(hit: RuleHit, viewer: Viewer): ConsistencyFinding {
  const seen = [...new Map(hit.seen.map(({ source }) => [source.id, source])).values()]
    .sort(newestFirst)
    .slice(0, sourcesPerFinding);
  return {
    rule: hit.rule,
    class: hit.class,
    message: findingMessage(hit, viewer),
    sources: seen.map((source) => linkSourceOf(viewer, source)),
  };
}

const resultOf = (findings: ConsistencyFinding[]): ConsistencyResult => ({
  class: consistencyClassOf(findings),
  resultCode: 0,
  resultMessage: '',
  findings,
});
