-- The first register of the `registry` verification provider (docs/architecture.md#verification-providers): OSAGO policies by VIN
-- and registration plate. Staff fill registers by import (the administration issue); the demo
-- seed adds a few records so the check has a "found" and a "clean" case.
CREATE TABLE registry_osago_policies (
  id serial PRIMARY KEY,
  vin text NOT NULL DEFAULT '',
  reg_number text NOT NULL DEFAULT '',
  status text NOT NULL,
  insurer text NOT NULL,
  serial text NOT NULL,
  number text NOT NULL,
  restriction boolean NOT NULL DEFAULT false,
  unique_number text,
  body_number text,
  make text,
  model text,
  start_date date,
  end_date date
);

CREATE INDEX registry_osago_policies_vin_idx ON registry_osago_policies (vin) WHERE vin <> '';
CREATE INDEX registry_osago_policies_reg_number_idx ON registry_osago_policies (reg_number) WHERE reg_number <> '';
