import type { Catalogue, CatalogueColumn, CatalogueForeignKey, CatalogueIndex, CatalogueTable } from './catalogue';

/**
 * Every difference between the catalogue the migrations left and the one the Drizzle schema
 * declares, one readable line each (`users.email: type — migrations text, Drizzle integer`); none
 * when they agree. Column order and constraint names of primary and foreign keys are not compared:
 * Drizzle names every column it reads or writes, and PostgreSQL's default names are not Drizzle's.
 */
export function compareCatalogues(migrated: Catalogue, declared: Catalogue): string[] {
  const differences: string[] = [];
  for (const table of migrated.tables) {
    const other = declared.tables.find((t) => t.name === table.name);
    if (!other) differences.push(`table ${table.name}: created by the migrations, not declared in the Drizzle schema`);
    else differences.push(...compareTables(table, other));
  }
  for (const table of declared.tables) {
    if (!migrated.tables.some((t) => t.name === table.name))
      differences.push(`table ${table.name}: declared in the Drizzle schema, not created by the migrations`);
  }
  return differences;
}

function compareTables(migrated: CatalogueTable, declared: CatalogueTable): string[] {
  const name = migrated.name;
  return [
    ...compareNamed(migrated.columns, declared.columns, (c) => `${name}.${c}: column`, compareColumns),
    ...compareValue(`${name}: primary key`, list(migrated.primaryKey), list(declared.primaryKey)),
    ...compareNamed(migrated.indexes, declared.indexes, (i) => `${name}: index ${i}`, compareIndexes),
    ...compareNamed(
      migrated.uniques,
      declared.uniques,
      (u) => `${name}: unique constraint ${u}`,
      (a, b, label) => compareValue(`${label} columns`, list(a.columns), list(b.columns)),
    ),
    ...compareForeignKeys(name, migrated.foreignKeys, declared.foreignKeys),
  ];
}

function compareColumns(migrated: CatalogueColumn, declared: CatalogueColumn, label: string): string[] {
  return [
    ...compareValue(`${label} type`, migrated.type, declared.type),
    ...compareValue(`${label} nullability`, nullability(migrated), nullability(declared)),
    ...compareValue(`${label} default`, migrated.default ?? '(none)', declared.default ?? '(none)'),
    ...compareValue(
      `${label} generated as`,
      migrated.generated ?? '(not generated)',
      declared.generated ?? '(not generated)',
    ),
  ];
}

function compareIndexes(migrated: CatalogueIndex, declared: CatalogueIndex, label: string): string[] {
  return [
    ...compareValue(`${label} unique`, String(migrated.unique), String(declared.unique)),
    ...compareValue(`${label} method`, migrated.method, declared.method),
    ...compareValue(`${label} keys`, list(migrated.keys), list(declared.keys)),
    ...compareValue(`${label} where`, migrated.where ?? '(whole table)', declared.where ?? '(whole table)'),
  ];
}

// Matched by what they say, not by name: PostgreSQL's default names (`x_user_id_fkey`) are not Drizzle's.
function compareForeignKeys(table: string, migrated: CatalogueForeignKey[], declared: CatalogueForeignKey[]): string[] {
  const describe = (k: CatalogueForeignKey) =>
    `${list(k.columns)} → ${k.foreignTable} ${list(k.foreignColumns)} on delete ${k.onDelete}`;
  const migratedKeys = migrated.map(describe);
  const declaredKeys = declared.map(describe);
  return [
    ...migratedKeys
      .filter((k) => !declaredKeys.includes(k))
      .map((k) => `${table}: foreign key ${k}: in the migrations, not in the Drizzle schema`),
    ...declaredKeys
      .filter((k) => !migratedKeys.includes(k))
      .map((k) => `${table}: foreign key ${k}: in the Drizzle schema, not in the migrations`),
  ];
}

function compareNamed<T extends { name: string }>(
  migrated: T[],
  declared: T[],
  label: (name: string) => string,
  compare: (a: T, b: T, label: string) => string[],
): string[] {
  const differences: string[] = [];
  for (const item of migrated) {
    const other = declared.find((d) => d.name === item.name);
    if (!other) differences.push(`${label(item.name)}: in the migrations, not in the Drizzle schema`);
    else differences.push(...compare(item, other, label(item.name)));
  }
  for (const item of declared) {
    if (!migrated.some((m) => m.name === item.name))
      differences.push(`${label(item.name)}: in the Drizzle schema, not in the migrations`);
  }
  return differences;
}

function compareValue(label: string, migrated: string, declared: string): string[] {
  return migrated === declared ? [] : [`${label} — migrations: ${migrated}; Drizzle: ${declared}`];
}

function nullability(column: CatalogueColumn): string {
  return column.notNull ? 'NOT NULL' : 'nullable';
}

function list(items: string[]): string {
  return `(${items.join(', ')})`;
}
