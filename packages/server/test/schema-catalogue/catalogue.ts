/**
 * One shape for the schema as the migrations leave it in the database and as the Drizzle schema
 * declares it (docs/decisions/0047-schema-checked-against-migrations.md), so the two can be
 * compared field by field. Every text is already normalised (normalise-sql.ts): what differs is
 * a difference of meaning, not of spelling.
 */
export interface CatalogueColumn {
  name: string;
  /** As PostgreSQL's format_type spells it: `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  notNull: boolean;
  /** The default expression; `null` when there is none. A serial's sequence reads `nextval(…)`. */
  default: string | null;
  /** The expression of a `GENERATED ALWAYS AS (…) STORED` column; `null` for a plain column. */
  generated: string | null;
}

export interface CatalogueIndex {
  name: string;
  unique: boolean;
  /** `btree`, `gin`, `gist`… */
  method: string;
  /** Each key: a column name or an expression, with ` DESC` and a non-default operator class. */
  keys: string[];
  /** The partial index's predicate; `null` for a whole-table index. */
  where: string | null;
}

export interface CatalogueUnique {
  name: string;
  columns: string[];
}

export interface CatalogueForeignKey {
  name: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  onDelete: string;
}

export interface CatalogueTable {
  name: string;
  columns: CatalogueColumn[];
  /** The primary key's columns in key order; empty when the table has none. */
  primaryKey: string[];
  /** Indexes of their own, not those behind a primary key or unique constraint. */
  indexes: CatalogueIndex[];
  uniques: CatalogueUnique[];
  foreignKeys: CatalogueForeignKey[];
}

export interface Catalogue {
  tables: CatalogueTable[];
}
