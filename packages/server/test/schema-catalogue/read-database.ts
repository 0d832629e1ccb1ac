import type { Session } from '../../src/db/client';
import type { Catalogue, CatalogueColumn, CatalogueForeignKey, CatalogueIndex, CatalogueUnique } from './catalogue';
import { normaliseSql } from './normalise-sql';

interface ColumnRow {
  table_name: string;
  name: string;
  type: string;
  not_null: boolean;
  default_sql: string | null;
  generated: string;
}

interface IndexRow {
  table_name: string;
  name: string;
  unique: boolean;
  method: string;
  keys: string[];
  where_sql: string | null;
}

interface ConstraintRow {
  table_name: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
  on_delete: string;
}

const onDeleteActions: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

// Ordinary tables of the public schema; pg-boss keeps its own schema and is no part of the migrations.
const tablesOfPublic = `c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace`;

const columnsSql = `
SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
       a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid, true) AS default_sql, a.attgenerated AS generated
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE ${tablesOfPublic} AND a.attnum > 0 AND NOT a.attisdropped
 ORDER BY c.relname, a.attnum`;

// Keys one by one: the expression or column, its order when not the default (ASC NULLS LAST, DESC NULLS
// FIRST), and the operator class when it is not the type's default.
const indexesSql = `
SELECT c.relname AS table_name, i.relname AS name, x.indisunique AS unique, am.amname AS method,
       array(SELECT pg_get_indexdef(x.indexrelid, k + 1, true)
                    || CASE WHEN x.indoption[k] & 1 = 1
                            THEN ' DESC' || CASE WHEN x.indoption[k] & 2 = 0 THEN ' NULLS LAST' ELSE '' END
                            ELSE CASE WHEN x.indoption[k] & 2 = 2 THEN ' NULLS FIRST' ELSE '' END END
                    || coalesce((SELECT ' ' || o.opcname FROM pg_opclass o
                                  WHERE o.oid = x.indclass[k] AND NOT o.opcdefault), '')
               FROM generate_series(0, x.indnkeyatts - 1) AS k ORDER BY k) AS keys,
       pg_get_expr(x.indpred, x.indrelid, true) AS where_sql
  FROM pg_index x
  JOIN pg_class c ON c.oid = x.indrelid
  JOIN pg_class i ON i.oid = x.indexrelid
  JOIN pg_am am ON am.oid = i.relam
 WHERE ${tablesOfPublic}
   AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u', 'x'))
 ORDER BY c.relname, i.relname`;

// Names as text: node-postgres parses text[] but hands a name[] back as its literal `{a,b}`.
const constraintsSql = `
SELECT c.relname AS table_name, k.conname AS name, k.contype AS kind,
       array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, n)
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.n) AS columns,
       f.relname AS foreign_table,
       array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY AS u(attnum, n)
               JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.attnum ORDER BY u.n) AS foreign_columns,
       k.confdeltype AS on_delete
  FROM pg_constraint k
  JOIN pg_class c ON c.oid = k.conrelid
  LEFT JOIN pg_class f ON f.oid = k.confrelid
 WHERE ${tablesOfPublic} AND k.contype IN ('p', 'u', 'f')
 ORDER BY c.relname, k.conname`;

/** The tables of the public schema as the migrations left them, read from PostgreSQL's catalogue. */
export async function readDatabaseCatalogue(session: Session): Promise<Catalogue> {
  const columns = await session.query<ColumnRow>(columnsSql);
  const indexes = await session.query<IndexRow>(indexesSql);
  const constraints = await session.query<ConstraintRow>(constraintsSql);
  const names = [...new Set(columns.map((c) => c.table_name))];
  return {
    tables: names.map((name) => {
      const own = constraints.filter((k) => k.table_name === name);
      return {
        name,
        columns: columns.filter((c) => c.table_name === name).map(toColumn),
        primaryKey: own.find((k) => k.kind === 'p')?.columns ?? [],
        indexes: indexes.filter((i) => i.table_name === name).map(toIndex),
        uniques: own.filter((k) => k.kind === 'u').map(toUnique),
        foreignKeys: own.filter((k) => k.kind === 'f').map(toForeignKey),
      };
    }),
  };
}

function toColumn(row: ColumnRow): CatalogueColumn {
  const isGenerated = row.generated === 's';
  return {
    name: row.name,
    type: row.type,
    notNull: row.not_null,
    default: isGenerated || row.default_sql === null ? null : normaliseSql(row.default_sql),
    generated: isGenerated && row.default_sql !== null ? normaliseSql(row.default_sql) : null,
  };
}

function toIndex(row: IndexRow): CatalogueIndex {
  return {
    name: row.name,
    unique: row.unique,
    method: row.method,
    keys: row.keys.map(normaliseSql),
    where: row.where_sql === null ? null : normaliseSql(row.where_sql),
  };
}

function toUnique(row: ConstraintRow): CatalogueUnique {
  return { name: row.name, columns: row.columns };
}

function toForeignKey(row: ConstraintRow): CatalogueForeignKey {
  return {
    name: row.name,
    columns: row.columns,
    foreignTable: row.foreign_table ?? '',
    foreignColumns: row.foreign_columns ?? [],
    onDelete: onDeleteActions[row.kind === 'f' ? row.on_delete : 'a'] ?? row.on_delete,
  };
}
