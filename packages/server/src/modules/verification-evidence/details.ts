import type { Locale } from '@cargo-sentry/contracts/shared/common';
import {
  decisionStateOf,
  passportMismatchFields,
  registerTermOf,
  type RegisterTermKind,
} from '@cargo-sentry/contracts/registers/terms';
import type { CheckFinding, DriverResult, OsagoPolicy } from '@cargo-sentry/contracts/verification/results';
import {
  effectiveLicenseExpiry,
  incidentCountLevel,
  licenceStatusOf,
  osagoPolicyState,
  riskLevel,
  trustColorOf,
  trustFindingText,
  trustItemsOf,
  type ResultClass,
  type RiskSubject,
} from '@cargo-sentry/contracts/verification/rules';
import { isPassportScoreMeaningful } from '@cargo-sentry/contracts/verification/verdicts';
import { maskDocumentNumber, maskPhone } from '@cargo-sentry/contracts/verification/evidence';
import { verdictWords } from './verdict-words';
import { evidenceWords } from './words';

/** `YYYY-MM-DD` as `DD.MM.YYYY`. */
export const shownDay = (iso: string): string => iso.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3.$2.$1');

const cyrillic = /[\u0400-\u04ff]/;
// A run of two Latin letters outside an identifier (VINs and licence categories are codes, not words).
const latinWord = /(^|[^0-9A-Za-z])[A-Za-z]{2,}([^0-9A-Za-z]|$)/;

/**
 * A value as a register or a user wrote it, in the report's language (issue 23 §5): on an English
 * report a value in Russian stands in “quotes”, on a Russian one a value in Latin words in «quotes»,
 * so that every word outside quotes is the report's own language.
 */
export function quoted(value: string, lang: Locale): string {
  if (lang === 'en') return cyrillic.test(value) ? `“${value}”` : value;
  return latinWord.test(value) ? `«${value}»` : value;
}

/** A register's word from a known set in the report's language; any other word quoted as the register wrote it. */
function registerWord(kind: RegisterTermKind, value: string, lang: Locale): string {
  const term = registerTermOf(kind, value);
  const words = verdictWords[lang].register[kind] as Record<string, string>;
  return term ? words[term] : quoted(value, lang);
}

/**
 * An identity-consistency finding as the report prints it: its words are the check's own (the
 * identity-links module writes them in both languages), with the personal data the report hides
 * elsewhere hidden here too (decision 0031): a phone (`+7 926 ***-**-99`), the number after
 * "паспорт"/"passport", and a person's birth date, which those words put in brackets after the name.
 * A number is stored upper-case, so the lower-case word after "passport" in "passport register" (a
 * source's name) is left as it is.
 */
function maskedFindingWords(text: string): string {
  return text
    .replace(/\+\d{10,15}/g, (phone) => maskPhone(phone))
    .replace(
      /([Пп]аспорт(?:ом)?|[Pp]assport) (“?)([0-9A-ZА-ЯЁ]{4,20})(”?)/g,
      (_, word: string, open: string, number: string, close: string) =>
        `${word} ${open}${maskDocumentNumber(number)}${close}`,
    )
    .replace(/\((\d{2})\.(\d{2})\.(\d{4})\)/g, '(**.**.$3)');
}

/** `{{name}}` placeholders of a page text filled in. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Whole roubles grouped by thousands with plain spaces (ru) or commas (en). */
function rubles(value: number, lang: Locale): string {
  const grouped = Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? ' ' : ',');
  return `${grouped} ₽`;
}

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(separator);

/** A policy's status as it reads on `day`: the register's word unless its dates say otherwise. */
function policyStatus(policy: OsagoPolicy, day: string, lang: Locale): string {
  const state = osagoPolicyState(policy, day);
  if (state === 'register') return registerWord('osago_status', policy.status, lang);
  const dates = {
    start: policy.startDate ? shownDay(policy.startDate) : '',
    end: policy.endDate ? shownDay(policy.endDate) : '',
  };
  return fill(verdictWords[lang].osagoState[state], dates);
}

/** The licence's status on `day`: a deprivation in force outranks the register's "Действует" (issue 23 §3). */
function licenceStatus(driver: DriverResult, day: string, lang: Locale): string {
  const status = licenceStatusOf(driver, day);
  return status === 'register'
    ? registerWord('licence_status', driver.status, lang)
    : verdictWords[lang].licenceState[status];
}

function passportAnswer(description: string, lang: Locale): string {
  const fields = passportMismatchFields(description);
  if (!fields) return registerWord('passport_answer', description, lang);
  const { register } = verdictWords[lang];
  return fill(register.passport_mismatch, { fields: fields.map((field) => register.person_field[field]).join(', ') });
}

/**
 * The findings of one check as lines in the report's language, from the answer its schema parsed;
 * none when it found nothing, which its verdict line says already.
 */
export function detailsOf(
  finding: CheckFinding,
  standing: ResultClass,
  inputs: Record<string, unknown>,
  day: string,
  lang: Locale,
): string[] {
  const w = evidenceWords[lang];
  const q = (value: string) => quoted(value, lang);
  switch (finding.check) {
    case 'risk': {
      const risk = finding.result;
      return [
        `${w.risk.level[riskLevel(inputs as RiskSubject, standing)]}. ${w.risk.count[incidentCountLevel(risk.list.length)]}.`,
        ...(risk.ati_id ? [`${w.risk.atiId}: ${risk.ati_id}`] : []),
        ...(risk.ati_inns.length > 0 ? [`${w.risk.atiInns}: ${risk.ati_inns.join(', ')}`] : []),
      ];
    }
    case 'osago':
      return finding.result.policies.map((policy) =>
        joined(
          [
            `${w.osago.seriesNumber}: ${q(joined([policy.serial, policy.number], ' '))}`,
            `${w.osago.status}: ${policyStatus(policy, day, lang)}`,
            `${w.osago.insurer}: ${q(policy.insurer)}`,
            policy.startDate || policy.endDate
              ? `${w.osago.period}: ${policy.startDate ? shownDay(policy.startDate) : '…'} — ${policy.endDate ? shownDay(policy.endDate) : '…'}`
              : null,
            joined([policy.regNumber, policy.make, policy.model], ' ') !== ''
              ? `${w.osago.vehicle}: ${joined([policy.regNumber && q(policy.regNumber), q(joined([policy.make, policy.model], ' '))], ' ')}`
              : null,
            policy.restriction ? w.osago.restricted : null,
          ],
          '; ',
        ),
      );
    case 'driver': {
      const driver = finding.result;
      const expiry = driver.drivingLicenseExpiryDate;
      const effective = expiry ? effectiveLicenseExpiry(expiry) : null;
      const { register } = verdictWords[lang];
      return [
        `${w.driver.status}: ${licenceStatus(driver, day, lang)}`,
        `${w.driver.expiry}: ${expiry ? shownDay(expiry) : w.none}${effective && effective !== expiry ? ` → ${shownDay(effective)}` : ''}`,
        `${w.driver.categories}: ${driver.drivingLicenseCategory || w.none}`,
        ...(driver.decisionList.length === 0
          ? [w.driver.noDecisions]
          : driver.decisionList.map((decision) => {
              const code = decisionStateOf(decision.state);
              const name = code ? register.decision_state[code] : q(decision.stateName);
              const term = decision.term ? `, ${w.driver.months(decision.term)}` : '';
              return `${w.driver.decisions}: ${shownDay(decision.date)} ${name}${term}, ${q(decision.region)}`;
            })),
      ];
    }
    case 'passport_complex': {
      const passport = finding.result;
      return [
        `${w.passport.description}: ${passportAnswer(passport.description, lang)}`,
        // no person is compared with a listed or unknown passport: a 0 % "match" would contradict the verdict
        ...(isPassportScoreMeaningful(passport) ? [`${w.passport.score}: ${passport.score} %`] : []),
      ];
    }
    case 'phone': {
      const { operationMessage } = finding.result;
      return operationMessage ? [`${w.phone.message}: ${registerWord('phone_answer', operationMessage, lang)}`] : [];
    }
    case 'fssp': {
      const fssp = finding.result;
      return fssp.data.map((debt) =>
        joined(
          [
            `${w.fssp.proceeding}: ${q(debt.proceeding)}`,
            `${w.fssp.subject}: ${q(debt.subject)}`,
            debt.amount !== null ? `${w.fssp.amount}: ${rubles(debt.amount, lang)}` : null,
            `${w.fssp.department}: ${q(debt.department)}`,
            debt.endReason ? `${w.fssp.ended}: ${q(debt.endReason)}` : null,
          ],
          '; ',
        ),
      );
    }
    case 'sud': {
      const sud = finding.result;
      return sud.cases.map((courtCase) =>
        joined(
          [
            `${w.sud.caseNumber}: ${courtCase.caseNumber}`,
            `${w.sud.court}: ${q(courtCase.court)}`,
            `${w.sud.article}: ${q(courtCase.article)}`,
            courtCase.sides.length > 0 ? `${w.sud.sides}: ${q(courtCase.sides.join(', '))}` : null,
          ],
          '; ',
        ),
      );
    }
    case 'trust_person': {
      const trust = finding.result;
      // nothing known about the person: the verdict line says so
      if (trust.resultCode === -100) return [];
      const item = (value: string) => {
        const color = trustColorOf(value);
        const text = trustFindingText(value);
        return joined([color ? w.trust.colors[color] : null, text ? q(text) : null], ': ');
      };
      return (['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const).map((key) => {
        const items = trustItemsOf(trust[key]);
        return `${key.slice(1)}. ${w.trust.categories[key]}: ${items.length > 0 ? items.map(item).join('; ') : w.trust.noData}`;
      });
    }
    case 'reputation': {
      return finding.result.Items.map((company) =>
        joined(
          [
            q(company.name),
            `${w.fields.inn} ${company.inn}`,
            company.ogrn ? `${w.fields.ogrn} ${company.ogrn}` : null,
            `${w.company.status}: ${registerWord('company_status', company.status, lang)}`,
            company.registrationDate ? `${w.company.registered}: ${shownDay(company.registrationDate)}` : null,
            company.flags.length > 0
              ? `${w.company.flags}: ${company.flags.map((flag) => registerWord('company_flag', flag, lang)).join(', ')}`
              : null,
          ],
          '; ',
        ),
      );
    }
    case 'participant': {
      return finding.result.participations.map((company) =>
        joined(
          [
            q(company.name),
            `${w.fields.inn} ${company.inn}`,
            `${w.company.role}: ${registerWord('role', company.role, lang)}`,
            company.share !== null ? `${w.company.share}: ${company.share} %` : null,
            `${w.company.status}: ${registerWord('company_status', company.status, lang)}`,
          ],
          '; ',
        ),
      );
    }
    case 'prudence': {
      const { data } = finding.result;
      const company = joined(
        [
          data.name ? q(data.name) : null,
          `${w.fields.inn} ${data.inn}`,
          data.status ? `${w.company.status}: ${registerWord('company_status', data.status, lang)}` : null,
        ],
        '; ',
      );
      return [
        company,
        // the register's answer (not found, or its status) is the verdict line and the line above
        ...data.findings.flatMap((found) => {
          if (found.source === 'registry') return [];
          if (found.source === 'reputation')
            return `${w.prudence.sources.reputation}: ${registerWord('company_flag', found.title, lang)}`;
          return `${w.prudence.sources[found.source]}: ${q(found.title)}`;
        }),
      ];
    }
    case 'find_ati_su_id': {
      const { ati_ids } = finding.result;
      return ati_ids.length > 0 ? [`${w.atiFound}: ${ati_ids.join(', ')}`] : [];
    }
    case 'consistency':
      // each finding is already words in both languages (issue 27 §2), written by its rule
      return finding.result.findings.map(
        (found) => `${w.findingClasses[found.class]}: ${maskedFindingWords(found.message[lang])}`,
      );
    case 'face':
      // why nothing matched or was compared is the check's verdict line
      return finding.result.matches.map((match) => {
        const source =
          match.incident_id !== null
            ? w.face.incident(match.incident_id)
            : match.wanted_person_id !== null
              ? w.face.wanted(match.wanted_person_id)
              : q(match.source);
        return `${w.face.matches}: ${q(match.name)}, ${w.face.similarity} ${Math.round(match.similarity * 100)} %, ${source}`;
      });
  }
}
