-- Refresh tokens: only the SHA-256 of the opaque token is kept. Each login starts a family;
-- rotation marks the old token used and adds a new one to the same family. Presenting a used,
-- revoked or expired token revokes the whole family (a stolen token has been replayed).
CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Password reset keys, hashed like refresh tokens; single use and expiring.
CREATE TABLE password_reset_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_keys_user_idx ON password_reset_keys (user_id);

-- Option lists of the registration form (docs/product.md#registration-form), bilingual.
CREATE TABLE office_functions (
  id integer PRIMARY KEY,
  name_ru text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE fields_of_activity (
  id integer PRIMARY KEY,
  name_ru text NOT NULL,
  name_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

INSERT INTO office_functions (id, name_ru, name_en, sort_order) VALUES
  (1, 'Руководитель компании', 'Company executive', 1),
  (2, 'Служба безопасности', 'Security department', 2),
  (3, 'Логистика', 'Logistics', 3),
  (4, 'Отдел продаж', 'Sales', 4),
  (5, 'Юридический отдел', 'Legal department', 5),
  (6, 'Страхование', 'Insurance', 6),
  (7, 'Другое', 'Other', 7);

INSERT INTO fields_of_activity (id, name_ru, name_en, sort_order) VALUES
  (1, 'Грузоперевозчик', 'Freight carrier', 1),
  (2, 'Экспедитор', 'Freight forwarder', 2),
  (3, 'Грузовладелец', 'Cargo owner', 3),
  (4, 'Страховая компания', 'Insurance company', 4),
  (5, 'Охранное предприятие', 'Security company', 5),
  (6, 'Складская логистика', 'Warehouse logistics', 6),
  (7, 'Другое', 'Other', 7);

-- Self-registered accounts land here: is_active stays true, awaiting_verification blocks login.
CREATE INDEX users_awaiting_idx ON users (registration_date) WHERE awaiting_verification;
