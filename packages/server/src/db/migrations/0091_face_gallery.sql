-- Face gallery of the face check (issue 13 §1, docs/decisions/0028-face-check.md): faces of persons
-- linked to incidents and of wanted persons, uploaded by staff with the person's record. The
-- descriptor is computed once at upload and stored here (1024 float32 numbers, little-endian, unit
-- length, as bytea: 4 KiB a face), so a check compares against stored descriptors and never
-- recomputes the gallery. The photo itself stays in stored_files for staff to see.
CREATE TABLE face_gallery (
  id bigserial PRIMARY KEY,
  person_name text NOT NULL CHECK (length(person_name) BETWEEN 1 AND 200),
  birth_date date,
  source_kind text NOT NULL CHECK (source_kind IN ('incident', 'wanted')),
  -- the incident the person is linked to; deleting the incident removes its faces
  incident_id bigint REFERENCES incidents (id) ON DELETE CASCADE,
  -- the wanted-persons register row (registry_wanted_persons.id); no foreign key, since a register
  -- import replaces that table's rows and the face stays listed under the name given here
  wanted_person_id integer,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  photo_file_id uuid REFERENCES stored_files (id) ON DELETE SET NULL,
  model text NOT NULL,
  embedding bytea NOT NULL,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source_kind = 'incident') = (incident_id IS NOT NULL)),
  CHECK ((source_kind = 'wanted') = (wanted_person_id IS NOT NULL))
);
CREATE INDEX face_gallery_created_idx ON face_gallery (created_at DESC, id DESC);
