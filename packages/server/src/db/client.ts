import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations } from './migrate';
import { isReadOnly, watchWrites } from './write-notices';

/**
 * One Drizzle type for both drivers: the query builder is the same, so code is written once
 * against node-postgres' type and PGlite's instance is used through it.
 */
export type Db = NodePgDatabase<Record<string, never>>;

/** A transaction handle from `db.transaction(async (tx) => …)`; repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** One connection held for a sequence of raw statements (migrations, bulk loads). */
export interface Session {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs one statement with `$n` parameters. Production code parses the rows
   * (`sessionRows`, docs/architecture.md#rows-are-parsed); the type argument, never inferred, is for
   * tests and benches reading their own fixtures.
   */
  query<T = unknown>(sql: string, params?: unknown[]): Promise<NoInfer<T>[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A number that grows before and after any statement of this process that may write and, on
   * PostgreSQL, whenever another process announces a write to users or incidents (migration 0060,
   * `write-notices.ts`), so a reader can keep what it read while the number has not moved.
   * `undefined` when it cannot be known (PostgreSQL while the listening connection is down).
   */
  writeGeneration?: () => number | undefined;
  withSession<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  /**
   * The job queue's own statements (pg-boss's `executeSql`, `platform/jobs.ts`): one statement
   * with parameters, or several without, answering the last one's rows. They touch only the
   * queue's schema, so they bypass the write generation (a poll every second would otherwise
   * move it all the time); on PostgreSQL they use a small pool of their own.
   */
  queueSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: its data directory as a tarball, which `pgliteImage` starts a copy from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  migrate?: boolean;
  /**
   * A PGlite data directory dumped by `dumpDataDir` to start from instead of an empty one: the
   * server suite migrates one database and starts each test file's copy from it.
   */
  pgliteImage?: Blob;
}

/** PGlite under DATA_DIR when no DATABASE_URL is given, else a node-postgres pool. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.pgliteImage);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const writes = watchWrites(pool, url);
  await writes.start();
  let queuePool: pg.Pool | undefined;
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    writeGeneration: writes.generation,
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    queueSql: async (text, values) => {
      if (!queuePool) {
        queuePool = new pg.Pool({ connectionString: url, max: 4, application_name: 'cargo-sentry-jobs' });
        queuePool.on('error', () => undefined);
      }
      const result = (await queuePool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    close: async () => {
      await writes.close();
      await queuePool?.end();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, image: Blob | undefined): Promise<Database> {
  const target = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite');
  if (target) mkdirSync(target, { recursive: true });
  // pg_trgm: incident free-text search (migration 0011).
  // Options go in the first argument: with an undefined data dir PGlite ignores the second one.
  const client = new PGlite({ dataDir: target, extensions: { pg_trgm }, loadDataDir: image });
  await client.waitReady;
  // Taken before countWrites wraps them: the job queue's statements do not count as writes.
  const rawQuery = client.query.bind(client);
  const rawExec = client.exec.bind(client);
  const generation = countWrites(client);
  return {
    // eslint-disable-next-line local/no-row-cast -- the PGlite driver's database used through node-postgres' type (see Db)
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    writeGeneration: generation,
    // PGlite is one connection already; its own queue orders the calls.
    withSession: (fn) =>
      fn({
        exec: async (sql) => {
          await client.exec(sql);
        },
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      }),
    // PGlite's query takes one statement; exec takes several but no parameters.
    queueSql: async (text, values) =>
      values && values.length > 0 ? rawQuery(text, values) : ((await rawExec(text)).at(-1) ?? { rows: [] }),
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * Counts PGlite calls that may write, by wrapping the client's query, exec and transaction (the
 * only ways in; Drizzle uses them too). The count grows before the statement runs and again when
 * a transaction ends, so a reader that saw the same count before and after its own check knows
 * no write happened in between.
 */
function countWrites(client: PGlite): () => number {
  let writes = 0;
  type Queryable = Pick<PGlite, 'query' | 'exec'>;
  const wrap = <T extends Queryable>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((sql: string, ...rest: unknown[]) => {
      if (!isReadOnly(sql)) writes += 1;
      return (query as (...args: unknown[]) => unknown)(sql, ...rest);
    }) as T['query'];
    target.exec = ((sql: string, ...rest: unknown[]) => {
      if (!isReadOnly(sql)) writes += 1;
      return (exec as (...args: unknown[]) => unknown)(sql, ...rest);
    }) as T['exec'];
    return target;
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (
    callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>,
  ) => {
    writes += 1;
    try {
      return await transaction((tx) => callback(wrap(tx)));
    } finally {
      writes += 1;
    }
  }) as PGlite['transaction'];
  return () => writes;
}
