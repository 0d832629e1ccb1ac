import type { Columns } from './columns';

/**
 * The worker pool as a pass sees it: how many workers there are, and a way to run one task of the
 * registry over them, by name (docs/architecture.md#worker-pool). A pass names its task with that
 * task's own payload and result (`TaskRunner<'mapCells', MapCellsTask, CellTotals>`), so the task
 * files import neither the pool nor the registry, which imports every task: the types need no
 * circle of imports. `WorkerPool` fits every such runner of its registry.
 */
export interface TaskRunner<Name extends string, Payload, Result> {
  readonly size: number;
  /** Each payload on its own worker; the results in payload order. */
  run(columns: Columns, task: Name, payloads: Payload[]): Promise<Result[]>;
  /** `length` split into ascending ranges, one payload each; the results in range order. */
  runOverRanges(
    columns: Columns,
    task: Name,
    length: number,
    payloadOf: (from: number, to: number) => Payload,
  ): Promise<Result[]>;
}
