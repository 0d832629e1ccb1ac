-- A history people can use (issue 23 §6, docs/decisions/0041-verification-history-search.md): a
-- ticket is found by any identifier the checks used (name, passport, licence, plate, VIN, INN,
-- OGRN, phone, ATI id…) and filtered by its verdict and date, on the server and through indexes.

-- One identifier as the search compares it: any case, ё read as е, the Cyrillic letters a plate
-- shares with Latin (А В Е К М Н О Р С Т У Х) read as Latin, so "A777AA77" typed on an English
-- keyboard finds А777АА77, and spaces, dashes, brackets, dots and plus signs dropped, so
-- "+7 (916) 123-45-67" finds +79161234567. Cyrillic is lowered by translate(), not lower(), which
-- leaves it as is under the C locale (PGlite's).
CREATE FUNCTION verification_search_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(
      lower(translate(value, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе')),
      'авекмнорстух',
      'abekmhopctyx'
    ),
    '[[:space:]().,+/\\"''«»–—-]',
    '',
    'g'
  );
$$;

-- A Russian mobile number without its country code (the last ten digits), so that 8 916…,
-- +7 916… and 916… find one another; NULL for anything that is not such a number.
CREATE FUNCTION verification_phone_tail(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d ~ '^([78])?[0-9]{10}$' THEN right(d, 10) END
  FROM (SELECT regexp_replace(value, '[^0-9]', '', 'g') AS d) digits;
$$;

-- Every key a ticket's inputs give: each identifier whole, each word of a name (and the name
-- whole, so "Салтыков-Щедрин" is found both ways), the phone's tail and each ATI id.
CREATE FUNCTION verification_search_keys(inputs jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k) FILTER (WHERE k IS NOT NULL AND k <> ''), '{}')
  FROM (
    SELECT verification_search_key(f.value) AS k
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(inputs) = 'object' THEN inputs ELSE '{}'::jsonb END) AS f
    WHERE f.key IN ('autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'drivingLicenseNumber', 'passportNumber',
                    'phone', 'inn', 'ogrn', 'snils', 'email', 'lastName', 'firstName', 'midName')
    UNION ALL
    SELECT verification_search_key(w)
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(inputs) = 'object' THEN inputs ELSE '{}'::jsonb END) AS f
    CROSS JOIN LATERAL regexp_split_to_table(f.value, '[[:space:]-]+') AS w
    WHERE f.key IN ('lastName', 'firstName', 'midName')
    UNION ALL
    SELECT verification_phone_tail(inputs ->> 'phone')
    UNION ALL
    SELECT verification_search_key(id)
    FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(inputs -> 'externalId') = 'array' THEN inputs -> 'externalId' ELSE '[]'::jsonb END
    ) AS id
  ) AS keys;
$$;

-- The words of a search, each as a key: a ticket matches when it has all of them ("Должников Пётр").
-- NULL when nothing is left, so that an empty search matches nothing rather than everything.
CREATE FUNCTION verification_search_words(query text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(coalesce(array_agg(k) FILTER (WHERE k <> ''), '{}'), '{}')
  FROM (SELECT verification_search_key(w) AS k FROM regexp_split_to_table(query, '[[:space:]]+') AS w) AS words;
$$;

ALTER TABLE verification_tickets
  ADD COLUMN search_keys text[] GENERATED ALWAYS AS (verification_search_keys(inputs)) STORED;
CREATE INDEX verification_tickets_search_keys_idx ON verification_tickets USING gin (search_keys);

-- The ticket's verdict: the worst of its checks' (contracts' summaryOrder: alert, warning, success,
-- not carried out), 'not_checked' while none has answered. The checks' verdicts are TypeScript
-- (checkVerdictOf, stored in check_verdicts by migration 0120), so the checks write this column
-- with their answer (tickets-repo's storeCheckResult) instead of a generated column repeating them.
CREATE FUNCTION verification_ticket_verdict(verdicts jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT o.standing
     FROM unnest(ARRAY['alert', 'warning', 'success', 'not_carried_out']) WITH ORDINALITY AS o(standing, rank)
     WHERE EXISTS (
       SELECT 1
       FROM jsonb_each(CASE WHEN jsonb_typeof(verdicts) = 'object' THEN verdicts ELSE '{}'::jsonb END) AS v
       WHERE v.value ->> 'standing' = o.standing
     )
     ORDER BY o.rank
     LIMIT 1),
    'not_checked'
  );
$$;

ALTER TABLE verification_tickets ADD COLUMN verdict text NOT NULL DEFAULT 'not_checked'
  CHECK (verdict IN ('alert', 'warning', 'success', 'not_carried_out', 'not_checked'));

-- Migration 0120 (applied before this one on a database that has it) adds check_verdicts; on a
-- new database this runs first, on an empty table, and there is nothing to fill.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM information_schema.columns
    WHERE table_name = 'verification_tickets' AND column_name = 'check_verdicts'
  ) THEN
    EXECUTE 'UPDATE verification_tickets SET verdict = verification_ticket_verdict(check_verdicts)
             WHERE check_verdicts IS NOT NULL';
  END IF;
END $$;

CREATE INDEX verification_tickets_verdict_created ON verification_tickets (verdict, created_at DESC, id);
CREATE INDEX verification_tickets_user_verdict_created ON verification_tickets (user_id, verdict, created_at DESC, id);
