import net from 'node:net';

/** The Redis the rate-limit tests share counters through. */
export const redisTestUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis tests run when a server answers (it does on the dev machine and in CI when installed). */
function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export const isRedisUp = await isReachable(redisTestUrl);

/** The counter stores a rate-limit test runs on: memory always, Redis when one answers. */
export const counterStores = [
  { store: 'memory', env: {} as Record<string, string> },
  ...(isRedisUp ? [{ store: 'redis', env: { REDIS_URL: redisTestUrl } as Record<string, string> }] : []),
];
