import { addMonths, todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  defaultStatisticsPeriod,
  maxStatisticsMonths,
  monthsBetween,
  type VerificationLog,
  type VerificationLogQuery,
} from '@cargo-sentry/contracts/verification/log';
import type { Database } from '../../db/client';
import * as repo from './repo';
import { VerificationTally } from './tally';

/** Tickets read per query: a batch's results are counted and dropped before the next is read. */
const batchSize = 500;

const monthPlus = (month: string, n: number) => addMonths(`${month}-01`, n).slice(0, 7);

/**
 * The months of a query with the defaults filled in: no month_to runs to this month (or a year
 * at most from a month_from that far back), no month_from covers a year up to month_to.
 */
export function periodOf(query: Pick<VerificationLogQuery, 'month_from' | 'month_to'>, today = todayIso()) {
  const current = defaultStatisticsPeriod(today).month_to;
  let month_to = query.month_to ?? current;
  if (!query.month_to && query.month_from) {
    const latest = monthPlus(query.month_from, maxStatisticsMonths - 1);
    month_to = current < query.month_from ? query.month_from : current > latest ? latest : current;
  }
  const month_from = query.month_from ?? defaultStatisticsPeriod(`${month_to}-01`).month_from;
  return { month_from, month_to, months: monthsBetween(month_from, month_to) };
}

/**
 * docs/product.md#administration-calls `GET verification_log/by_month`: the checks stored on tickets in the period, by month,
 * check and user, found vs clean and provider errors; the ATI id lookups apart.
 */
export async function getVerificationLog(
  database: Database,
  query: VerificationLogQuery,
  today = todayIso(),
): Promise<VerificationLog> {
  const { month_from, month_to, months } = periodOf(query, today);
  const from = new Date(`${month_from}-01T00:00:00Z`);
  const to = new Date(`${addMonths(`${month_to}-01`, 1)}T00:00:00Z`);
  const db = database.db;
  const userIds = await repo.selectTicketUserIds(db, from, to);
  const users = await repo.selectUsers(db, userIds);
  const apiUsers = new Set(users.filter((u) => u.isApiUser).map((u) => u.id));
  const tally = new VerificationTally(months, (id) => apiUsers.has(id));
  let after: repo.TicketCursor | undefined;
  for (;;) {
    const batch = await repo.selectTicketBatch(db, { from, to, userId: query.user, after, limit: batchSize });
    tally.addTickets(batch);
    if (batch.length < batchSize) break;
    const last = batch[batch.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
  return {
    month_from,
    month_to,
    months,
    statistics: tally.statistics(),
    ati_statistics: tally.atiStatistics(),
    users: users.map((u) => ({
      id: u.id,
      username: u.username,
      first_name: u.firstName,
      last_name: u.lastName,
      company: u.company,
      is_api_user: u.isApiUser,
    })),
  };
}
