import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    phone: text('phone').notNull().default(''),
    inn: text('inn').notNull().default(''),
    fieldOfActivityId: integer('field_of_activity_id'),
    officeFunctionId: integer('office_function_id'),
    notificationLanguage: text('notification_language').$type<'ru' | 'en'>().notNull().default('ru'),
    subscribed: boolean('subscribed').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    awaitingVerification: boolean('awaiting_verification').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isApiUser: boolean('is_api_user').notNull().default(false),
    canDoReports: boolean('can_do_reports').notNull().default(false),
    accessLevel: text('access_level').$type<'full' | 'limited'>().notNull().default('full'),
    demo: boolean('demo').notNull().default(false),
    verificationCount: integer('verification_count').notNull().default(0),
    verificationTotal: integer('verification_total').notNull().default(0),
    disabledChecks: text('disabled_checks').array().notNull().default([]),
    enableCommercialPrudence: boolean('enable_commercial_prudence').notNull().default(false),
    commercialPrudenceLimitEnabled: boolean('commercial_prudence_limit_enabled').notNull().default(false),
    commercialPrudenceLimit: integer('commercial_prudence_limit').notNull().default(0),
    requiredVettingFields: text('required_vetting_fields').array().notNull().default([]),
    foreignDocuments: boolean('foreign_documents').notNull().default(false),
    /** Addresses and CIDR networks the account may be used from; empty: anywhere. */
    allowedIps: text('allowed_ips').array().notNull().default([]),
    /** Set when staff deleted the account; the row stays, anonymised (decision 0017). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Access tokens carry it; bumping it makes every access token issued before invalid. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Bound into the user's known-device cookies; replaced to revoke them all (decision 0036). */
    deviceSalt: text('device_salt')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** Moved by a trigger on every UPDATE of the row (migration 0129): a copy with the same revision is current. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    // Sign-in and registration compare names and addresses in any case.
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_awaiting_idx')
      .on(table.registrationDate)
      .where(sql`${table.awaitingVerification}`),
    index('users_last_login').on(table.lastLogin),
    index('users_registration_date').on(table.registrationDate),
  ],
);

export type UserRow = typeof users.$inferSelect;
