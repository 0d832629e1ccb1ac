-- Saved incident filters and their alerts (issue 12 §3; docs/decisions/0026). `query` is the
-- filter as the query string of /incidents. New matching incidents wait in saved_filter_matches
-- until the filter's digest goes out: at most one alert per filter per hour.
CREATE TABLE saved_filters (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  query text NOT NULL,
  subscribed boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_alert_at timestamptz
);
CREATE UNIQUE INDEX saved_filters_user_name ON saved_filters (user_id, lower(name));
CREATE INDEX saved_filters_subscribed ON saved_filters (id) WHERE subscribed;

CREATE TABLE saved_filter_matches (
  saved_filter_id integer NOT NULL REFERENCES saved_filters (id) ON DELETE CASCADE,
  incident_id bigint NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  matched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_filter_id, incident_id)
);
