-- Changing one's e-mail answered "e-mail taken", telling anyone signed in which addresses have
-- accounts (issue 23 §25). A change is now confirmed from the new address: the request answers the
-- same whether the address is free or taken, and the mail to it either carries this key or
-- explains that the address already has an account. Single use, expiring, stored hashed.
CREATE TABLE email_change_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_change_keys_user_id ON email_change_keys (user_id);
