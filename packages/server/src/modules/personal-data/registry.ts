import type { ActLine, RetentionCategory } from '@cargo-sentry/contracts/personal-data/retention';
import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import type { Tx } from '../../db/client';

/**
 * One kind of personal data the destruction job destroys (issue 28 §2,
 * docs/decisions/0059-personal-data-retention.md): its contracts' category (whose period, bounds
 * and default are in `retentionBounds`) and how to destroy one batch of what is past the cutoff.
 */
export interface RetentionCategoryHandler {
  category: RetentionCategory;
  /** The register of a `register_rows` handler: each register has its own period. */
  register?: RegisterName;
  method: Exclude<ActLine['method'], 'not_registered'>;
  /**
   * Destroys at most `batchSize` of what is older than `cutoff`, in `tx` (a short transaction of
   * its own: the job calls it again until a batch comes back short); returns how many it destroyed.
   * `cutoffOf` gives another category's cutoff, for data two periods govern.
   */
  destroyExpired(
    tx: Tx,
    cutoff: Date,
    batchSize: number,
    cutoffOf: (category: RetentionCategory) => Date,
  ): Promise<number>;
  /**
   * Work the batches leave for after them (the company ratings of masked tickets to refresh),
   * done the same way, batch by batch, until one comes back short; not counted as destroyed.
   */
  followUp?(tx: Tx, batchSize: number): Promise<number>;
}

/**
 * The categories the job destroys, built once by `buildApp` (decoration `retention`). A module
 * adds its own at start: `app.retention.register({ category: 'security_events', … })`; a
 * category of the contracts no module registered is listed in the act as `not_registered`.
 */
export interface RetentionRegistry {
  register(handler: RetentionCategoryHandler): void;
  handlers(): readonly RetentionCategoryHandler[];
}

export function createRetentionRegistry(initial: readonly RetentionCategoryHandler[] = []): RetentionRegistry {
  const handlers: RetentionCategoryHandler[] = [];
  const registry: RetentionRegistry = {
    register(handler) {
      const taken = handlers.some((h) => h.category === handler.category && h.register === handler.register);
      if (taken) throw new Error(`Retention category ${handler.category} ${handler.register ?? ''} registered twice`);
      handlers.push(handler);
    },
    handlers: () => handlers,
  };
  for (const handler of initial) registry.register(handler);
  return registry;
}
