import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { registryAtiIds, registryCompanies, registryParticipations } from '../../../db/schema/registry';
import type { VerificationProvider } from './provider';
import { isName } from './registry-match';

/** The lookups of the company registers, each one indexed equality (exported for the plan test). */
export const companyLookups = {
  companies: (db: Db, inn: string) =>
    db.select().from(registryCompanies).where(eq(registryCompanies.inn, inn)).orderBy(registryCompanies.id).limit(20),
  participations: (db: Db, person: { lastName: string; firstName: string; midName: string; passportNumber: string }) =>
    db
      .select()
      .from(registryParticipations)
      .where(
        and(
          eq(registryParticipations.passportNumber, person.passportNumber),
          isName(registryParticipations.lastName, person.lastName),
          isName(registryParticipations.firstName, person.firstName),
          // a register without the patronymic still names the person
          or(eq(registryParticipations.midName, ''), isName(registryParticipations.midName, person.midName)),
        ),
      )
      .orderBy(registryParticipations.id)
      .limit(100),
  atiIds: (db: Db, inn: string) =>
    db
      .select({ atiId: registryAtiIds.atiId })
      .from(registryAtiIds)
      .where(eq(registryAtiIds.inn, inn))
      .orderBy(registryAtiIds.id)
      .limit(20),
};

/**
 * The company registers of the registry provider (docs/decisions/0015): company records and
 * their findings, persons' roles in companies, ATI.su ids.
 */
export function companyRegisters(
  db: Db,
): Pick<VerificationProvider, 'companyReputation' | 'participations' | 'atiIds'> {
  return {
    async companyReputation({ inn }) {
      const rows = await companyLookups.companies(db, inn);
      return rows.map((r) => ({
        inn: r.inn,
        ogrn: r.ogrn || null,
        name: r.name,
        status: r.status,
        registrationDate: r.registrationDate,
        flags: r.flags,
      }));
    },
    async participations(person) {
      const rows = await companyLookups.participations(db, person);
      return rows.map((r) => ({
        inn: r.companyInn,
        ogrn: r.companyOgrn || null,
        name: r.companyName,
        role: r.role,
        share: r.share,
        status: r.status,
      }));
    },
    async atiIds({ inn }) {
      return (await companyLookups.atiIds(db, inn)).map((r) => r.atiId);
    },
  };
}
