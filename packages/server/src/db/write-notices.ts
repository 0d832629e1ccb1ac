import pg from 'pg';

/** The channel migration 0060's triggers notify on when users or incidents change. */
export const writeChannel = 'cs_writes';

/** A statement that cannot change a table: one plain SELECT (our reads never call writing functions). */
export function isReadOnly(sql: string): boolean {
  return /^\s*select\b/i.test(sql) && !sql.trim().replace(/;$/, '').includes(';');
}

type Query = pg.PoolClient['query'];

/**
 * The write generation of a PostgreSQL database as this process sees it (decision 0019): it grows
 * before and after every statement of this process that may write (so a reader that saw the same
 * number before and after its read knows no write of ours overlapped it), and whenever another
 * process's write to users or incidents is announced on `cs_writes`. While the listening
 * connection is down the generation is unknown (`undefined`) and readers go to the database, as
 * they would without it; a reconnect moves the generation, so nothing read before is trusted.
 */
export function watchWrites(pool: pg.Pool, url: string, log: (error: unknown) => void = () => undefined) {
  let writes = 0;
  let isListening = false;
  let listener: pg.Client | undefined;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
      if (typeof text === 'string' && isReadOnly(text)) return query(...args);
      writes += 1;
      const result = query(...args);
      if (result instanceof Promise) {
        return result.finally(() => {
          writes += 1;
        });
      }
      return result;
    }) as Query;
  });

  const listen = async () => {
    if (isClosed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = (error?: unknown) => {
      if (listener !== client) return;
      listener = undefined;
      isListening = false;
      if (error) log(error);
      client.end().catch(() => undefined);
      if (!isClosed) retryTimer = setTimeout(() => void listen(), 1000);
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => {
      writes += 1;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${writeChannel}`);
      // whatever was written while nobody listened: read everything again once
      writes += 1;
      isListening = true;
    } catch (error) {
      lost(error);
    }
  };

  return {
    start: listen,
    generation: (): number | undefined => (isListening ? writes : undefined),
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      isListening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
