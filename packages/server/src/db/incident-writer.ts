import { sql } from 'drizzle-orm';
import type { Session, Tx } from './client';

/**
 * Who changes incidents in a transaction (migration 0110, docs/decisions/0039): the database
 * refuses any write to `incidents` whose transaction has not named its writer, and audits the
 * ones that have. A person's writes give one entry per incident; an import's, one per import.
 */
export type IncidentWriter = { id: number | null; username: string; importId?: string | number };

const setting = 'cargo_sentry.incident_writer';

/** Names the writer of every incident change until `tx` ends. */
export async function declareIncidentWriter(tx: Tx, writer: IncidentWriter): Promise<void> {
  const value = JSON.stringify({
    id: writer.id,
    username: writer.username,
    ...(writer.importId === undefined ? {} : { import_id: String(writer.importId) }),
  });
  await tx.execute(sql`SELECT set_config(${setting}, ${value}, true)`);
}

/**
 * Runs `fn` on a session whose incident writes are the system's own (the demo seed, bulk loads of
 * tests and benchmarks): allowed and not audited, as no person made them. The setting is the
 * session's, so it is reset before the session goes back to its pool.
 */
export async function asSystemIncidentWriter<T>(session: Session, fn: () => Promise<T>): Promise<T> {
  await session.exec(`SET ${setting} = 'system'`);
  try {
    return await fn();
  } finally {
    await session.exec(`RESET ${setting}`);
  }
}
