import { eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Case-insensitive, like the unique lower(email) index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}
