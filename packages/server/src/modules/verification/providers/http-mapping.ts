import type { z } from 'zod';
import type {
  DriverResult,
  FsspResult,
  OsagoPolicy,
  PassportResult,
  SudResult,
} from '@cargo-sentry/contracts/verification/results';
import { deprivationStates } from '@cargo-sentry/contracts/verification/rules';
import type { courtAnswer, driverAnswer, fsspAnswer, osagoAnswer, passportAnswer } from './http-answers';
import { licenceNotFound } from './provider';

/** How the gateway's answers become our results (docs/decisions/0014 has the table). */

/** `YYYY-MM-DD` → `DD.MM.YYYY`, the date format the aggregator's documentation asks for. */
export const gatewayDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function osagoPoliciesOf(answer: z.infer<typeof osagoAnswer>): OsagoPolicy[] {
  return answer.policies.map((p) => ({
    status: p.status,
    insurer: p.companyName,
    serial: p.policySerial,
    number: p.policyNumber,
    // Not given: "restricted" is the safe reading (only named drivers), as a policy usually is.
    restriction: p.driversRestriction ?? true,
    // The aggregator has no unique policy number of its own.
    uniqueNumber: null,
    bodyNumber: p.bodyNumber || p.vin || null,
    regNumber: p.regNumber || null,
    make: p.carMark || null,
    model: p.carModel || null,
    startDate: p.startDate,
    endDate: p.endDate,
  }));
}

export function driverResultOf(answer: z.infer<typeof driverAnswer>): DriverResult {
  if (!answer.document) {
    return {
      wanted: answer.wanted,
      status: licenceNotFound,
      drivingLicenseExpiryDate: null,
      drivingLicenseCategory: '',
      decisionList: [],
    };
  }
  return {
    wanted: answer.wanted,
    status: answer.document.status,
    // As printed: the extension decree is applied by the contracts' rule, not here.
    drivingLicenseExpiryDate: answer.document.date_to,
    drivingLicenseCategory: answer.document.categories,
    decisionList: answer.decisions.map((d) => ({
      date: d.date,
      state: d.state.trim(),
      stateName: d.comment || deprivationStates[d.state.trim()] || '',
      term: d.srok ?? null,
      region: d.bplace ?? '',
    })),
  };
}

/** The amount the FSSP writes into the subject, e.g. "Задолженность по кредитам: 52 300.50 руб.". */
function amountOf(subject: string): number | null {
  const match = /(\d[\d\s]*(?:[.,]\d+)?)\s*руб/i.exec(subject);
  if (!match) return null;
  const amount = Number(match[1].replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(amount) ? amount : null;
}

export function bailiffDebtsOf(answer: z.infer<typeof fsspAnswer>): FsspResult['data'] {
  return answer.result.map((r) => ({
    proceeding: r.exe_production,
    subject: r.subject,
    amount: amountOf(r.subject),
    department: r.department,
    bailiff: r.bailiff,
    endReason: r.ip_end || null,
  }));
}

export function courtCasesOf(answer: z.infer<typeof courtAnswer>): SudResult['cases'] {
  return answer.cases.map((c) => ({
    article: c.category,
    caseNumber: c.number,
    court: c.court,
    sides: c.participants.map((p) => p.name),
  }));
}

/** VALID is the registers' full confirmation; the other two confirm nothing. */
const passportResults: Record<z.infer<typeof passportAnswer>['status'], PassportResult> = {
  VALID: { description: 'Действителен', score: 100 },
  NOT_VALID: { description: 'Недействителен', score: 0 },
  NOT_FOUND: { description: 'Не найден', score: 0 },
};

export const passportResultOf = (answer: z.infer<typeof passportAnswer>): PassportResult =>
  passportResults[answer.status];
