import { is, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  IndexedColumn,
  PgColumn,
  PgDialect,
  PgTable,
  type Index,
  type ForeignKey,
} from 'drizzle-orm/pg-core';
import type { Catalogue, CatalogueColumn, CatalogueForeignKey, CatalogueIndex, CatalogueTable } from './catalogue';
import { normaliseSql } from './normalise-sql';

const dialect = new PgDialect();

// A serial is an integer type whose default takes the next value of the sequence it owns.
const serialTypes: Record<string, string> = {
  PgSmallSerial: 'smallint',
  PgSerial: 'integer',
  PgBigSerial53: 'bigint',
  PgBigSerial64: 'bigint',
};

/** Every Drizzle table among the exports of the given schema modules. */
export function tablesOf(modules: Record<string, unknown>[]): PgTable[] {
  return modules.flatMap((module) => Object.values(module).filter((value): value is PgTable => is(value, PgTable)));
}

/** The tables as the Drizzle schema declares them, in the catalogue's spelling. */
export function readDrizzleCatalogue(tables: PgTable[]): Catalogue {
  return {
    tables: tables.map(toTable).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function toTable(table: PgTable): CatalogueTable {
  const config = getTableConfig(table);
  const columnPrimaryKey = config.columns.filter((c) => c.primary).map((c) => c.name);
  const compositePrimaryKey = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  return {
    name: config.name,
    columns: config.columns.map((column) => toColumn(config.name, column)),
    primaryKey: [...columnPrimaryKey, ...compositePrimaryKey],
    indexes: config.indexes.map(toIndex),
    uniques: [
      ...config.columns
        .filter((c) => c.isUnique)
        .map((c) => ({ name: c.uniqueName ?? `${config.name}_${c.name}_unique`, columns: [c.name] })),
      ...config.uniqueConstraints.map((u) => ({
        name: u.getName() ?? '(unnamed)',
        columns: u.columns.map((c) => c.name),
      })),
    ],
    foreignKeys: config.foreignKeys.map(toForeignKey),
  };
}

function toColumn(tableName: string, column: PgColumn): CatalogueColumn {
  const serialType = serialTypes[column.columnType];
  // `generatedAlwaysAs` takes the expression or a function that builds it.
  const as = column.generated?.as;
  const generated = typeof as === 'function' ? (as as () => unknown)() : as;
  return {
    name: column.name,
    type: serialType ?? postgresType(column.getSQLType()),
    notNull: column.notNull,
    default: serialType ? `nextval('${tableName}_${column.name}_seq')` : defaultOf(column),
    generated:
      generated === undefined ? null : normaliseSql(is(generated, SQL) ? render(generated) : literal(generated)),
  };
}

/** Drizzle's spelling of a type (`char(1)`, `numeric(14, 2)`, `time`) as PostgreSQL's format_type prints it. */
function postgresType(sqlType: string): string {
  const array = /(\[\d*\])+$/.exec(sqlType)?.[0] ?? '';
  const base = sqlType.slice(0, sqlType.length - array.length).trim();
  return `${postgresBaseType(base)}${array.replace(/\d+/g, '')}`;
}

function postgresBaseType(base: string): string {
  const time = /^(time|timestamp) ?(\(\d+\))?( with time zone)?$/.exec(base);
  if (time) return `${time[1]}${time[2] ?? ''}${time[3] ?? ' without time zone'}`;
  return base
    .replace(/^char$/, 'character(1)')
    .replace(/^char\(/, 'character(')
    .replace(/^varchar/, 'character varying')
    .replace(/, /g, ',');
}

function defaultOf(column: PgColumn): string | null {
  if (!column.hasDefault || column.default === undefined) return null;
  if (is(column.default, SQL)) return normaliseSql(render(column.default));
  // A JSON column's default is JSON text, whatever JavaScript value spells it (`[]` is `'[]'`, not `'{}'`).
  const isJson = ['json', 'jsonb'].includes(column.getSQLType());
  return normaliseSql(isJson ? `'${JSON.stringify(column.default)}'` : literal(column.default));
}

/** A JavaScript default as the SQL literal PostgreSQL stores: `''`, `0`, `true`, `'{}'`. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `'{${value.map((item) => String(item)).join(',')}}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${JSON.stringify(value)}'`;
}

/** An SQL fragment of the schema as text, its parameters written in as literals. */
function render(fragment: SQL): string {
  const query = dialect.sqlToQuery(fragment, 'indexes');
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
}

function toIndex(index: Index): CatalogueIndex {
  const { config } = index;
  return {
    name: config.name ?? '(unnamed)',
    unique: config.unique,
    method: config.method ?? 'btree',
    keys: config.columns.map((key) => normaliseSql(keyOf(key))),
    where: config.where ? normaliseSql(render(config.where)) : null,
  };
}

// Drizzle cannot tell an explicit NULLS LAST from its default, so a DESC key is read with
// PostgreSQL's default (NULLS FIRST); an ascending one says NULLS FIRST when asked for.
function keyOf(key: Partial<IndexedColumn | SQL>): string {
  if (is(key, SQL)) return render(key);
  if (!is(key, IndexedColumn)) return String(key);
  const { order, nulls, opClass } = key.indexConfig ?? {};
  const isDescending = order === 'desc';
  return [
    key.name,
    isDescending ? ' DESC' : '',
    !isDescending && nulls === 'first' ? ' NULLS FIRST' : '',
    opClass ? ` ${opClass}` : '',
  ].join('');
}

function toForeignKey(foreignKey: ForeignKey): CatalogueForeignKey {
  const reference = foreignKey.reference();
  return {
    name: foreignKey.getName(),
    columns: reference.columns.map((c) => c.name),
    foreignTable: getTableConfig(reference.foreignTable).name,
    foreignColumns: reference.foreignColumns.map((c) => c.name),
    onDelete: foreignKey.onDelete ?? 'no action',
  };
}
