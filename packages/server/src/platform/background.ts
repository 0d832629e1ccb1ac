import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape a response (mail of password recovery: answering before it
 * keeps known and unknown e-mails in the same timing class). Failures are logged; `drain()`
 * waits for what is running, and the app drains on close so nothing touches a closed database.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /**
   * Runs `task` after `delayMs`, or at once when `drain()` comes first: work gathered for a while
   * (counts written once instead of per request) is never lost on close, nor waited out by it.
   */
  defer(name: string, delayMs: number, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const deferred = new Map<NodeJS.Timeout, { name: string; task: () => Promise<void> }>();
  const run = (name: string, task: () => Promise<void>) => {
    const promise = task()
      .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => running.delete(promise));
    running.add(promise);
  };
  return {
    run,
    defer(name, delayMs, task) {
      const timer = setTimeout(() => {
        deferred.delete(timer);
        run(name, task);
      }, delayMs);
      // A waiting task does not keep the process alive: closing the app drains it.
      timer.unref();
      deferred.set(timer, { name, task });
    },
    async drain() {
      while (running.size > 0 || deferred.size > 0) {
        for (const [timer, { name, task }] of deferred) {
          clearTimeout(timer);
          deferred.delete(timer);
          run(name, task);
        }
        await Promise.all([...running]);
      }
    },
  };
}
