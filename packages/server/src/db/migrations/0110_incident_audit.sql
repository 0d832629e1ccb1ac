-- Every change of an incident is audited by the database, in the transaction of the change (issue 23
-- item 1, docs/decisions/0039-incident-audit.md). A writer declares who it is for its transaction,
--   SELECT set_config('cargo_sentry.incident_writer', '<writer>', true)
-- where <writer> is
--   {"id": 5, "username": "admin"}                   a person: one entry per incident created, edited
--                                                    (the fields changed, old and new) or deleted
--   {"id": 5, "username": "admin", "import_id": "12"} a spreadsheet import: one entry for the whole
--                                                    import, counting the rows it inserted and updated
--   system                                           the demo seed, tests and maintenance: no entry
-- and a write without a writer is refused. So no code path, today's or a later one, can change
-- incidents without the audit: it fails instead of skipping it.

-- An incident as the audit trail shows it: the API's field names, references with both names (the
-- trail stays readable if a reference is renamed later), times as HH:MM.
CREATE FUNCTION incident_audit_fields(r jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'date', r->'date',
    'time', to_jsonb(left(r->>'time', 5)),
    'incident_category', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                            FROM incident_categories x WHERE x.id = (r->>'incident_category_id')::smallint),
    'cargo_category', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                         FROM cargo_categories x WHERE x.id = (r->>'cargo_category_id')::smallint),
    'attack_method', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                        FROM attack_methods x WHERE x.id = (r->>'attack_method_id')::smallint),
    'type_of_scene', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                        FROM scene_types x WHERE x.id = (r->>'scene_type_id')::smallint),
    'information_source', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                             FROM information_sources x WHERE x.id = (r->>'information_source_id')::smallint),
    'country', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                  FROM countries x WHERE x.id = (r->>'country_id')::smallint),
    'federal_district', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                           FROM federal_districts x WHERE x.id = (r->>'federal_district_id')::smallint),
    'region', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
                 FROM regions x WHERE x.id = (r->>'region_id')::smallint),
    'city', (SELECT jsonb_build_object('id', x.id, 'name_ru', x.name_ru, 'name_en', x.name_en)
               FROM cities x WHERE x.id = (r->>'city_id')::integer),
    'street', r->'street',
    'road', r->'road',
    'lat', r->'lat',
    'lon', r->'lon',
    'cargo_description', r->'cargo_description',
    'amount', r->'amount',
    'price', r->'price',
    'reference_date', r->'reference_date',
    'loading_address', r->'loading_address',
    'unloading_address', r->'unloading_address',
    'judicial_decision_number', r->'judicial_decision_number',
    'media_mention_date', r->'media_mention_date',
    'description', r->'description',
    'vehicle_plate', r->'vehicle_plate',
    'vehicle_vin', r->'vehicle_vin',
    'trailer_plate', r->'trailer_plate',
    'trailer_vin', r->'trailer_vin',
    'counterparty_inn', r->'counterparty_inn',
    'counterparty_ogrn', r->'counterparty_ogrn',
    'ati_id', r->'ati_id'
  );
$$;

-- The filled fields only: a created or deleted incident's entry lists what it held.
CREATE FUNCTION incident_audit_filled(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    FROM jsonb_each(r) WHERE value <> 'null'::jsonb AND value <> '""'::jsonb;
$$;

-- The fields of `a` whose value differs in `b`.
CREATE FUNCTION incident_audit_differing(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    FROM jsonb_each(a) WHERE value IS DISTINCT FROM b->key;
$$;

-- Adds to an import's one entry: `p_counts` are added to the numbers already there, `p_details` are set.
-- Called by the trigger for each statement of the import and once by the import itself at its end.
CREATE FUNCTION incident_import_audit_add(
  p_actor_id integer, p_actor_username text, p_import_id text, p_counts jsonb, p_details jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  entry_id bigint;
  current_after jsonb;
  added jsonb;
BEGIN
  SELECT a.id, coalesce(a.after, '{}'::jsonb) INTO entry_id, current_after
    FROM audit_log a
   WHERE a.action = 'incident.import' AND a.target_type = 'import' AND a.target_id = p_import_id
   ORDER BY a.id LIMIT 1 FOR UPDATE;
  SELECT coalesce(jsonb_object_agg(c.key, to_jsonb(coalesce((current_after->>c.key)::bigint, 0) + c.value::text::bigint)),
                  '{}'::jsonb)
    INTO added FROM jsonb_each(p_counts) AS c;
  IF entry_id IS NULL THEN
    INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, after)
      VALUES (p_actor_id, p_actor_username, 'incident.import', 'import', p_import_id,
              '{"rows_inserted": 0, "rows_updated": 0}'::jsonb || p_details || added);
  ELSE
    UPDATE audit_log SET after = current_after || p_details || added WHERE id = entry_id;
  END IF;
END;
$$;

CREATE FUNCTION incident_audit_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer_text text := current_setting('cargo_sentry.incident_writer', true);
  writer jsonb;
  writer_id integer;
  writer_username text;
  n bigint;
BEGIN
  IF writer_text IS NULL OR writer_text = '' THEN
    RAISE EXCEPTION 'incidents % without a declared writer: every incident change is audited (docs/decisions/0039-incident-audit.md)', lower(TG_OP)
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF writer_text = 'system' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'incidents are truncated only by the system writer' USING ERRCODE = 'insufficient_privilege';
  END IF;
  writer := writer_text::jsonb;
  writer_id := (writer->>'id')::integer;
  writer_username := writer->>'username';

  IF writer ? 'import_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT count(*) INTO n FROM new_rows;
      PERFORM incident_import_audit_add(writer_id, writer_username, writer->>'import_id',
                                        jsonb_build_object('rows_inserted', n), '{}'::jsonb);
    ELSIF TG_OP = 'UPDATE' THEN
      -- rows rewritten with what they already held are not changes
      SELECT count(*) INTO n FROM new_rows nw JOIN old_rows o ON o.id = nw.id
       WHERE to_jsonb(nw) - 'updated_at' IS DISTINCT FROM to_jsonb(o) - 'updated_at';
      PERFORM incident_import_audit_add(writer_id, writer_username, writer->>'import_id',
                                        jsonb_build_object('rows_updated', n), '{}'::jsonb);
    ELSE
      SELECT count(*) INTO n FROM old_rows;
      PERFORM incident_import_audit_add(writer_id, writer_username, writer->>'import_id',
                                        jsonb_build_object('rows_deleted', n), '{}'::jsonb);
    END IF;
    RETURN NULL;
  END IF;

  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, after)
      SELECT writer_id, writer_username, 'incident.create', 'incident', nw.id::text,
             incident_audit_filled(incident_audit_fields(to_jsonb(nw)))
        FROM new_rows nw ORDER BY nw.id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, before, after)
      SELECT writer_id, writer_username, 'incident.update', 'incident', d.id::text,
             incident_audit_differing(d.old_fields, d.new_fields), incident_audit_differing(d.new_fields, d.old_fields)
        FROM (SELECT nw.id, incident_audit_fields(to_jsonb(o)) AS old_fields,
                     incident_audit_fields(to_jsonb(nw)) AS new_fields
                FROM new_rows nw JOIN old_rows o ON o.id = nw.id) AS d
       WHERE d.old_fields IS DISTINCT FROM d.new_fields
       ORDER BY d.id;
  ELSE
    INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, before)
      SELECT writer_id, writer_username, 'incident.delete', 'incident', o.id::text,
             incident_audit_filled(incident_audit_fields(to_jsonb(o)))
        FROM old_rows o ORDER BY o.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER incidents_audit_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_audit_record();
CREATE TRIGGER incidents_audit_update AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_audit_record();
CREATE TRIGGER incidents_audit_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_audit_record();
CREATE TRIGGER incidents_audit_truncate BEFORE TRUNCATE ON incidents
  FOR EACH STATEMENT EXECUTE FUNCTION incident_audit_record();
