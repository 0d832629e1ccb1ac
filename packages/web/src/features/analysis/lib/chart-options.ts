import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { isUndefinedNameLabel } from '@cargo-sentry/contracts/shared/reference-names';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCompact, formatNumber } from '@/shared/format/number';
import type { GroupRow } from './groups';

/** Translated words the tooltips need; chart labels never hold untranslated text. */
export interface ChartWords {
  count: string;
  damage: string;
  average: string;
}

export const chartColors = {
  count: '#3567aa',
  damage: '#d9480f',
  previous: '#9aa5b1',
  /** The null-name group ("Не определено"): grey, as the tables mute its name (issue 23 §4). */
  undefinedName: '#868e96',
  palette: [
    '#3567aa',
    '#d9480f',
    '#2b8a3e',
    '#ae3ec9',
    '#f59f00',
    '#1098ad',
    '#e64980',
    '#5c940d',
    '#7048e8',
    '#868e96',
    '#c92a2a',
  ],
};

const money = (value: number, locale: Locale) => `${formatNumber(value, locale)} ₽`;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** The exact values of one group, as the chart tooltips show them. */
export function groupTooltip(row: GroupRow, words: ChartWords, locale: Locale): string {
  const average = row.count ? Math.round(row.damage / row.count) : 0;
  return [
    `<strong>${escapeHtml(row.name)}</strong>`,
    `${escapeHtml(words.count)}: ${formatNumber(row.count, locale)}`,
    `${escapeHtml(words.damage)}: ${money(row.damage, locale)}`,
    `${escapeHtml(words.average)}: ${money(average, locale)}`,
  ].join('<br/>');
}

const baseTooltip = { confine: true, appendToBody: false, textStyle: { fontSize: 12 } };

interface BarOptions {
  rows: readonly GroupRow[];
  metric: 'count' | 'damage';
  words: ChartWords;
  locale: Locale;
  horizontal?: boolean;
  /** Width reserved for category names on a horizontal chart. */
  labelWidth?: number;
  color?: string;
}

const isUndefinedRow = (row: GroupRow) => isUndefinedNameLabel(row.name);
/** The null-name group's label on an axis: italic and grey, as `ReferenceName` shows it. */
const axisName = (row: GroupRow) =>
  isUndefinedRow(row)
    ? { value: row.name, textStyle: { fontStyle: 'italic', color: chartColors.undefinedName } }
    : row.name;
/** A bar or slice of the null-name group in grey; the others keep the series' colour. */
const groupValue = (row: GroupRow, value: number) =>
  isUndefinedRow(row) ? { value, itemStyle: { color: chartColors.undefinedName } } : value;

/** Bars of one metric per group; the tooltip carries count, damage and average exactly. */
export function barOption({
  rows,
  metric,
  words,
  locale,
  horizontal = false,
  labelWidth = 150,
  color,
}: BarOptions): EChartsCoreOption {
  const names = rows.map((row) => row.name);
  const isRotated = !horizontal && names.length > 6 && names.some((name) => name.length > 6);
  const values = rows.map((row) => groupValue(row, metric === 'count' ? row.count : row.damage));
  const valueAxis = {
    type: 'value',
    splitNumber: metric === 'damage' ? 3 : 4,
    axisLabel: {
      formatter: (v: number) => (metric === 'count' ? formatNumber(v, locale) : formatCompact(v, locale)),
      fontSize: 11,
      hideOverlap: true,
    },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  };
  const categoryAxis = {
    type: 'category',
    data: rows.map(axisName),
    inverse: horizontal,
    axisTick: { show: false },
    axisLabel: horizontal
      ? { width: labelWidth, overflow: 'truncate', fontSize: 11 }
      : { interval: 0, rotate: isRotated ? 35 : 0, width: 90, overflow: 'truncate', fontSize: 11 },
  };
  return {
    aria: { enabled: false },
    animation: false,
    grid: { left: isRotated ? 28 : 8, right: horizontal ? 32 : 16, top: 12, bottom: 8, containLabel: true },
    tooltip: {
      ...baseTooltip,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const row = rows[params[0]?.dataIndex ?? -1];
        return row ? groupTooltip(row, words, locale) : '';
      },
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        name: metric === 'count' ? words.count : words.damage,
        data: values,
        itemStyle: {
          color: color ?? (metric === 'count' ? chartColors.count : chartColors.damage),
          borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0],
        },
        barMaxWidth: 28,
      },
    ],
  };
}

/** Height of a horizontal bar chart with `n` bars. */
export function horizontalHeight(n: number): number {
  return Math.max(160, n * 26 + 40);
}

interface ComparisonOptions {
  categories: readonly string[];
  current: readonly GroupRow[];
  previous: readonly GroupRow[];
  currentName: string;
  previousName: string;
  metric: 'count' | 'damage';
  locale: Locale;
}

/** Two aligned series, e.g. each month against the same month a year earlier. */
export function comparisonOption({
  categories,
  current,
  previous,
  currentName,
  previousName,
  metric,
  locale,
}: ComparisonOptions): EChartsCoreOption {
  const pick = (row: GroupRow | undefined) => (row ? (metric === 'count' ? row.count : row.damage) : 0);
  const format = (v: number) => (metric === 'count' ? formatNumber(v, locale) : money(v, locale));
  return {
    aria: { enabled: false },
    animation: false,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 14, textStyle: { fontSize: 12 } },
    tooltip: {
      ...baseTooltip,
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const i = params[0]?.dataIndex ?? 0;
        return [
          `<strong>${escapeHtml(categories[i] ?? '')}</strong>`,
          `${escapeHtml(currentName)}: ${format(pick(current[i]))}`,
          `${escapeHtml(previousName)}: ${format(pick(previous[i]))}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: [...categories],
      axisTick: { show: false },
      axisLabel: { fontSize: 11, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        fontSize: 11,
        formatter: (v: number) => (metric === 'count' ? formatNumber(v, locale) : formatCompact(v, locale)),
      },
      splitLine: { lineStyle: { color: '#e9ecef' } },
    },
    series: [
      {
        type: 'bar',
        name: currentName,
        data: current.map(pick),
        itemStyle: { color: chartColors.count, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 22,
      },
      {
        type: 'line',
        name: previousName,
        data: previous.map(pick),
        itemStyle: { color: chartColors.previous },
        lineStyle: { width: 2, type: 'dashed' },
        symbolSize: 6,
      },
    ],
  };
}

interface PieOptions {
  rows: readonly GroupRow[];
  words: ChartWords;
  locale: Locale;
}

/** A donut of shares by count; the tooltip has the exact figures. */
export function donutOption({ rows, words, locale }: PieOptions): EChartsCoreOption {
  return {
    aria: { enabled: false },
    animation: false,
    color: chartColors.palette,
    tooltip: {
      ...baseTooltip,
      trigger: 'item',
      formatter: (params: { dataIndex: number; percent: number }) => {
        const row = rows[params.dataIndex];
        return row ? `${groupTooltip(row, words, locale)}<br/>${formatNumber(params.percent, locale, 1)}%` : '';
      },
    },
    legend: { type: 'scroll', bottom: 0, left: 'center', textStyle: { fontSize: 11 } },
    series: [
      {
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: rows.map((row) =>
          isUndefinedRow(row)
            ? { name: row.name, value: row.count, itemStyle: { color: chartColors.undefinedName } }
            : { name: row.name, value: row.count },
        ),
      },
    ],
  };
}

interface StackedOptions {
  categories: readonly string[];
  series: { name: string; values: readonly number[] }[];
  locale: Locale;
  /** Formats the exact value of one segment in the tooltip. */
  format: (value: number) => string;
  horizontal?: boolean;
}

/** Stacked bars: one bar per category, one segment per series (e.g. district × damage bucket). */
export function stackedOption({
  categories,
  series,
  locale,
  format,
  horizontal = true,
}: StackedOptions): EChartsCoreOption {
  const categoryAxis = {
    type: 'category',
    data: [...categories],
    inverse: horizontal,
    axisTick: { show: false },
    axisLabel: { fontSize: 11, width: 130, overflow: 'truncate' },
  };
  const valueAxis = {
    type: 'value',
    axisLabel: { fontSize: 11, formatter: (v: number) => formatNumber(v, locale) },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  };
  return {
    aria: { enabled: false },
    animation: false,
    color: chartColors.palette,
    grid: { left: 8, right: 32, top: 8, bottom: 56, containLabel: true },
    legend: { type: 'scroll', bottom: 0, textStyle: { fontSize: 11 } },
    tooltip: {
      ...baseTooltip,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number; seriesName: string; value: number; marker: string }[]) => {
        const i = params[0]?.dataIndex ?? 0;
        const lines = params
          .filter((p) => p.value > 0)
          .map((p) => `${p.marker}${escapeHtml(p.seriesName)}: ${format(p.value)}`);
        return [`<strong>${escapeHtml(categories[i] ?? '')}</strong>`, ...lines].join('<br/>');
      },
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((s) => ({ type: 'bar', stack: 'total', name: s.name, data: [...s.values], barMaxWidth: 26 })),
  };
}
