import { isValidAtiId } from '@cargo-sentry/contracts/shared/identifiers';
import type { Incident } from '@cargo-sentry/contracts/incidents/incidents';
import type { TransportForm } from '@cargo-sentry/contracts/verification/form';
import type { RiskIncident, RiskResult } from '@cargo-sentry/contracts/verification/results';
import { riskMatchesOf, type RiskSubject } from '@cargo-sentry/contracts/verification/rules';
import type { UserRow } from '../../../db/schema/users';
import { findIncidentsByIdentifiers } from '../../incidents/service';
import type { CheckContext, VerificationCheckModule } from '../run-check';

/** At most this many matching incidents are listed (newest first); the class needs only one. */
const listLimit = 100;

const atiLink = (id: string) => `https://ati.su/firms/${id}/info`;

function subjectOf(form: TransportForm): RiskSubject {
  const { autoGos, autoVin, trailerGos, trailerVin, ogrn, inn, externalId } = form;
  return { autoGos, autoVin, trailerGos, trailerVin, ogrn, inn, externalId: externalId?.filter(isValidAtiId) };
}

const present = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The place of an incident as the list shows it, in Russian and in English (a road is written once, as typed). */
function placeOf(incident: Incident): { place: string; place_en: string } {
  const named = incident.city ?? (incident.road ? null : (incident.region ?? incident.country));
  if (!named) return { place: incident.road, place_en: incident.road };
  return { place: named.name_ru, place_en: named.name_en || named.name_ru };
}

/**
 * The risk check (docs/product.md#result-classes): against our own incident database, not a provider.
 * Incidents whose vehicle or trailer plate or VIN equals one given raise an alert; whose
 * counterparty ATI id, OGRN or INN does, a warning (the class and levels are the contracts' rules,
 * computed where the result is shown). A limited user searches the incidents they may see.
 */
export const riskCheck: VerificationCheckModule<RiskResult> = {
  name: 'risk',
  inputsOf: (form) => subjectOf(form),
  async run(ctx: CheckContext, user: UserRow, form: TransportForm): Promise<RiskResult> {
    const subject = subjectOf(form);
    const incidents = await findIncidentsByIdentifiers(
      ctx.incidents,
      user,
      {
        plates: present([subject.autoGos, subject.trailerGos]),
        vins: present([subject.autoVin, subject.trailerVin]),
        inns: present([subject.inn]),
        ogrns: present([subject.ogrn]),
        atiIds: present(subject.externalId ?? []),
      },
      listLimit,
    );
    const list: RiskIncident[] = [];
    for (const incident of incidents) {
      const matched = riskMatchesOf(subject, incident);
      if (matched.length === 0) continue;
      list.push({
        id: incident.id,
        date: incident.date,
        ...placeOf(incident),
        price: incident.price,
        matched_by: matched,
        link: `/incidents/view/${incident.id}`,
      });
    }
    const searchedAtiIds = new Set(subject.externalId ?? []);
    const atiInns = present(incidents.filter((i) => searchedAtiIds.has(i.ati_id)).map((i) => i.counterparty_inn));
    // the ATI id given, or the one our incidents record for the given INN
    const atiId =
      subject.externalId?.[0] ??
      incidents.find((i) => subject.inn && i.counterparty_inn === subject.inn && isValidAtiId(i.ati_id))?.ati_id ??
      null;
    return {
      resultCode: 0,
      resultMessage: '',
      list,
      ati_inns: atiInns,
      ati_link: atiId ? atiLink(atiId) : null,
      ati_id: atiId,
    };
  },
};
