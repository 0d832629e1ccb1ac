import { describe, expect, it } from 'vitest';
import { usageChartOption } from './usage-chart';
import { addUp, recentMonths } from './usage-view';

describe('usage view helpers', () => {
  it('lists recent UTC months newest first, across a year boundary', () => {
    expect(recentMonths(3, new Date('2026-02-15T12:00:00Z'))).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('adds up rows by name, most called first', () => {
    const rows = [
      { endpoint: 'a', calls: 1, client_errors: 1, server_errors: 0 },
      { endpoint: 'b', calls: 3, client_errors: 0, server_errors: 1 },
      { endpoint: 'a', calls: 4, client_errors: 0, server_errors: 2 },
    ];
    expect(addUp(rows, (row) => row.endpoint)).toEqual([
      { name: 'a', calls: 5, client_errors: 1, server_errors: 2 },
      { name: 'b', calls: 3, client_errors: 0, server_errors: 1 },
    ]);
  });

  it('draws one bar series per used key over every day of the month, and the errors as a line', () => {
    const used = {
      key_id: 1,
      name: 'TMS',
      prefix: 'cs_x',
      calls: 3,
      client_errors: 1,
      server_errors: 0,
      by_endpoint: [],
      by_check: [],
      by_day: [{ day: '2026-02-02', calls: 3, client_errors: 1, server_errors: 0 }],
    };
    const idle = { ...used, key_id: 2, name: 'idle', calls: 0, by_day: [] };
    const option = usageChartOption([used, idle], '2026-02', 'Errors') as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toHaveLength(28);
    expect(option.series.map((s) => s.name)).toEqual(['TMS', 'Errors']);
    expect(option.series[0].data.slice(0, 3)).toEqual([0, 3, 0]);
    expect(option.series[1].data.slice(0, 3)).toEqual([0, 1, 0]);
  });
});
