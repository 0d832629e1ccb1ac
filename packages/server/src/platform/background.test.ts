import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('background tasks', () => {
  it('runs a deferred task after its delay, not before', async () => {
    const background = createBackgroundTasks(silent);
    const done: string[] = [];
    background.defer('later', 50, async () => {
      done.push('later');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(done).toEqual(['later']);
  });

  it('drains a deferred task at once instead of waiting it out, and what it starts too', async () => {
    const background = createBackgroundTasks(silent);
    const done: string[] = [];
    background.defer('an hour away', 3_600_000, async () => {
      done.push('deferred');
      background.run('follow-up', async () => {
        done.push('follow-up');
      });
    });
    const started = Date.now();
    await background.drain();
    expect(done).toEqual(['deferred', 'follow-up']);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
