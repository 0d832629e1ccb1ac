-- The usage log of API keys (issue 11 §2): one row per call made with a key, written in batches
-- after the responses. It holds the route pattern, never the URL, query or body, so no personal
-- data reaches it. `api_user_id` is copied from the key so the staff list's "calls this month"
-- and the monthly statistics read one index range per API user.
CREATE TABLE api_key_calls (
  id bigserial PRIMARY KEY,
  key_id integer NOT NULL REFERENCES api_keys (id),
  api_user_id integer NOT NULL,
  at timestamptz NOT NULL,
  -- method and route pattern without the /api/v1/{product} prefix, e.g. 'POST /verification/risk'
  endpoint text NOT NULL,
  check_name text,
  status smallint NOT NULL,
  duration_ms integer NOT NULL
);

CREATE INDEX api_key_calls_user_at ON api_key_calls (api_user_id, at);
