-- Files users send (docs/architecture.md#files-and-uploads: a storage interface whose default keeps the bytes in
-- PostgreSQL, with size and type limits checked before anything is stored): verification photos
-- first, notification attachments and uploaded spreadsheets later. The SHA-256 lets a reader
-- check what it got; the owner is who uploaded it.
CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id integer NOT NULL REFERENCES users (id),
  name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX stored_files_owner ON stored_files (owner_id, created_at DESC);

-- The face photo a ticket was opened with (docs/product.md#verification-calls get_ticket: "photo sent as file and name").
ALTER TABLE verification_tickets ADD COLUMN photo_file_id uuid REFERENCES stored_files (id);
