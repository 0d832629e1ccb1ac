-- Each import of a verification register by staff (issue 10 §5; docs/decisions/0016): who, when,
-- which register, append or replace, how many rows and from which file. Only imports that wrote
-- rows are recorded; the register page shows the latest per register.
CREATE TABLE register_imports (
  id serial PRIMARY KEY,
  register text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('append', 'replace')),
  rows integer NOT NULL CHECK (rows >= 0),
  file_name text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX register_imports_register_idx ON register_imports (register, created_at DESC, id DESC);
