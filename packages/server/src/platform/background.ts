import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape a response (mail of password recovery: answering before it
 * keeps known and unknown e-mails in the same timing class). Failures are logged; `drain()`
 * waits for what is running, and the app drains on close so nothing touches a closed database.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
