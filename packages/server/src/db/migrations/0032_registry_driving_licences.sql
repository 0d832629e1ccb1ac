-- Driving licences and the decisions against their holders, for the driver check of the
-- registry verification provider (docs/architecture.md#verification-providers). Filled by import; the demo seed adds a valid
-- licence and one whose holder was deprived of the right to drive.
CREATE TABLE registry_driving_licences (
  id serial PRIMARY KEY,
  number text NOT NULL,
  issue_date date NOT NULL,
  expiry_date date,
  status text NOT NULL,
  categories text NOT NULL DEFAULT '',
  wanted boolean NOT NULL DEFAULT false,
  -- [{ date, state, stateName, term, region }] as contracts' driverDecisionSchema
  decisions jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE UNIQUE INDEX registry_driving_licences_number_issue_idx ON registry_driving_licences (number, issue_date);
