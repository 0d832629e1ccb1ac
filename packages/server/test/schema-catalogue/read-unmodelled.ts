import type { Session } from '../../src/db/client';

// Each query names one kind of object the catalogue comparison does not cover, as `kind name`.
// Objects an extension brings (pg_trgm's functions and types) belong to the extension, listed once.
const notFromExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '${catalog}'::regclass AND e.objid = ${oid} AND e.deptype = 'e')`;

const queries = [
  `SELECT 'extension ' || extname AS name FROM pg_extension`,
  `SELECT 'schema ' || nspname AS name FROM pg_namespace
    WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
  `SELECT 'function ' || p.proname AS name FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace AND ${notFromExtension('pg_proc', 'p.oid')}`,
  `SELECT 'trigger ' || c.relname || '.' || t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
  `SELECT 'rule ' || c.relname || '.' || r.rulename AS name FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
    WHERE r.rulename <> '_RETURN' AND c.relnamespace = 'public'::regnamespace`,
  `SELECT 'check ' || c.relname || '.' || k.conname AS name FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
    WHERE k.contype IN ('c', 'x', 't') AND c.relnamespace = 'public'::regnamespace`,
  // Views, materialized views, foreign tables, and sequences that no serial column owns.
  `SELECT CASE c.relkind WHEN 'v' THEN 'view ' WHEN 'm' THEN 'materialized view ' WHEN 'f' THEN 'foreign table '
                         ELSE 'sequence ' END || c.relname AS name
     FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm', 'f', 'S')
      AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                                             AND d.objid = c.oid AND d.deptype IN ('a', 'i')))`,
  `SELECT 'type ' || t.typname AS name FROM pg_type t
    WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'm')
      AND ${notFromExtension('pg_type', 't.oid')}`,
  `SELECT 'type ' || t.typname AS name FROM pg_type t JOIN pg_class c ON c.oid = t.typrelid
    WHERE t.typnamespace = 'public'::regnamespace AND c.relkind = 'c'`,
  // Table settings Drizzle has no word for: unlogged, row security, storage parameters.
  `SELECT 'table setting ' || c.relname || concat_ws(' ', '', CASE WHEN c.relpersistence = 'u' THEN 'unlogged' END,
                                                    CASE WHEN c.relrowsecurity THEN 'row security' END,
                                                    array_to_string(c.reloptions, ' ')) AS name
     FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'i')
      AND (c.relpersistence = 'u' OR c.relrowsecurity OR c.reloptions IS NOT NULL)`,
  // Column settings: a storage or collation other than the type's own.
  `SELECT 'column setting ' || c.relname || '.' || a.attname
          || CASE WHEN a.attstorage <> t.typstorage
                  THEN ' storage ' || CASE a.attstorage WHEN 'p' THEN 'plain' WHEN 'e' THEN 'external'
                                                      WHEN 'm' THEN 'main' ELSE 'extended' END ELSE '' END
          || CASE WHEN a.attcollation <> t.typcollation THEN ' collate ' || a.attcollation::regcollation::text ELSE '' END AS name
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_type t ON t.oid = a.atttypid
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      AND (a.attstorage <> t.typstorage OR a.attcollation <> t.typcollation)`,
];

/**
 * What the migrations made that the catalogue comparison does not cover and so must be listed in
 * not-modelled.ts: functions, triggers, rules, check constraints, extensions, views, free
 * sequences, types of their own, and table and column settings, each as `kind name`.
 */
export async function readUnmodelledObjects(session: Session): Promise<string[]> {
  const names: string[] = [];
  for (const query of queries) {
    const rows = await session.query<{ name: string }>(query);
    names.push(...rows.map((row) => row.name));
  }
  return names.sort();
}
