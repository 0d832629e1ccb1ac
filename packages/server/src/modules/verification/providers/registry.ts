import { and, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DriverResult, OsagoPolicy } from '@cargo-sentry/contracts/verification/results';
import type { Database } from '../../../db/client';
import {
  registryCourtCases,
  registryDrivingLicences,
  registryFsspDebts,
  registryOsagoPolicies,
} from '../../../db/schema/registry';
import { licenceNotFound, type VerificationProvider } from './provider';
import { companyRegisters } from './registry-companies';
import { personRegisters } from './registry-persons';

/** Registers match names whatever their case. */
const sameName = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/**
 * The registry provider: lookups in the register tables (one indexed equality per identifier);
 * the person and company registers of decision 0015 in their own files.
 */
export function registryProvider(database: Database): VerificationProvider {
  return {
    async osagoPolicies({ vin, plate }) {
      const conditions = [
        vin ? eq(registryOsagoPolicies.vin, vin) : undefined,
        plate ? eq(registryOsagoPolicies.regNumber, plate) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return [];
      const rows = await database.db
        .select()
        .from(registryOsagoPolicies)
        .where(or(...conditions))
        .orderBy(desc(registryOsagoPolicies.endDate), desc(registryOsagoPolicies.id))
        .limit(50);
      return rows.map((r): OsagoPolicy => ({
        status: r.status,
        insurer: r.insurer,
        serial: r.serial,
        number: r.number,
        restriction: r.restriction,
        uniqueNumber: r.uniqueNumber,
        bodyNumber: r.bodyNumber,
        regNumber: r.regNumber || null,
        make: r.make,
        model: r.model,
        startDate: r.startDate,
        endDate: r.endDate,
      }));
    },
    async drivingLicence({ number, issueDate }): Promise<DriverResult> {
      const [row] = await database.db
        .select()
        .from(registryDrivingLicences)
        .where(and(eq(registryDrivingLicences.number, number), eq(registryDrivingLicences.issueDate, issueDate)));
      if (!row) {
        return {
          wanted: false,
          status: licenceNotFound,
          drivingLicenseExpiryDate: null,
          drivingLicenseCategory: '',
          decisionList: [],
        };
      }
      return {
        wanted: row.wanted,
        status: row.status,
        drivingLicenseExpiryDate: row.expiryDate,
        drivingLicenseCategory: row.categories,
        decisionList: row.decisions,
      };
    },
    async bailiffDebts({ lastName, firstName, birthDate }) {
      const rows = await database.db
        .select()
        .from(registryFsspDebts)
        .where(
          and(
            sameName(registryFsspDebts.lastName, lastName),
            sameName(registryFsspDebts.firstName, firstName),
            eq(registryFsspDebts.birthDate, birthDate),
          ),
        )
        .orderBy(registryFsspDebts.id)
        .limit(100);
      return rows.map((r) => ({
        proceeding: r.proceeding,
        subject: r.subject,
        amount: r.amount,
        department: r.department,
        bailiff: r.bailiff,
        endReason: r.endReason,
      }));
    },
    async courtCases({ lastName, firstName, passportNumber }) {
      const rows = await database.db
        .select()
        .from(registryCourtCases)
        .where(
          and(
            eq(registryCourtCases.passportNumber, passportNumber),
            sameName(registryCourtCases.lastName, lastName),
            sameName(registryCourtCases.firstName, firstName),
          ),
        )
        .orderBy(registryCourtCases.id)
        .limit(100);
      return rows.map((r) => ({ article: r.article, caseNumber: r.caseNumber, court: r.court, sides: r.sides }));
    },
    ...personRegisters(database.db),
    ...companyRegisters(database.db),
  };
}
