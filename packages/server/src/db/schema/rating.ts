import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The company rating's totals, kept in step with every write by triggers (migrations 0090 and
// 0120, docs/decisions/0027-company-rating.md and 0042-rating-weights.md).

/** One incident and the company (INN) it names, with what it added to that company's sums. */
export const companyRatingLinks = pgTable(
  'company_rating_links',
  {
    incidentId: bigint('incident_id', { mode: 'number' }).primaryKey(),
    inn: text('inn').notNull(),
    matchedBy: text('matched_by').$type<'counterparty_inn' | 'counterparty_ogrn' | 'ati_id'>().notNull(),
    southern: boolean('southern').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    weight: doublePrecision('weight').notNull(),
  },
  (table) => [index('company_rating_links_inn_idx').on(table.inn, table.date.desc(), table.incidentId.desc())],
);

/** One finding of the checks run with an INN on a ticket, each once, dated by the checks that found it. */
export const companyRatingFindings = pgTable(
  'company_rating_findings',
  {
    inn: text('inn').notNull(),
    kind: text('kind').$type<'bailiff_debt' | 'court_case' | 'wanted_person' | 'failed_check'>().notNull(),
    reference: text('reference').notNull(),
    firstSeen: date('first_seen', { mode: 'string' }).notNull(),
    lastSeen: date('last_seen', { mode: 'string' }).notNull(),
    /** The person (or vehicle) a wanted person or failed check is about, as an md5. */
    subject: text('subject').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.inn, table.kind, table.reference, table.subject] })],
);

/** One company we know something about, with the totals its score is computed from. */
export const companyRatings = pgTable(
  'company_ratings',
  {
    inn: text('inn').primaryKey(),
    incidents: integer('incidents').notNull().default(0),
    damage: bigint('damage', { mode: 'number' }).notNull().default(0),
    weight: doublePrecision('weight').notNull().default(0),
    southIncidents: integer('south_incidents').notNull().default(0),
    southDamage: bigint('south_damage', { mode: 'number' }).notNull().default(0),
    southWeight: doublePrecision('south_weight').notNull().default(0),
    findingCount: integer('finding_count').notNull().default(0),
    /** The company register's first record of the INN; `regStatus` null: the register does not know it. */
    regName: text('reg_name'),
    regStatus: text('reg_status'),
    regFlags: integer('reg_flags').notNull().default(0),
    bailiffDebts: integer('bailiff_debts').notNull().default(0),
    bailiffWeight: doublePrecision('bailiff_weight').notNull().default(0),
    courtCases: integer('court_cases').notNull().default(0),
    courtWeight: doublePrecision('court_weight').notNull().default(0),
    wantedPersons: integer('wanted_persons').notNull().default(0),
    wantedWeight: doublePrecision('wanted_weight').notNull().default(0),
    failedChecks: integer('failed_checks').notNull().default(0),
    failedWeight: doublePrecision('failed_weight').notNull().default(0),
  },
  // INN search by its beginning.
  (table) => [index('company_ratings_inn_prefix_idx').on(table.inn.op('text_pattern_ops'))],
);

/** Migration 0146: INNs whose findings a deferring statement (the destruction job) left to refresh. */
export const companyRatingStale = pgTable('company_rating_stale', {
  inn: text('inn').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
