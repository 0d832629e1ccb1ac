import type { ReferenceKind } from '@cargo-sentry/contracts/analysis';
import type { Session } from '../../db/client';

const tables: Record<ReferenceKind, string> = {
  attack_method: 'attack_methods',
  cargo_category: 'cargo_categories',
  region: 'regions',
  city: 'cities',
  federal_district: 'federal_districts',
  incident_category: 'incident_categories',
  type_of_scene: 'scene_types',
};

export interface NameRow {
  kind: ReferenceKind;
  id: number;
  name_ru: string;
  name_en: string;
}

/** Every name of the seven references the statistics name (≈ 1 300 small rows), in one round trip. */
export async function selectAllNames(session: Session): Promise<NameRow[]> {
  const kinds = Object.keys(tables) as ReferenceKind[];
  return session.query<NameRow>(
    kinds
      .map((kind) => `SELECT '${kind}' AS kind, id::int AS id, name_ru, name_en FROM ${tables[kind]}`)
      .join(' UNION ALL '),
  );
}

/** Incident category ids by code (robbery, fraud, …). */
export async function selectCategoryCodes(session: Session): Promise<Map<string, number>> {
  const rows = await session.query<{ id: number; code: string }>('SELECT id::int AS id, code FROM incident_categories');
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function selectCargoDescriptions(session: Session, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await session.query<{ id: string; cargo_description: string }>(
    'SELECT id::text AS id, cargo_description FROM incidents WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.cargo_description]));
}
