import type { Locale } from '@cargo-sentry/contracts/common';
import { maskedInputs } from '@cargo-sentry/contracts/verification-evidence';
import { verificationCheckSchema, type VerificationCheck } from '@cargo-sentry/contracts/verification-form';
import type { CheckFinding, RiskResult } from '@cargo-sentry/contracts/verification-results';
import {
  checkOutcome,
  effectiveLicenseExpiry,
  incidentCountLevel,
  isOsagoExpired,
  riskLevel,
  summarizeChecks,
  trustItemsOf,
  type CheckStanding,
  type ResultClass,
  type RiskSubject,
} from '@cargo-sentry/contracts/verification-rules';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification-standing';
import { evidenceWords } from './evidence-words';

/**
 * What an evidence report shows, and nothing else (docs/decisions/0031): the PDF is drawn from
 * this object alone, and its hash is the SHA-256 of this object's canonical JSON, so the hash
 * covers every word of the PDF. Built from the stored ticket; no check runs again.
 */
export interface EvidenceContent {
  format: 'cargo-sentry/verification-evidence/1';
  report: string;
  ticket: string;
  lang: Locale;
  generated_at: string;
  generated_by: EvidencePerson;
  checked_by: EvidencePerson;
  ticket_created_at: string;
  ticket_expires_at: string;
  consent: { text: string; at: string; username: string };
  inputs: { field: string; label: string; value: string }[];
  summary: { standing: CheckStanding; text: string };
  checks: EvidenceCheck[];
  incidents: EvidenceIncident[];
}

export interface EvidencePerson {
  username: string;
  name: string;
  company: string;
}

interface EvidenceCheck {
  check: VerificationCheck;
  name: string;
  standing: CheckStanding;
  class: string;
  outcome: string;
  /** The check's findings as lines of text in the report's language. */
  details: string[];
}

interface EvidenceIncident {
  id: number;
  date: string;
  place: string;
  matched_by: string;
  link: string;
}

/** What the report needs of the stored ticket. */
interface EvidenceTicket {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  consentAt: Date;
  inputs: Record<string, unknown>;
  results: Record<string, unknown>;
  checks: string[];
}

/** `YYYY-MM-DD` as `DD.MM.YYYY`. */
export const shownDay = (iso: string): string => iso.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3.$2.$1');
/** An instant as `DD.MM.YYYY HH:MM UTC`. */
export const shownTime = (iso: string): string => `${shownDay(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

/** Whole roubles grouped by thousands with plain spaces (ru) or commas (en). */
function rubles(value: number, lang: Locale): string {
  const grouped = Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? ' ' : ',');
  return `${grouped} ₽`;
}

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(separator);

/** The findings of one check as lines, from the answer its schema parsed. */
function detailsOf(
  finding: CheckFinding,
  standing: ResultClass,
  inputs: Record<string, unknown>,
  lang: Locale,
): string[] {
  const w = evidenceWords[lang];
  switch (finding.check) {
    case 'risk': {
      const risk = finding.result;
      return [
        `${w.risk.level[riskLevel(inputs as RiskSubject, standing)]}. ${w.risk.count[incidentCountLevel(risk.list.length)]}.`,
        ...(risk.ati_id ? [`${w.risk.atiId}: ${risk.ati_id}`] : []),
        ...(risk.ati_inns.length > 0 ? [`${w.risk.atiInns}: ${risk.ati_inns.join(', ')}`] : []),
      ];
    }
    case 'osago': {
      const { policies } = finding.result;
      const verdict = policies.length === 0 ? 'not_found' : isOsagoExpired(policies) ? 'expired' : 'in_force';
      return [
        w.osago.verdict[verdict],
        ...policies.map((policy) =>
          joined(
            [
              `${w.osago.seriesNumber}: ${joined([policy.serial, policy.number], ' ')}`,
              `${w.osago.status}: ${policy.status}`,
              `${w.osago.insurer}: ${policy.insurer}`,
              policy.startDate || policy.endDate
                ? `${w.osago.period}: ${policy.startDate ? shownDay(policy.startDate) : '…'} — ${policy.endDate ? shownDay(policy.endDate) : '…'}`
                : null,
              joined([policy.regNumber, policy.make, policy.model], ' ') !== ''
                ? `${w.osago.vehicle}: ${joined([policy.regNumber, policy.make, policy.model], ' ')}`
                : null,
              policy.restriction ? w.osago.restricted : null,
            ],
            '; ',
          ),
        ),
      ];
    }
    case 'driver': {
      const driver = finding.result;
      const expiry = driver.drivingLicenseExpiryDate;
      const effective = expiry ? effectiveLicenseExpiry(expiry) : null;
      return [
        `${w.driver.status}: ${driver.status}`,
        `${w.driver.expiry}: ${expiry ? shownDay(expiry) : w.none}${effective && effective !== expiry ? ` → ${shownDay(effective)}` : ''}`,
        `${w.driver.categories}: ${driver.drivingLicenseCategory || w.none}`,
        ...(driver.wanted ? [w.driver.wanted] : []),
        ...(driver.decisionList.length === 0
          ? [w.driver.noDecisions]
          : driver.decisionList.map(
              (decision) =>
                `${w.driver.decisions}: ${shownDay(decision.date)} ${decision.stateName}${decision.term ? ` (${decision.term})` : ''}, ${decision.region}`,
            )),
      ];
    }
    case 'passport_complex': {
      const passport = finding.result;
      return [`${w.passport.description}: ${passport.description}`, `${w.passport.score}: ${passport.score} %`];
    }
    case 'phone': {
      const phone = finding.result;
      return [
        phone.operationResult ? w.phone.registered : w.phone.notRegistered,
        ...(phone.operationMessage ? [`${w.phone.message}: ${phone.operationMessage}`] : []),
      ];
    }
    case 'fssp': {
      const fssp = finding.result;
      if (fssp.data.length === 0) return [w.fssp.none];
      return fssp.data.map((debt) =>
        joined(
          [
            `${w.fssp.proceeding}: ${debt.proceeding}`,
            `${w.fssp.subject}: ${debt.subject}`,
            debt.amount !== null ? `${w.fssp.amount}: ${rubles(debt.amount, lang)}` : null,
            `${w.fssp.department}: ${debt.department}`,
            debt.endReason ? `${w.fssp.ended}: ${debt.endReason}` : null,
          ],
          '; ',
        ),
      );
    }
    case 'sud': {
      const sud = finding.result;
      if (sud.cases.length === 0) return [w.sud.none];
      return sud.cases.map((courtCase) =>
        joined(
          [
            `${w.sud.caseNumber}: ${courtCase.caseNumber}`,
            `${w.sud.court}: ${courtCase.court}`,
            `${w.sud.article}: ${courtCase.article}`,
            courtCase.sides.length > 0 ? `${w.sud.sides}: ${courtCase.sides.join(', ')}` : null,
          ],
          '; ',
        ),
      );
    }
    case 'trust_person': {
      const trust = finding.result;
      const categories = (['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const).map((key) => {
        const items = trustItemsOf(trust[key]);
        return `${key.slice(1)}. ${w.trust.categories[key]}: ${items.length > 0 ? items.join('; ') : w.trust.noData}`;
      });
      return trust.resultCode === -100 ? [w.trust.none] : categories;
    }
    case 'reputation': {
      const { Items } = finding.result;
      if (Items.length === 0) return [w.reputationNone];
      return Items.map((item) =>
        joined(
          [
            item.name,
            `${w.fields.inn} ${item.inn}`,
            item.ogrn ? `${w.fields.ogrn} ${item.ogrn}` : null,
            `${w.company.status}: ${item.status}`,
            item.registrationDate ? `${w.company.registered}: ${shownDay(item.registrationDate)}` : null,
            item.flags.length > 0 ? `${w.company.flags}: ${item.flags.join(', ')}` : null,
          ],
          '; ',
        ),
      );
    }
    case 'participant': {
      const { participations } = finding.result;
      if (participations.length === 0) return [w.participationNone];
      return participations.map((company) =>
        joined(
          [
            company.name,
            `${w.fields.inn} ${company.inn}`,
            `${w.company.role}: ${company.role}`,
            company.share !== null ? `${w.company.share}: ${company.share} %` : null,
            `${w.company.status}: ${company.status}`,
          ],
          '; ',
        ),
      );
    }
    case 'find_ati_su_id': {
      const { ati_ids } = finding.result;
      return [ati_ids.length > 0 ? `${w.atiFound}: ${ati_ids.join(', ')}` : w.atiNone];
    }
    case 'face': {
      const face = finding.result;
      return [
        face.message,
        ...face.matches.map(
          (match) =>
            `${w.face.matches}: ${match.name}, ${w.face.similarity} ${Math.round(match.similarity * 100)} %, ${match.source}`,
        ),
      ];
    }
  }
}

export interface EvidenceRequest {
  report: string;
  generatedAt: Date;
  lang: Locale;
  ticket: EvidenceTicket;
  /** Who ran the checks (the ticket's user) and who downloads the report (the owner or staff). */
  owner: EvidencePerson;
  generator: EvidencePerson;
  /** The server's public address, for absolute incident links. */
  publicUrl: string;
}

/**
 * The report's content from the stored ticket. Each check stands as its rules (contracts) judge
 * the stored answer on the day the ticket was opened, so a licence that expired since still reads
 * as it did when it was checked; a check the ticket stored as not carried out says so.
 */
export function evidenceContent(request: EvidenceRequest): EvidenceContent {
  const { ticket, lang } = request;
  const w = evidenceWords[lang];
  const day = ticket.createdAt.toISOString().slice(0, 10);
  const checks = ticket.checks.flatMap((name): EvidenceCheck[] => {
    const parsed = verificationCheckSchema.safeParse(name);
    if (!parsed.success) return [];
    const check = parsed.data;
    const answer = standingOfAnswer(check, ticket.results[check], day);
    const details =
      answer.result !== undefined
        ? detailsOf(
            { check, result: answer.result } as CheckFinding,
            answer.standing as ResultClass,
            ticket.inputs,
            lang,
          )
        : answer.standing === 'not_carried_out'
          ? [answer.message ?? w.failed]
          : [];
    return [
      {
        check,
        name: w.checks[check],
        standing: answer.standing,
        class: w.classes[answer.standing],
        outcome: w.outcome[checkOutcome(check, answer.standing)],
        details,
      },
    ];
  });
  const { overall, ordered } = summarizeChecks(checks);
  const risk = standingOfAnswer('risk', ticket.results.risk, day).result as RiskResult | undefined;
  return {
    format: 'cargo-sentry/verification-evidence/1',
    report: request.report,
    ticket: ticket.id,
    lang,
    generated_at: request.generatedAt.toISOString(),
    generated_by: request.generator,
    checked_by: request.owner,
    ticket_created_at: ticket.createdAt.toISOString(),
    ticket_expires_at: ticket.expiresAt.toISOString(),
    consent: { text: w.consent, at: ticket.consentAt.toISOString(), username: request.owner.username },
    inputs: maskedInputs(ticket.inputs).map(({ field, value }) => ({ field, label: w.fields[field], value })),
    summary: { standing: overall, text: w.summary[overall] },
    checks: ordered,
    incidents: (risk?.list ?? []).map((incident) => ({
      id: incident.id,
      date: incident.date,
      place: incident.place,
      matched_by: incident.matched_by.map((field) => w.risk.matched[field]).join(', '),
      link: `${request.publicUrl}${incident.link}`,
    })),
  };
}
