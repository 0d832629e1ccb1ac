import { checkNames } from '@cargo-sentry/contracts/auth/auth';
import {
  atiOutcomeOf,
  emptyAtiCounts,
  emptyOutcomeCounts,
  outcomeOf,
  type AtiCounts,
  type AtiStatistics,
  type CheckStatistics,
  type OutcomeCounts,
} from '@cargo-sentry/contracts/verification/log';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import { standingOfAnswer } from '@cargo-sentry/contracts/verification/standing';
import type { LoggedTicket } from './repo';

type StatisticsCheck = (typeof checkNames)[number];
const statisticsChecks = new Set<string>(checkNames);
const atiCheck = 'find_ati_su_id';

function add(counts: OutcomeCounts, outcome: Exclude<keyof OutcomeCounts, 'checks'>): void {
  counts.checks += 1;
  counts[outcome] += 1;
}

function addAti(counts: AtiCounts, outcome: Exclude<keyof AtiCounts, 'lookups'>): void {
  counts.lookups += 1;
  counts[outcome] += 1;
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/**
 * Counts the checks stored on tickets, batch by batch. Each stored answer is classed by the same
 * rules the verification page uses (`standingOfAnswer`), the driver licence judged on the day of
 * the ticket; a failed check is stored as `{ not_carried_out: true }` and counts as an error.
 */
export class VerificationTally {
  private readonly monthTickets = new Map<string, number>();
  private readonly monthApi = new Map<string, number>();
  private readonly month = new Map<string, OutcomeCounts>();
  private readonly check = new Map<StatisticsCheck, OutcomeCounts>();
  private readonly monthCheck = new Map<string, OutcomeCounts>();
  private readonly user = new Map<number, OutcomeCounts & { tickets: number }>();
  private readonly atiMonth = new Map<string, AtiCounts>();
  private readonly atiUser = new Map<number, AtiCounts>();

  constructor(
    private readonly months: string[],
    private readonly isApiUser: (userId: number) => boolean,
  ) {}

  addTickets(tickets: LoggedTicket[]): void {
    for (const ticket of tickets) this.addTicket(ticket);
  }

  private addTicket(ticket: LoggedTicket): void {
    const day = ticket.createdAt.toISOString().slice(0, 10);
    const month = day.slice(0, 7);
    this.monthTickets.set(month, (this.monthTickets.get(month) ?? 0) + 1);
    const user = getOrCreate(this.user, ticket.userId, () => ({ ...emptyOutcomeCounts(), tickets: 0 }));
    user.tickets += 1;
    for (const [check, answer] of Object.entries(ticket.results)) {
      if (check !== atiCheck && !statisticsChecks.has(check)) continue;
      const { standing } = standingOfAnswer(check as VerificationCheck, answer, day);
      if (check === atiCheck) {
        addAti(getOrCreate(this.atiMonth, month, emptyAtiCounts), atiOutcomeOf(standing));
        addAti(getOrCreate(this.atiUser, ticket.userId, emptyAtiCounts), atiOutcomeOf(standing));
        continue;
      }
      const outcome = outcomeOf(standing);
      add(getOrCreate(this.month, month, emptyOutcomeCounts), outcome);
      add(getOrCreate(this.check, check as StatisticsCheck, emptyOutcomeCounts), outcome);
      add(getOrCreate(this.monthCheck, `${month}|${check}`, emptyOutcomeCounts), outcome);
      add(user, outcome);
      if (this.isApiUser(ticket.userId)) this.monthApi.set(month, (this.monthApi.get(month) ?? 0) + 1);
    }
  }

  statistics(): CheckStatistics {
    const by_month = this.months.map((month) => ({
      month,
      tickets: this.monthTickets.get(month) ?? 0,
      api_checks: this.monthApi.get(month) ?? 0,
      ...(this.month.get(month) ?? emptyOutcomeCounts()),
    }));
    const totals = { ...sum(by_month), tickets: 0, api_checks: 0 };
    for (const m of by_month) {
      totals.tickets += m.tickets;
      totals.api_checks += m.api_checks;
    }
    const by_month_by_check = this.months.flatMap((month) =>
      checkNames
        .filter((check) => this.monthCheck.has(`${month}|${check}`))
        .map((check) => ({ month, check, ...this.monthCheck.get(`${month}|${check}`)! })),
    );
    return {
      totals,
      by_month,
      by_check: checkNames.map((check) => ({ check, ...(this.check.get(check) ?? emptyOutcomeCounts()) })),
      by_month_by_check,
      by_user: [...this.user]
        .map(([user_id, counts]) => ({ user_id, ...counts }))
        .sort((a, b) => b.checks - a.checks || b.tickets - a.tickets || a.user_id - b.user_id),
    };
  }

  atiStatistics(): AtiStatistics {
    const by_month = this.months.map((month) => ({ month, ...(this.atiMonth.get(month) ?? emptyAtiCounts()) }));
    const totals = emptyAtiCounts();
    for (const m of by_month) {
      totals.lookups += m.lookups;
      totals.ids_found += m.ids_found;
      totals.ids_missing += m.ids_missing;
      totals.errors += m.errors;
    }
    return {
      totals,
      by_month,
      by_user: [...this.atiUser]
        .map(([user_id, counts]) => ({ user_id, ...counts }))
        .sort((a, b) => b.lookups - a.lookups || a.user_id - b.user_id),
    };
  }
}

function sum(rows: OutcomeCounts[]): OutcomeCounts {
  const total = emptyOutcomeCounts();
  for (const row of rows) {
    total.checks += row.checks;
    total.found += row.found;
    total.clean += row.clean;
    total.errors += row.errors;
    total.unrated += row.unrated;
  }
  return total;
}
