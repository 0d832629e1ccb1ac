-- Reference data (bilingual). Ids are stable: districts follow federal_districts.csv order
-- (southern = 3), regions and cities are loaded from the shipped CSVs in a fixed order.
CREATE TABLE countries (id smallint PRIMARY KEY, code text NOT NULL UNIQUE, name_ru text NOT NULL, name_en text NOT NULL);
CREATE TABLE federal_districts (
  id smallint PRIMARY KEY, slug text NOT NULL UNIQUE, name_ru text NOT NULL, name_en text NOT NULL,
  -- short forms ("Южный", "Southern") for the " ФО" label of docs/product.md#reference-codes
  name_ru_short text NOT NULL, name_en_short text NOT NULL,
  abbr_ru text NOT NULL, lat double precision NOT NULL, lon double precision NOT NULL
);
CREATE TABLE regions (
  id smallint PRIMARY KEY, code text NOT NULL UNIQUE, name_ru text NOT NULL, name_en text NOT NULL,
  federal_district_id smallint NOT NULL REFERENCES federal_districts (id),
  label_lat double precision NOT NULL, label_lon double precision NOT NULL, disputed boolean NOT NULL DEFAULT false
);
CREATE TABLE cities (
  id integer PRIMARY KEY, name_ru text NOT NULL, name_en text NOT NULL,
  region_id smallint NOT NULL REFERENCES regions (id), federal_district_id smallint NOT NULL REFERENCES federal_districts (id),
  lat double precision NOT NULL, lon double precision NOT NULL, population integer NOT NULL DEFAULT 0
);
CREATE TABLE cargo_categories (id smallint PRIMARY KEY, name_ru text NOT NULL, name_en text NOT NULL);
-- id 0 is the extra "не установлено" (not established) of docs/product.md#reference-codes
CREATE TABLE incident_categories (id smallint PRIMARY KEY, code text NOT NULL UNIQUE, name_ru text NOT NULL, name_en text NOT NULL);
CREATE TABLE attack_methods (id smallint PRIMARY KEY, name_ru text NOT NULL, name_en text NOT NULL);
CREATE TABLE scene_types (id smallint PRIMARY KEY, name_ru text NOT NULL, name_en text NOT NULL);
CREATE TABLE information_sources (id smallint PRIMARY KEY, name_ru text NOT NULL, name_en text NOT NULL);

CREATE TABLE incidents (
  id bigserial PRIMARY KEY,
  date date NOT NULL,
  time time,
  incident_category_id smallint NOT NULL DEFAULT 0 REFERENCES incident_categories (id),
  cargo_category_id smallint REFERENCES cargo_categories (id),
  attack_method_id smallint REFERENCES attack_methods (id),
  scene_type_id smallint REFERENCES scene_types (id),
  information_source_id smallint REFERENCES information_sources (id),
  country_id smallint NOT NULL REFERENCES countries (id),
  federal_district_id smallint REFERENCES federal_districts (id),
  region_id smallint REFERENCES regions (id),
  city_id integer REFERENCES cities (id),
  street text NOT NULL DEFAULT '',
  road text NOT NULL DEFAULT '',
  lat double precision,
  lon double precision,
  cargo_description text NOT NULL DEFAULT '',
  amount text NOT NULL DEFAULT '',
  -- damage in roubles
  price bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
  -- docs/product.md#price-ranges price range 1–6 (lower bound inclusive), kept in step by the database
  price_range smallint GENERATED ALWAYS AS (
    CASE WHEN price < 100000 THEN 1 WHEN price < 500000 THEN 2 WHEN price < 1000000 THEN 3
         WHEN price < 3000000 THEN 4 WHEN price < 5000000 THEN 5 ELSE 6 END) STORED,
  reference_date date,
  loading_address text NOT NULL DEFAULT '',
  unloading_address text NOT NULL DEFAULT '',
  judicial_decision_number text NOT NULL DEFAULT '',
  media_mention_date date,
  description text NOT NULL DEFAULT '',
  -- identifiers the verification risk check matches against (normalised: upper case, no spaces)
  vehicle_plate text NOT NULL DEFAULT '',
  vehicle_vin text NOT NULL DEFAULT '',
  trailer_plate text NOT NULL DEFAULT '',
  trailer_vin text NOT NULL DEFAULT '',
  counterparty_inn text NOT NULL DEFAULT '',
  counterparty_ogrn text NOT NULL DEFAULT '',
  ati_id text NOT NULL DEFAULT '',
  -- lower-cased free text for search (trigram index in 0011); columns are NOT NULL so || is safe
  search_text text GENERATED ALWAYS AS (lower(
    cargo_description || ' ' || description || ' ' || street || ' ' || road || ' ' || amount || ' ' ||
    loading_address || ' ' || unloading_address || ' ' || judicial_decision_number || ' ' ||
    vehicle_plate || ' ' || vehicle_vin || ' ' || trailer_plate || ' ' || trailer_vin || ' ' ||
    counterparty_inn || ' ' || counterparty_ogrn || ' ' || ati_id)) STORED,
  -- Web Mercator position in [0, 1] (x east, y south) for server-side map clustering
  merc_x double precision GENERATED ALWAYS AS ((lon + 180) / 360) STORED,
  merc_y double precision GENERATED ALWAYS AS (
    (1 - ln(tan(pi() / 4 + radians(greatest(-85.0511, least(85.0511, lat))) / 2)) / pi()) / 2) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incidents_date_idx ON incidents (date DESC, id DESC);
CREATE INDEX incidents_district_date_idx ON incidents (federal_district_id, date DESC, id DESC);
CREATE INDEX incidents_region_date_idx ON incidents (region_id, date DESC, id DESC);
CREATE INDEX incidents_city_date_idx ON incidents (city_id, date DESC, id DESC);
CREATE INDEX incidents_cargo_date_idx ON incidents (cargo_category_id, date DESC, id DESC);
CREATE INDEX incidents_category_date_idx ON incidents (incident_category_id, date DESC, id DESC);
CREATE INDEX incidents_price_range_date_idx ON incidents (price_range, date DESC, id DESC);
CREATE INDEX incidents_country_date_idx ON incidents (country_id, date DESC, id DESC);
CREATE INDEX incidents_vehicle_plate_idx ON incidents (vehicle_plate) WHERE vehicle_plate <> '';
CREATE INDEX incidents_vehicle_vin_idx ON incidents (vehicle_vin) WHERE vehicle_vin <> '';
CREATE INDEX incidents_trailer_plate_idx ON incidents (trailer_plate) WHERE trailer_plate <> '';
CREATE INDEX incidents_trailer_vin_idx ON incidents (trailer_vin) WHERE trailer_vin <> '';
CREATE INDEX incidents_counterparty_inn_idx ON incidents (counterparty_inn) WHERE counterparty_inn <> '';
CREATE INDEX incidents_counterparty_ogrn_idx ON incidents (counterparty_ogrn) WHERE counterparty_ogrn <> '';
CREATE INDEX incidents_ati_id_idx ON incidents (ati_id) WHERE ati_id <> '';
-- map viewport queries: bbox in Mercator units
CREATE INDEX incidents_merc_idx ON incidents USING gist (point(merc_x, merc_y)) WHERE merc_x IS NOT NULL;
