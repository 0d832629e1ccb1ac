import type { OsagoPolicy } from '@cargo-sentry/contracts/verification-results';

/**
 * Where the checks other than risk get their answers (DESIGN.md §6): `registry` reads reference
 * tables in our database (the default); an `http` gateway comes with its fake server later. A
 * provider throws when it cannot answer; the check then reports "not carried out".
 */
export interface VerificationProvider {
  /** OSAGO policies of a vehicle by VIN and/or registration plate (normalised). */
  osagoPolicies(query: { vin?: string; plate?: string }): Promise<OsagoPolicy[]>;
}
