-- Consent as a versioned document (issue 28 §3, docs/decisions/0060-consent-versions-and-subject-requests.md):
-- the text a user confirms before a check (ru and en) and the separate written consent to process a
-- face photo (biometric personal data, 152-FZ art. 11), published by staff. The newest version is
-- the current one; older ones stay readable, because tickets name the version they were opened
-- under. `sha256` is the hex SHA-256 of the four texts joined by two line feeds (contracts'
-- `consentDocumentText`), so a ticket proves which words were shown even if a row were edited.
CREATE TABLE consent_versions (
  version integer PRIMARY KEY,
  text_ru text NOT NULL,
  text_en text NOT NULL,
  biometric_ru text NOT NULL,
  biometric_en text NOT NULL,
  sha256 text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by integer REFERENCES users (id) ON DELETE SET NULL
);

-- Version 1: the checkbox of /verification as it read when versions began.
INSERT INTO consent_versions (version, text_ru, text_en, biometric_ru, biometric_en, sha256)
SELECT 1, t.ru, t.en, t.bio_ru, t.bio_en,
       encode(sha256(convert_to(t.ru || E'\n\n' || t.en || E'\n\n' || t.bio_ru || E'\n\n' || t.bio_en, 'UTF8')), 'hex')
FROM (VALUES (
  'Подтверждаю, что персональные данные получены законно, с согласия их владельца (152-ФЗ)',
  'I confirm that the personal data was obtained lawfully, with its owner''s consent (152-FZ)',
  'Подтверждаю, что владелец фотографии дал письменное согласие на обработку его биометрических персональных данных (изображения лица) для сравнения с галереей лиц (ст. 11 152-ФЗ)',
  'I confirm that the person in the photo gave written consent to the processing of their biometric personal data (the image of their face) for comparison with the face gallery (152-FZ art. 11)'
)) AS t (ru, en, bio_ru, bio_en);

-- The version a ticket was opened under and its hash; null on tickets opened before versions.
-- `biometric_consent_at`: when the written consent to the face check was confirmed for this ticket.
ALTER TABLE verification_tickets
  ADD COLUMN consent_version integer REFERENCES consent_versions (version),
  ADD COLUMN consent_sha256 text,
  ADD COLUMN biometric_consent_at timestamptz;
