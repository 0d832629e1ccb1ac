-- The feedback form (docs/product.md#feedback: message text only); support is also mailed.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
