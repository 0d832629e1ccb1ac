import { isNegativeStatus } from '@cargo-sentry/contracts/rating/rating';
import type { PrudenceCheckResult } from '@cargo-sentry/contracts/verification/results';
import type { Database, DbOrTx } from '../../db/client';
import { findIncidentsByIdentifiers, type IncidentContext } from '../incidents/service';
import * as repo from './repo';

/** Incidents one INN lists at most (newest first). */
const incidentLimit = 100;

/** DD.MM.YYYY, as dates are shown in both languages (docs/product.md#dates). */
const dayOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const formatAmount = (amount: number) =>
  `${Math.round(amount)
    .toLocaleString('ru-RU')
    .replace(/\u00a0/g, ' ')} ₽`;

/**
 * What the registers say about an INN, the same for every subscriber: its company-register
 * status (not registered, or not operating), the register's flags (reputation), court cases and
 * open bailiff proceedings of the company's persons. Each finding has a key that stays the same
 * from one check to the next, so a diff tells what is new.
 */
export async function registerFindings(db: DbOrTx, inn: string): Promise<repo.NewFinding[]> {
  const records = await repo.selectRegisterRecords(db, inn);
  const findings: repo.NewFinding[] = [];
  if (records.length === 0) findings.push({ source: 'registry', key: 'not_found', title: '' });
  for (const record of records) {
    if (isNegativeStatus(record.status)) {
      findings.push({ source: 'registry', key: `status:${record.status}`, title: record.status });
    }
    for (const flag of record.flags) findings.push({ source: 'reputation', key: `flag:${flag}`, title: flag });
  }
  const names = [...new Set(records.map((r) => r.name).filter((n) => n !== ''))];
  for (const c of await repo.selectCompanyCourtCases(db, inn, names)) {
    findings.push({ source: 'sud', key: c.case_number, title: `${c.case_number} — ${c.article}, ${c.court}` });
  }
  for (const d of await repo.selectCompanyBailiffDebts(db, inn)) {
    const amount = d.amount === null ? '' : `, ${formatAmount(d.amount)}`;
    findings.push({ source: 'fssp', key: d.proceeding, title: `${d.proceeding} — ${d.subject}${amount}` });
  }
  return dedupe(findings);
}

/**
 * Our own incidents naming the INN as the counterparty, as the risk check finds them: a limited
 * subscriber is told only about the Southern district's (docs/product.md#access-levels).
 */
export async function incidentFindings(
  ctx: IncidentContext,
  inn: string,
  accessLevel: 'full' | 'limited',
): Promise<repo.NewFinding[]> {
  const incidents = await findIncidentsByIdentifiers(
    ctx,
    { accessLevel },
    { plates: [], vins: [], inns: [inn], ogrns: [], atiIds: [] },
    incidentLimit,
  );
  return incidents
    .filter((i) => i.counterparty_inn === inn)
    .map((i) => {
      const place = i.city?.name_ru || i.region?.name_ru || i.country.name_ru || '';
      const damage = i.price > 0 ? `, ${formatAmount(i.price)}` : '';
      return {
        source: 'incidents' as const,
        key: String(i.id),
        title: `№ ${i.id}, ${dayOf(i.date)}, ${place}${damage}`,
      };
    });
}

/**
 * docs/product.md#commercial-prudence-check "prudence: data" of one INN as of now: its company-register entry and every finding a
 * subscription of this user would record, without subscribing or storing anything.
 */
export async function prudenceDataOf(
  { database, incidents: incidentContext }: { database: Database; incidents: IncidentContext },
  inn: string,
  accessLevel: 'full' | 'limited',
): Promise<PrudenceCheckResult['data']> {
  const [company] = await repo.selectRegisterRecords(database.db, inn);
  const register = await registerFindings(database.db, inn);
  const incidents = await incidentFindings(incidentContext, inn, accessLevel);
  return {
    inn,
    name: company?.name || null,
    status: company?.status || null,
    findings: [...register, ...incidents],
  };
}

function dedupe(findings: repo.NewFinding[]): repo.NewFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const id = `${f.source}\u0001${f.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export interface FindingsDiff {
  added: repo.NewFinding[];
  reopened: { id: number; finding: repo.NewFinding }[];
  kept: { id: number; finding: repo.NewFinding }[];
  resolved: number[];
}

/** What changed between the stored findings of a subscription and what a check found now. */
export function diffFindings(stored: repo.FindingRow[], current: repo.NewFinding[]): FindingsDiff {
  const byKey = new Map(stored.map((row) => [`${row.source}\u0001${row.key}`, row]));
  const diff: FindingsDiff = { added: [], reopened: [], kept: [], resolved: [] };
  const found = new Set<string>();
  for (const finding of current) {
    const id = `${finding.source}\u0001${finding.key}`;
    found.add(id);
    const row = byKey.get(id);
    if (!row) diff.added.push(finding);
    else if (row.resolved_at) diff.reopened.push({ id: row.id, finding });
    else diff.kept.push({ id: row.id, finding });
  }
  for (const [id, row] of byKey) if (!found.has(id) && !row.resolved_at) diff.resolved.push(row.id);
  return diff;
}
