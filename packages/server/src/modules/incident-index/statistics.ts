import type { NormalizedFilter } from '@cargo-sentry/contracts/incidents/incident-filter';
import type { Columns } from './columns';
import { isDateOnly, type Viewer } from './filter';
import type { ColumnarIndex } from './incident-index';
import { runStatisticsPass, type PassResult } from './tasks/statistics-pass';
import { buildMonthRollups, statisticsFromRollups, type MonthRollups } from './tasks/statistics-rollup';
import { passWindows, spanOf } from './statistics-windows';

/** The rollups of one index version: asked for once (`demand`), then built, then ready. */
interface RollupsOfVersion {
  columns: Columns;
  version: number;
  settings: string;
  building: Promise<MonthRollups> | null;
  ready: MonthRollups | null;
}

/** What a statistics answer counts, besides its filter. */
export interface StatisticsQuery {
  /** The day of asking (YYYY-MM-DD): the open ends of the periods and months are counted from it. */
  today: string;
  /** Incident category ids of robbery and fraud (their own counters by attack method). */
  categoryIds: { robbery: number; fraud: number };
  /** The largest-damage and the newest incidents to list. */
  limits: { top: number; last: number };
}

/** The counters of one statistics answer, the columns their slots index, and the months they name. */
export interface StatisticsCounters {
  columns: Columns;
  counters: PassResult;
  /** Month slots of `counters.month` and `counters.lastYearMonth` (YYYY-MM). */
  months: string[];
  lastYearMonths: string[];
}

/**
 * The statistics counters of one incident index: from its month rollups (docs/decisions/0033)
 * when a filter is a date range alone and they are ready for the current version, otherwise by
 * one pass over the filtered incidents.
 */
export class StatisticsSource {
  /** The month rollups of the latest version asked for. */
  private rollups: RollupsOfVersion | null = null;
  private readonly answered = { byPass: 0, byRollups: 0 };

  /** `useRollups` false: always pass over the incidents (a benchmark compares the two). */
  constructor(
    private readonly index: ColumnarIndex,
    private readonly useRollups: boolean,
  ) {}

  /** How many answers came from a full pass and how many from the rollups (tests, benchmarks). */
  sources(): { byPass: number; byRollups: number } {
    return { ...this.answered };
  }

  /** Resolves when the rollups being built (if any) are ready (tests, benchmarks). */
  async built(): Promise<void> {
    await this.rollups?.building;
  }

  /**
   * The statistics counters of the incidents `filter` selects for `viewer`, with the columns
   * they index. Call right after refreshing the index.
   */
  async count(filter: NormalizedFilter, viewer: Viewer, query: StatisticsQuery): Promise<StatisticsCounters> {
    const { windows, months, lastYearMonths } = passWindows(filter, query.today, query.categoryIds);
    const index = this.index;
    // Every filter, with the dates widened to the union of the windows the pass reads: the
    // comparison and last-year periods lie outside the filtered range.
    const { columns, compiled, list } = await index.prepareScan({ ...filter, ...spanOf(windows) }, viewer, true);
    const { top, last } = query.limits;
    const rollups =
      this.useRollups && list === null && isDateOnly(compiled)
        ? this.readyRollups(columns, index.version, {
            topLimit: top,
            lastLimit: last,
            robberyId: windows.robberyId,
            fraudId: windows.fraudId,
          })
        : null;
    if (rollups) {
      this.answered.byRollups += 1;
      return { columns, counters: statisticsFromRollups(columns, rollups, windows), months, lastYearMonths };
    }
    this.answered.byPass += 1;
    const counters = await runStatisticsPass(index.workers(), columns, { compiled, list }, windows, top, last);
    return { columns, counters, months, lastYearMonths };
  }

  /**
   * The rollups of `columns` at `version` when they are ready. Otherwise the caller passes over
   * the incidents, and the second date-only request of a version starts a build in the index
   * workers (a build costs a few passes: a version that sees one such request, as while an import
   * writes, never pays for one).
   */
  private readyRollups(
    columns: Columns,
    version: number,
    settings: { topLimit: number; lastLimit: number; robberyId: number; fraudId: number },
  ): MonthRollups | null {
    const key = JSON.stringify(settings);
    const known = this.rollups;
    if (!known || known.columns !== columns || known.version !== version || known.settings !== key) {
      this.rollups = { columns, version, settings: key, building: null, ready: null };
      return null;
    }
    if (known.ready || known.building) return known.ready;
    const building = buildMonthRollups(this.index.workers(), columns, settings);
    known.building = building;
    building.then(
      (rollups) => {
        known.building = null;
        // rows changed in place between the build's two steps: these rollups mix two states
        if (this.index.version === version) known.ready = rollups;
      },
      () => {
        // a failed build is forgotten: the next request of this version asks again
        if (this.rollups === known) this.rollups = null;
      },
    );
    return null;
  }
}
