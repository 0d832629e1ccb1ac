import { transportFieldNames, verificationCheckSchema, type VerificationCheck } from '../verification/form';
import { standingOfAnswer } from '../verification/standing';
import { verificationWords, type VerificationWords } from '../verification/words';
import { inBoth, subjectField, subjectRecordWords, type InBothLanguages } from './record-fields';
import type { SubjectField } from './requests';

/** What a data subject's record shows of a stored ticket. */
export interface StoredTicket {
  inputs: Record<string, unknown>;
  results: Record<string, unknown>;
  checks: readonly string[];
  consentVersion: number | null;
  hasPhoto: boolean;
  /** The day the ticket was opened, `YYYY-MM-DD`: its checks are judged as they were then. */
  day: string;
}

/**
 * One check of a ticket in words: its class as the /verification page names it, then why (the
 * verdict's line), or the provider's own message of a check that was not carried out.
 */
export function checkInWords(check: VerificationCheck, answer: unknown, day: string): InBothLanguages {
  const { standing, reason, message } = standingOfAnswer(check, answer, day);
  return inBoth((lang) => {
    const words = verificationWords[lang];
    const reasons: Readonly<Record<string, string>> = words.verdict[check];
    const why = reason !== undefined ? reasons[reason] : message;
    return why ? `${words.standing[standing]} — ${why}` : words.standing[standing];
  });
}

/**
 * A ticket's fields (issue 28 §4): the form's inputs in the form's order, labelled as the form
 * labels them (`issueDate`, the copy of `passportDate` the checks read, is left out), each check
 * in words, the consent's version and whether the form's photo is kept.
 */
export function ticketFields(ticket: StoredTicket): SubjectField[] {
  const label = (say: (words: VerificationWords) => string) => inBoth((lang) => say(verificationWords[lang]));
  const checks = [...new Set([...ticket.checks, ...Object.keys(ticket.results)])].flatMap((name) => {
    const parsed = verificationCheckSchema.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
  return [
    ...transportFieldNames.flatMap((field) =>
      subjectField(
        field,
        label((words) => words.fields[field]),
        ticket.inputs[field],
      ),
    ),
    ...checks.map((check) => ({
      key: `check.${check}`,
      label: label((words) => words.checks[check]),
      value: checkInWords(check, ticket.results[check], ticket.day),
    })),
    ...subjectField('consent_version', subjectRecordWords.consentVersion, ticket.consentVersion),
    ...(ticket.hasPhoto
      ? [{ key: 'photo_file', label: subjectRecordWords.photoFile, value: subjectRecordWords.photoKept }]
      : []),
  ];
}
