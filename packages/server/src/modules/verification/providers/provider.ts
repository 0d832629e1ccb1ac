import { licenceNotFoundStatus } from '@cargo-sentry/contracts/verification/rules';
import type {
  DriverResult,
  FsspResult,
  OsagoPolicy,
  ParticipationResult,
  PassportResult,
  PhoneResult,
  ReputationResult,
  SudResult,
  TrustPersonResult,
} from '@cargo-sentry/contracts/verification/results';

/** A person as the person registers look them up: names as typed (matched whatever their case), dates `YYYY-MM-DD`. */
export interface PersonQuery {
  lastName: string;
  firstName: string;
  midName?: string;
  birthDate: string;
}

/** The six trust categories of a person; `null` from a provider means the person is not known. */
export type TrustCategories = Omit<TrustPersonResult, 'resultCode'>;

/**
 * Where the checks other than risk get their answers (docs/architecture.md#verification-providers): `registry` reads reference
 * tables in our database (the default); `http` asks an external gateway. A provider throws when it
 * cannot answer; the check then reports "not carried out". Identifiers arrive normalised (no
 * spaces, upper-case plates and VINs, dates `YYYY-MM-DD`).
 */
export interface VerificationProvider {
  /** OSAGO policies of a vehicle by VIN and/or registration plate. */
  osagoPolicies(query: { vin?: string; plate?: string }): Promise<OsagoPolicy[]>;
  /** A driving licence by number and issue date; status "Не найдено" when no register knows it. */
  drivingLicence(query: { number: string; issueDate: string }): Promise<DriverResult>;
  /** Enforcement proceedings against a person. */
  bailiffDebts(query: PersonQuery): Promise<FsspResult['data']>;
  /** Court cases of a person (name and passport). */
  courtCases(query: { lastName: string; firstName: string; passportNumber: string }): Promise<SudResult['cases']>;
  /** Whether a passport is valid and belongs to the person (description and a 0–100 score). */
  passport(query: PersonQuery & { passportNumber: string; issueDate: string }): Promise<PassportResult>;
  /** Whether a phone number is registered to the person. */
  phoneOwner(query: PersonQuery & { passportNumber: string; phone: string }): Promise<PhoneResult>;
  /** The trust categories c1..c6 of a person, or `null` when the provider does not know them. */
  trustPerson(query: PersonQuery): Promise<TrustCategories | null>;
  /** Register records and findings about the companies with this INN. */
  companyReputation(query: { inn: string }): Promise<ReputationResult['Items']>;
  /** Companies in which the person is a founder, director or sole trader. */
  participations(query: {
    lastName: string;
    firstName: string;
    midName: string;
    passportNumber: string;
  }): Promise<ParticipationResult['participations']>;
  /** ATI.su ids registered to a company's INN. */
  atiIds(query: { inn: string }): Promise<string[]>;
}

/** The status of a licence no register knows (the contracts' word, which the verdict reads as "not found"). */
export const licenceNotFound = licenceNotFoundStatus;
