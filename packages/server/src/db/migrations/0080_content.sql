-- Content staff edit in the app (issue 12 §1, docs/decisions/0024-content.md). Bodies are
-- Markdown in both languages; the web renders them without raw HTML.

-- The named pages of GET /{product}/info_page/{name}: faq, policy, about, contacts, services.
CREATE TABLE info_pages (
  name text PRIMARY KEY,
  title_ru text NOT NULL,
  title_en text NOT NULL,
  body_ru text NOT NULL,
  body_en text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

-- News: a draft (published = false) is seen by staff only; published_at is set on the first
-- publication and kept, so unpublishing and publishing again does not move old news to the top.
CREATE TABLE news (
  id serial PRIMARY KEY,
  title_ru text NOT NULL,
  title_en text NOT NULL,
  body_ru text NOT NULL,
  body_en text NOT NULL,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC) WHERE published;

-- Images staff uploaded for content. Only files listed here are served without a token (an <img>
-- sends none); every other stored file (photos, attachments) stays behind its own permission.
CREATE TABLE content_images (
  file_id uuid PRIMARY KEY REFERENCES stored_files (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
