import type { AtiCounts, OutcomeCounts, VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { maxStatisticsMonths } from '@cargo-sentry/contracts/verification/log';
import type { EChartsCoreOption } from 'echarts/core';

/** The `count` most recent UTC months up to the one of `now`, newest first, as `YYYY-MM`. */
export function recentMonths(count: number = maxStatisticsMonths + 24, now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - i, 1)).toISOString().slice(0, 7));
}

/** `MM.YYYY`: short enough for every month of three years to fit a phone's chart axis. */
export const shortMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/** Percent of checks that found something, one decimal; null without checks. */
export function foundShare(counts: Pick<OutcomeCounts, 'checks' | 'found'>): number | null {
  return counts.checks > 0 ? Math.round((counts.found / counts.checks) * 1000) / 10 : null;
}

export interface UserRow extends OutcomeCounts {
  id: number;
  username: string;
  name: string;
  company: string;
  isApiUser: boolean;
  tickets: number;
  ati: AtiCounts['lookups'];
}

/** The table by user: each row with its person's names and ATI lookups, most checks first. */
export function userRows(log: VerificationLog): UserRow[] {
  const users = new Map(log.users.map((u) => [u.id, u]));
  const ati = new Map(log.ati_statistics.by_user.map((row) => [row.user_id, row.lookups]));
  return log.statistics.by_user.map((row) => {
    const user = users.get(row.user_id);
    return {
      ...row,
      id: row.user_id,
      username: user?.username ?? String(row.user_id),
      name: user ? [user.last_name, user.first_name].filter(Boolean).join(' ') : '',
      company: user?.company ?? '',
      isApiUser: user?.is_api_user ?? false,
      ati: ati.get(row.user_id) ?? 0,
    };
  });
}

/** The checks that ran in the period, most first (the eleven always come back, most with zeros). */
export function checkRows(log: VerificationLog) {
  return log.statistics.by_check.filter((row) => row.checks > 0).sort((a, b) => b.checks - a.checks);
}

export interface SeriesLabels {
  found: string;
  clean: string;
  errors: string;
  unrated: string;
}

const seriesColors = { found: '#e8590c', clean: '#2f9e44', errors: '#c92a2a', unrated: '#868e96' };
const outcomes = ['found', 'clean', 'errors', 'unrated'] as const;

function stackedSeries(rows: OutcomeCounts[], labels: SeriesLabels, includeUnrated: boolean) {
  return outcomes
    .filter((outcome) => outcome !== 'unrated' || includeUnrated)
    .map((outcome) => ({
      type: 'bar',
      stack: 'checks',
      name: labels[outcome],
      color: seriesColors[outcome],
      data: rows.map((row) => row[outcome]),
    }));
}

/** Checks per month, stacked by what they came to. */
export function monthChartOption(
  log: VerificationLog,
  labels: SeriesLabels,
  monthLabel: (month: string) => string,
): EChartsCoreOption {
  const rows = log.statistics.by_month;
  return {
    animation: false,
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((row) => monthLabel(row.month)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: stackedSeries(rows, labels, log.statistics.totals.unrated > 0),
  };
}

/** Checks by check type as horizontal stacked bars, the most run on top. */
export function checkChartOption(
  log: VerificationLog,
  labels: SeriesLabels,
  checkLabel: (check: string) => string,
): EChartsCoreOption {
  const rows = checkRows(log).reverse();
  return {
    animation: false,
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: rows.map((row) => checkLabel(row.check)),
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: stackedSeries(
      rows,
      labels,
      rows.some((row) => row.unrated > 0),
    ),
  };
}
