import { daysOfMonth, type ApiKeyUsage } from '@cargo-sentry/contracts/api-users/api-users';
import type { EChartsCoreOption } from 'echarts/core';

/** Calls per day of the month, one stacked bar series per key that was used. */
export function usageChartOption(keys: ApiKeyUsage[], month: string, errorsLabel: string): EChartsCoreOption {
  const days = daysOfMonth(month);
  const used = keys.filter((key) => key.calls > 0);
  const perDay = (key: ApiKeyUsage, pick: (day: ApiKeyUsage['by_day'][number]) => number) => {
    const byDay = new Map(key.by_day.map((day) => [day.day, pick(day)]));
    return days.map((day) => byDay.get(day) ?? 0);
  };
  const errorsPerKey = used.map((key) => perDay(key, (d) => d.client_errors + d.server_errors));
  const errors = days.map((_, i) => errorsPerKey.reduce((sum, keyErrors) => sum + keyErrors[i], 0));
  return {
    // drawn at once: no growing bars in screenshots or for people who prefer less motion
    animation: false,
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((day) => day.slice(8)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...used.map((key) => ({ type: 'bar', stack: 'calls', name: key.name, data: perDay(key, (d) => d.calls) })),
      { type: 'line', name: errorsLabel, data: errors, showSymbol: false, color: '#c92a2a' },
    ],
  };
}
