import type {
  ReferenceItem,
  ReferenceKind,
  StatGroup,
  StatisticsReference,
} from '@cargo-sentry/contracts/analysis/analysis';
import type { Database } from '../../db/client';
import { selectAllNames, selectCategoryCodes, type NameRow } from './repo';

const kinds: ReferenceKind[] = [
  'attack_method',
  'cargo_category',
  'region',
  'city',
  'federal_district',
  'incident_category',
  'type_of_scene',
];

export type IdSets = Record<ReferenceKind, Set<number | null>>;

export function emptyIds(): IdSets {
  return Object.fromEntries(kinds.map((k) => [k, new Set<number | null>()])) as IdSets;
}

/** Reference lists change rarely (staff edits, start-up upserts): re-read at most once a minute. */
const cacheMs = 60_000;

/** The reference names and category codes of one database, each re-read at most once a minute. */
export class ReferenceNames {
  private names: { at: number; names: Promise<Map<string, NameRow>> } | null = null;
  private codes: { at: number; codes: Promise<Map<string, number>> } | null = null;

  constructor(private readonly database: Database) {}

  /** Name rows by `kind:id`. */
  byKey(): Promise<Map<string, NameRow>> {
    const cached = this.names;
    if (cached && Date.now() - cached.at < cacheMs) return cached.names;
    const names = this.database
      .withSession((s) => selectAllNames(s))
      .then((rows) => new Map(rows.map((r) => [`${r.kind}:${r.id}`, r])));
    const entry = { at: Date.now(), names };
    this.names = entry;
    names.catch(() => {
      if (this.names === entry) this.names = null;
    });
    return names;
  }

  /** Incident category ids by code (robbery, fraud…). */
  categoryCodes(): Promise<Map<string, number>> {
    const cached = this.codes;
    if (cached && Date.now() - cached.at < cacheMs) return cached.codes;
    const codes = this.database.withSession((s) => selectCategoryCodes(s));
    const entry = { at: Date.now(), codes };
    this.codes = entry;
    codes.catch(() => {
      if (this.codes === entry) this.codes = null;
    });
    return codes;
  }
}

/**
 * The `reference` block: name_ru/name_en of every id that appears. The "no value" group (id null)
 * and an id missing from its table get null names (docs/product.md#reference-names: the UI shows "undefined").
 */
export async function buildReference(names: ReferenceNames, ids: IdSets): Promise<StatisticsReference> {
  const byKey = await names.byKey();
  const reference = {} as StatisticsReference;
  for (const kind of kinds) {
    reference[kind] = [...ids[kind]]
      .sort((a, b) => (a ?? -1) - (b ?? -1))
      .map((id): ReferenceItem => {
        const row = id === null ? undefined : byKey.get(`${kind}:${id}`);
        return { id, name_ru: row?.name_ru ?? null, name_en: row?.name_en ?? null };
      });
  }
  return reference;
}

/** Groups with their names inlined (cargo_category_details). */
export function namedGroups(groups: StatGroup[], items: ReferenceItem[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  return groups.map((g) => ({
    ...g,
    name_ru: byId.get(g.id)?.name_ru ?? null,
    name_en: byId.get(g.id)?.name_en ?? null,
  }));
}
