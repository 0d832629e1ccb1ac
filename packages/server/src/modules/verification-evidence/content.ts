import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { maskedInputs } from '@cargo-sentry/contracts/verification/evidence';
import { verificationCheckSchema, type VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import type { CheckFinding, RiskResult } from '@cargo-sentry/contracts/verification/results';
import { summarizeChecks, type CheckStanding, type ResultClass } from '@cargo-sentry/contracts/verification/rules';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification/standing';
import { detailsOf, quoted, shownDay } from './details';
import { verdictWords } from './verdict-words';
import { evidenceWords } from './words';

/**
 * What an evidence report shows, and nothing else (docs/decisions/0031): the PDF is drawn from
 * this object alone, and its hash is the SHA-256 of this object's canonical JSON, so the hash
 * covers every word of the PDF. Built from the stored ticket; no check runs again.
 */
export interface EvidenceContent {
  format: 'cargo-sentry/verification-evidence/2';
  report: string;
  ticket: string;
  lang: Locale;
  generated_at: string;
  generated_by: EvidencePerson;
  checked_by: EvidencePerson;
  ticket_created_at: string;
  ticket_expires_at: string;
  /**
   * The consent the ticket was opened under, quoted from its version (issue 28 §3): the version and
   * its SHA-256, null on tickets opened before versions (then the text is the checkbox's of then);
   * `biometric`: the written consent to the face check, when it was confirmed.
   */
  consent: {
    text: string;
    at: string;
    username: string;
    version: number | null;
    sha256: string | null;
    biometric: { text: string; at: string } | null;
  };
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
  /** The class in words, as the page's badge (issue 23 §2). */
  class: string;
  /** Why the check has its class, in one line: the page's verdict line, or why it was not run. */
  reason: string;
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
  consentVersion?: number | null;
  consentSha256?: string | null;
  biometricConsentAt?: Date | null;
  inputs: Record<string, unknown>;
  results: Record<string, unknown>;
  checks: string[];
}

/** An instant as `DD.MM.YYYY HH:MM UTC`. */
export const shownTime = (iso: string): string => `${shownDay(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

/** A person's name and company as they wrote them, quoted on an English report when in Russian. */
const quotedPerson = (who: EvidencePerson, lang: Locale): EvidencePerson => ({
  username: who.username,
  name: who.name && quoted(who.name, lang),
  company: who.company && quoted(who.company, lang),
});

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
  /** The texts of the ticket's consent version in the report's language; absent for a ticket opened before versions. */
  consentTexts?: { text: string; biometric: string };
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
  const words = verdictWords[lang];
  const checks = ticket.checks.flatMap((name): EvidenceCheck[] => {
    const parsed = verificationCheckSchema.safeParse(name);
    if (!parsed.success) return [];
    const check = parsed.data;
    const answer = standingOfAnswer(check, ticket.results[check], day);
    const finding = { check, result: answer.result } as CheckFinding;
    const isAnswered = answer.result !== undefined && answer.reason !== undefined;
    const reasons = words.verdict[check] as Record<string, string>;
    return [
      {
        check,
        name: w.checks[check],
        standing: answer.standing,
        class: words.standing[answer.standing],
        reason: isAnswered ? reasons[answer.reason!] : answer.message ? quoted(answer.message, lang) : w.failed,
        details: isAnswered ? detailsOf(finding, answer.standing as ResultClass, ticket.inputs, day, lang) : [],
      },
    ];
  });
  const { overall, ordered } = summarizeChecks(checks);
  const risk = standingOfAnswer('risk', ticket.results.risk, day).result as RiskResult | undefined;
  return {
    format: 'cargo-sentry/verification-evidence/2',
    report: request.report,
    ticket: ticket.id,
    lang,
    generated_at: request.generatedAt.toISOString(),
    generated_by: quotedPerson(request.generator, lang),
    checked_by: quotedPerson(request.owner, lang),
    ticket_created_at: ticket.createdAt.toISOString(),
    ticket_expires_at: ticket.expiresAt.toISOString(),
    consent: {
      text: request.consentTexts?.text ?? w.consent,
      at: ticket.consentAt.toISOString(),
      username: request.owner.username,
      version: ticket.consentVersion ?? null,
      sha256: ticket.consentSha256 ?? null,
      biometric:
        ticket.biometricConsentAt && request.consentTexts
          ? { text: request.consentTexts.biometric, at: ticket.biometricConsentAt.toISOString() }
          : null,
    },
    inputs: maskedInputs(ticket.inputs).map(({ field, value }) => ({
      field,
      label: w.fields[field],
      value: quoted(value, lang),
    })),
    summary: { standing: overall, text: w.summary[overall] },
    checks: ordered,
    incidents: (risk?.list ?? []).map((incident) => ({
      id: incident.id,
      date: incident.date,
      place: lang === 'en' && incident.place_en ? quoted(incident.place_en, lang) : quoted(incident.place, lang),
      matched_by: incident.matched_by.map((field) => w.risk.matched[field]).join(', '),
      link: `${request.publicUrl}${incident.link}`,
    })),
  };
}
