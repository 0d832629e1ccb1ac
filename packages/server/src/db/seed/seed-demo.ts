import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../client';
import { identitySourceKinds } from '@cargo-sentry/contracts/identity-links/identifiers';
import { identityBackfill } from '../schema/identity-links';
import { users } from '../schema/users';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { seedDemoFaces } from './seed-faces';
import type { FaceThread } from '../../platform/faces/face-thread';
import { seedDemoIncidents } from './seed-incidents';
import { seedDemoPrudence } from './seed-prudence';
import { seedDemoRatingFindings } from './seed-rating';
import { seedDemoRegisters } from './seed-registers';
import { seedDemoRings, type RecordSeededSources } from './seed-rings';

export interface DemoAccount {
  username: string;
  password: string;
  role: string;
}

type NewUser = typeof users.$inferInsert;

/** The demo accounts of README.md; the password of each is `<username>-demo`. */
const demoUsers: Array<Omit<NewUser, 'passwordHash'> & { role: string }> = [
  {
    username: 'admin',
    role: 'staff: administration, unlimited checks',
    email: 'admin@example.com',
    firstName: 'Алексей',
    lastName: 'Смирнов',
    company: 'Cargo Sentry',
    position: 'Администратор',
    phone: '+74950000001',
    inn: '7707083893',
    isStaff: true,
    canDoReports: true,
  },
  {
    username: 'analyst',
    role: 'reports (can_do_reports), quota 20',
    email: 'analyst@example.com',
    firstName: 'Марина',
    lastName: 'Ковалёва',
    company: 'ООО «ТрансЛогистик»',
    position: 'Аналитик службы безопасности',
    phone: '+74950000002',
    inn: '7736050003',
    canDoReports: true,
    notificationLanguage: 'en',
    verificationCount: 20,
    verificationTotal: 20,
  },
  {
    username: 'user',
    role: 'full access, quota 50, commercial prudence (10 INNs)',
    email: 'user@example.com',
    firstName: 'Игорь',
    lastName: 'Волков',
    company: 'ООО «СеверТрансАвто»',
    position: 'Начальник отдела логистики',
    phone: '+78120000003',
    inn: '7841312071',
    verificationCount: 50,
    verificationTotal: 50,
    enableCommercialPrudence: true,
    commercialPrudenceLimitEnabled: true,
    commercialPrudenceLimit: 10,
  },
  {
    username: 'limited',
    role: 'limited access (Southern federal district only), quota 10',
    email: 'limited@example.com',
    firstName: 'Ольга',
    lastName: 'Морозова',
    company: 'ООО «ЮгЭкспедиция»',
    position: 'Экспедитор',
    phone: '+78630000004',
    inn: '6164266561',
    accessLevel: 'limited',
    verificationCount: 10,
    verificationTotal: 10,
  },
  {
    username: 'demo',
    role: 'demo mode (no Excel export), quota 5',
    email: 'demo@example.com',
    firstName: 'Дмитрий',
    lastName: 'Новиков',
    company: 'АО «ДемоГруз»',
    position: 'Менеджер',
    phone: '+73430000005',
    inn: '6671163413',
    demo: true,
    verificationCount: 5,
    verificationTotal: 5,
  },
];

export const demoAccounts: DemoAccount[] = demoUsers.map((u) => ({
  username: u.username,
  password: `${u.username}-demo`,
  role: u.role,
}));

/**
 * Creates the demo accounts that do not exist yet; existing ones (and any password a person
 * changed) are left alone, so running it again changes nothing. Returns the usernames created.
 */
export async function seedDemoAccounts(database: Database): Promise<string[]> {
  const created: string[] = [];
  for (const { role: _role, ...account } of demoUsers) {
    const exists = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`);
    if (exists.length > 0) continue;
    const rows = await database.db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(`${account.username}-demo`) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (rows.length > 0) created.push(account.username);
  }
  return created;
}

/**
 * The demo accounts that still sign in with their published password `<username>-demo` (for the
 * start-up banner and the listen address, issue 23 §19): present, active, not deleted, and the
 * password unchanged. An account whose password was changed is no longer a way in for strangers.
 */
export async function listPresentDemoAccounts(database: Database): Promise<DemoAccount[]> {
  const rows = await database.db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.username}) in ${demoAccounts.map((a) => a.username)} and ${users.isActive} and ${users.deletedAt} is null`,
    );
  const open = new Set<string>();
  for (const row of rows) {
    const username = row.username.toLowerCase();
    if (await verifyPassword(`${username}-demo`, row.passwordHash)) open.add(username);
  }
  return demoAccounts.filter((a) => open.has(a.username));
}

/** auto: only the embedded database is seeded on start, never PostgreSQL (docs/architecture.md#seed-and-reference-data). */
export function shouldSeedOnStart(config: Pick<Config, 'demoSeed'>, kind: Database['kind']): boolean {
  if (config.demoSeed === 'always') return true;
  if (config.demoSeed === 'never') return false;
  return kind === 'pglite';
}

export interface DemoSeedResult {
  accountsCreated: string[];
  /** 0 when incidents were already there (the incident seed only fills an empty table). */
  incidentsCreated: number;
}

/**
 * The whole demo data set: accounts, incidents, then the verification registers and the rings of
 * identity links. Every step is idempotent, so this runs on every start of the embedded database
 * and by `npm run seed:demo`. `faces` describes the demo gallery's photos; `recordSources` records
 * the rings' links (the identity-links module's, handed in: db/ does not import modules).
 */
export async function seedDemo(
  database: Database,
  config: Pick<Config, 'demoIncidents'>,
  faces: FaceThread,
  recordSources: RecordSeededSources,
): Promise<DemoSeedResult> {
  const accountsCreated = await seedDemoAccounts(database);
  const incidentsCreated = config.demoIncidents > 0 ? await seedDemoIncidents(database, config.demoIncidents) : 0;
  const registerRows = await seedDemoRegisters(database);
  const tickets = await seedDemoRatingFindings(database);
  await seedDemoFaces(database, faces);
  const subscriptions = await seedDemoPrudence(database);
  await seedDemoRings(database, recordSources);
  if (incidentsCreated + registerRows + tickets + subscriptions > 0) await backfillIdentityLinksAgain(database);
  return { accountsCreated, incidentsCreated };
}

/**
 * The seed writes its incidents, tickets, register rows and subscriptions directly, past the
 * writes that record their identity links (issue 27 §1): every kind of source is marked to be
 * recorded again from its first row, which the app's recording job does once it is ready (on the
 * next start, after `npm run seed:demo`). Recording replaces what a source saw, so nothing doubles.
 */
async function backfillIdentityLinksAgain(database: Database): Promise<void> {
  await database.db
    .insert(identityBackfill)
    .values(identitySourceKinds.map((kind) => ({ kind })))
    .onConflictDoUpdate({
      target: identityBackfill.kind,
      set: {
        afterRef: null,
        doneAt: null,
        generation: sql`${identityBackfill.generation} + 1`,
        updatedAt: sql`now()`,
      },
    });
}
