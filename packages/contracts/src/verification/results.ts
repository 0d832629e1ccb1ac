import { z } from 'zod';
import { consistencyResultSchema } from '../identity-links/consistency';
import { prudenceSources } from '../prudence/prudence';
import type { VerificationCheck } from './form';

/**
 * What each check answers (docs/product.md#verification-results). Top-level field names are exactly
 * those of docs/product.md#verification-results, mixed case included (`resultCode`, `ati_inns`, `Items`); it only describes the
 * items inside lists (a policy's "insurer, serial, number, …"), and those are camelCase like the
 * form. Dates are `YYYY-MM-DD`. The outcome of each result is computed by `verification-rules.ts`.
 */

/** Risk, osago, court and trust answers: 0 is a normal answer; a negative code comes with a message (docs/product.md#verification-errors). */
const resultCode = z.number().int().describe('0: answered; negative: not answered, see resultMessage');
/** Court and trust checks: this code means "nothing found", not a failure (docs/product.md#verification-errors). */
export const notFoundResultCode = -100;
/** The provider could not answer (down, timed out): the check was "not carried out" (docs/product.md#verification-errors). */
export const providerFailureCode = -1;
const date = z.string().describe('YYYY-MM-DD');

/** An incident field a risk search matched: vehicle ones raise an alert, counterparty ones a warning. */
export const riskMatchFieldSchema = z.enum([
  'vehicle_plate',
  'vehicle_vin',
  'trailer_plate',
  'trailer_vin',
  'ati_id',
  'counterparty_ogrn',
  'counterparty_inn',
]);
export type RiskMatchField = z.infer<typeof riskMatchFieldSchema>;

export const riskIncidentSchema = z.object({
  id: z.number().int(),
  date,
  place: z.string().describe('City, road or region, as the incident list shows it'),
  // Optional: tickets stored before issue 23 have the Russian name only.
  place_en: z
    .string()
    .optional()
    .describe('The same place in English where the reference names it; a road stays as written'),
  price: z.number().describe('Damage in roubles'),
  matched_by: z.array(riskMatchFieldSchema).min(1),
  link: z.string().describe('Path of the incident page'),
});
export type RiskIncident = z.infer<typeof riskIncidentSchema>;

export const riskResultSchema = z.object({
  resultCode,
  resultMessage: z.string(),
  list: z.array(riskIncidentSchema).describe('Incidents of our database that match, newest first'),
  ati_inns: z.array(z.string()).describe('INNs of the firms registered under the ATI ids searched'),
  ati_link: z.string().nullable().describe('ATI.su page of ati_id'),
  ati_id: z.string().nullable().describe('ATI id of the counterparty, given or found by its INN'),
});
export type RiskResult = z.infer<typeof riskResultSchema>;

export const osagoPolicySchema = z.object({
  status: z.string().describe('"Действует" while in force'),
  insurer: z.string(),
  serial: z.string(),
  number: z.string(),
  restriction: z.boolean().describe('Only the drivers named in the policy may drive'),
  uniqueNumber: z.string().nullable(),
  bodyNumber: z.string().nullable(),
  regNumber: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  startDate: date.nullable(),
  endDate: date.nullable(),
});
export type OsagoPolicy = z.infer<typeof osagoPolicySchema>;

export const osagoResultSchema = z.object({
  resultCode,
  resultMessage: z.string(),
  policies: z.array(osagoPolicySchema),
});
export type OsagoResult = z.infer<typeof osagoResultSchema>;

export const passportResultSchema = z.object({
  description: z.string().describe('What the passport registers say, e.g. "Действителен"'),
  score: z.number().min(0).max(100).describe('Confidence that the passport is valid and belongs to the person'),
});
export type PassportResult = z.infer<typeof passportResultSchema>;

export const phoneResultSchema = z.object({
  operationResult: z.boolean().describe('The phone is registered to this person'),
  operationMessage: z.string(),
});
export type PhoneResult = z.infer<typeof phoneResultSchema>;

export const fsspDebtSchema = z.object({
  proceeding: z.string().describe('Enforcement proceeding number and date'),
  subject: z.string().describe('What is enforced, e.g. a tax or a loan'),
  amount: z.number().nullable().describe('Roubles still owed'),
  department: z.string(),
  bailiff: z.string(),
  endReason: z.string().nullable().describe('Why the proceeding ended, when it did'),
});
export const fsspResultSchema = z.object({ found: z.boolean(), data: z.array(fsspDebtSchema) });
export type FsspResult = z.infer<typeof fsspResultSchema>;

export const courtCaseSchema = z.object({
  article: z.string(),
  caseNumber: z.string(),
  court: z.string(),
  sides: z.array(z.string()),
});
export const sudResultSchema = z.object({ resultCode, cases: z.array(courtCaseSchema) });
export type SudResult = z.infer<typeof sudResultSchema>;

/** One trust category: a colour such as "RED", or a list of findings each carrying one. */
const trustValue = z.union([z.string(), z.array(z.string())]).nullable();
export const trustPersonResultSchema = z.object({
  resultCode,
  c1: trustValue,
  c2: trustValue,
  c3: trustValue,
  c4: trustValue,
  c5: trustValue,
  c6: trustValue,
});
export type TrustPersonResult = z.infer<typeof trustPersonResultSchema>;

export const faceMatchSchema = z.object({
  name: z.string().describe('The person as the gallery lists them'),
  similarity: z.number().min(0).max(1).describe('Cosine similarity of the two faces; a match from 0.6 (decision 0028)'),
  source: z.string().describe('Where the matching face is listed, e.g. "incident 12" or "wanted 5"'),
  source_kind: z.enum(['incident', 'wanted']),
  incident_id: z.number().int().nullable(),
  wanted_person_id: z.number().int().nullable(),
});
export type FaceMatch = z.infer<typeof faceMatchSchema>;
/** Why the face check says what it says: the web shows its own text for each, the API `message` in Russian. */
export const faceMessageCodes = ['matches', 'no_match', 'no_face', 'several_faces'] as const;
export const faceResultSchema = z.object({
  matches: z.array(faceMatchSchema),
  uploaded_face: z.string().nullable().describe('The face found in the uploaded photo, a PNG data URL'),
  message: z.string().describe('Shown as is (docs/product.md#verification-errors)'),
  message_code: z.enum(faceMessageCodes),
});
export type FaceResult = z.infer<typeof faceResultSchema>;

export const driverDecisionSchema = z.object({
  date,
  state: z.string().describe('State code of the decision (verification-rules.ts deprivationStates)'),
  stateName: z.string(),
  term: z.number().int().nullable().describe('Months of deprivation'),
  region: z.string(),
});
export type DriverDecision = z.infer<typeof driverDecisionSchema>;

export const driverResultSchema = z.object({
  wanted: z.boolean(),
  status: z.string().describe('"Действует" while the licence is in force'),
  drivingLicenseExpiryDate: date.nullable().describe('As printed, before any extension'),
  drivingLicenseCategory: z.string().describe('Categories as printed, e.g. "B, C, CE"'),
  decisionList: z.array(driverDecisionSchema),
});
export type DriverResult = z.infer<typeof driverResultSchema>;

export const reputationItemSchema = z.object({
  inn: z.string(),
  ogrn: z.string().nullable(),
  name: z.string(),
  status: z.string().describe('Register status, e.g. "Действующее", "Ликвидировано"'),
  registrationDate: date.nullable(),
  flags: z.array(z.string()).describe('Findings such as a mass address or the unfair-suppliers register'),
});
export const reputationResultSchema = z.object({ Items: z.array(reputationItemSchema) });
export type ReputationResult = z.infer<typeof reputationResultSchema>;

export const participationSchema = z.object({
  inn: z.string(),
  ogrn: z.string().nullable(),
  name: z.string(),
  role: z.string().describe('Founder, director, sole trader, …'),
  share: z.number().min(0).max(100).nullable().describe('Per cent of the capital'),
  status: z.string(),
});
export const participationResultSchema = z.object({ participations: z.array(participationSchema) });
export type ParticipationResult = z.infer<typeof participationResultSchema>;

export const findAtiSuIdResultSchema = z.object({
  ati_ids: z.array(z.string()).describe('ATI ids registered to the INN; empty when none'),
});
export type FindAtiSuIdResult = z.infer<typeof findAtiSuIdResultSchema>;

/** One thing the commercial prudence check found about a company, as the monitoring records it (decision 0030). */
export const prudenceCheckFindingSchema = z.object({
  source: z.enum(prudenceSources),
  key: z.string().describe('Stable from one check to the next: a case or proceeding number, an incident id, a flag'),
  title: z.string().describe('What was found, in the words of its register (Russian); empty for "not in the register"'),
});
export type PrudenceCheckFinding = z.infer<typeof prudenceCheckFindingSchema>;

/**
 * docs/product.md#commercial-prudence-check "prudence: data": the one-off commercial prudence check of a company by its INN (docs/product.md#verification-calls
 * `POST /{product}/verification/prudence`): what the register says and what the registers and our
 * incidents hold against it, the same findings the monitoring records.
 */
export const prudenceCheckResultSchema = z.object({
  data: z.object({
    inn: z.string(),
    name: z.string().nullable().describe('The company register name; null when the INN is not in the register'),
    status: z.string().nullable().describe('The company register status, e.g. "Действующее"'),
    findings: z.array(prudenceCheckFindingSchema).describe('Empty when nothing was found'),
  }),
});
export type PrudenceCheckResult = z.infer<typeof prudenceCheckResultSchema>;

/** The answer schema of every check, for storing and re-reading results on a ticket. */
export const checkResultSchemas = {
  risk: riskResultSchema,
  osago: osagoResultSchema,
  passport_complex: passportResultSchema,
  phone: phoneResultSchema,
  fssp: fsspResultSchema,
  sud: sudResultSchema,
  trust_person: trustPersonResultSchema,
  face: faceResultSchema,
  driver: driverResultSchema,
  reputation: reputationResultSchema,
  participant: participationResultSchema,
  find_ati_su_id: findAtiSuIdResultSchema,
  prudence: prudenceCheckResultSchema,
  consistency: consistencyResultSchema,
} satisfies Record<VerificationCheck, z.ZodType>;

/** Each check's answer, as its schema in `checkResultSchemas` parses it. */
export type CheckAnswers = { [C in VerificationCheck]: z.infer<(typeof checkResultSchemas)[C]> };

/** A check with its parsed answer: a `switch` on `check` narrows `result` to that check's answer. */
export type CheckFinding = { [C in VerificationCheck]: { check: C; result: CheckAnswers[C] } }[VerificationCheck];
