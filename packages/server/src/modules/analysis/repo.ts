import { z } from 'zod';
import { statisticsReferenceSchema, type ReferenceKind } from '@cargo-sentry/contracts/analysis/analysis';
import type { Session } from '../../db/client';
import { int8, sessionRows } from '../../db/rows';

const tables: Record<ReferenceKind, string> = {
  attack_method: 'attack_methods',
  cargo_category: 'cargo_categories',
  region: 'regions',
  city: 'cities',
  federal_district: 'federal_districts',
  incident_category: 'incident_categories',
  type_of_scene: 'scene_types',
};

const nameRowSchema = z.object({
  kind: statisticsReferenceSchema.keyof(),
  id: z.number().int(),
  name_ru: z.string(),
  name_en: z.string(),
});
export type NameRow = z.infer<typeof nameRowSchema>;

/** Every name of the seven references the statistics name (≈ 1 300 small rows), in one round trip. */
export async function selectAllNames(session: Session): Promise<NameRow[]> {
  const kinds = Object.keys(tables) as ReferenceKind[];
  return sessionRows(
    session,
    'reference names',
    nameRowSchema,
    kinds
      .map((kind) => `SELECT '${kind}' AS kind, id::int AS id, name_ru, name_en FROM ${tables[kind]}`)
      .join(' UNION ALL '),
  );
}

/** Incident category ids by code (robbery, fraud, …). */
export async function selectCategoryCodes(session: Session): Promise<Map<string, number>> {
  const rows = await sessionRows(
    session,
    'incident category codes',
    z.object({ id: z.number().int(), code: z.string() }),
    'SELECT id::int AS id, code FROM incident_categories',
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function selectCargoDescriptions(session: Session, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sessionRows(
    session,
    'cargo descriptions',
    z.object({ id: int8, cargo_description: z.string() }),
    'SELECT id::text AS id, cargo_description FROM incidents WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.cargo_description]));
}
