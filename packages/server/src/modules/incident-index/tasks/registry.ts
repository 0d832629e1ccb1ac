import type { Columns } from '../columns';
import { spatialOrderTask } from '../spatial-order';
import { mapCellsTask } from './map-cells';
import { statisticsTask } from './statistics-pass';
import { dayRollupTask, monthRollupTask, rollupBoundsTask } from './statistics-rollup';

/**
 * Every pass an index worker runs, by name. The worker imports this table, so each task is a
 * static import that the build bundles and the layer rules see; a pass asks for a task by its
 * name here (`WorkerPool.run`), typed by the task's own payload and result.
 */
export const indexTasks = {
  statistics: statisticsTask,
  rollupBounds: rollupBoundsTask,
  monthRollup: monthRollupTask,
  dayRollup: dayRollupTask,
  mapCells: mapCellsTask,
  spatialOrder: spatialOrderTask,
} satisfies Record<string, (columns: Columns, payload: never) => unknown>;

export type IndexTaskName = keyof typeof indexTasks;
export type IndexTaskPayload<K extends IndexTaskName> = Parameters<(typeof indexTasks)[K]>[1];
export type IndexTaskResult<K extends IndexTaskName> = ReturnType<(typeof indexTasks)[K]>;
