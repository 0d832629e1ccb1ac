import type { DriverResult, FsspResult, OsagoPolicy, SudResult } from '@cargo-sentry/contracts/verification-results';

/**
 * Where the checks other than risk get their answers (DESIGN.md §6): `registry` reads reference
 * tables in our database (the default); an `http` gateway comes with its fake server later. A
 * provider throws when it cannot answer; the check then reports "not carried out".
 */
export interface VerificationProvider {
  /** OSAGO policies of a vehicle by VIN and/or registration plate (normalised). */
  osagoPolicies(query: { vin?: string; plate?: string }): Promise<OsagoPolicy[]>;
  /** A driving licence by number and issue date; status "Не найдено" when no register knows it. */
  drivingLicence(query: { number: string; issueDate: string }): Promise<DriverResult>;
  /** Enforcement proceedings against a person (name and birth date). */
  bailiffDebts(query: { lastName: string; firstName: string; birthDate: string }): Promise<FsspResult['data']>;
  /** Court cases of a person (name and passport). */
  courtCases(query: { lastName: string; firstName: string; passportNumber: string }): Promise<SudResult['cases']>;
}

/** The status of a licence no register knows: not valid, since nothing confirms it. */
export const licenceNotFound = 'Не найдено';
