import { createHash } from 'node:crypto';
import {
  consentDocumentText,
  type ConsentTexts,
  type ConsentVersion,
  type ConsentVersionList,
} from '@cargo-sentry/contracts/consent/consent';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { Database, DbOrTx } from '../../db/client';
import type { ConsentVersionRow } from '../../db/schema/consent';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { recordAudit } from '../audit/service';
import * as repo from './repo';

/** The hex SHA-256 a version is known by (contracts' `consentDocumentText`; migration 0137 seeds version 1 alike). */
export const consentHash = (texts: ConsentTexts): string =>
  createHash('sha256').update(consentDocumentText(texts), 'utf8').digest('hex');

function presentVersion(row: ConsentVersionRow, publishedBy: string | null): ConsentVersion {
  return {
    version: row.version,
    text_ru: row.textRu,
    text_en: row.textEn,
    biometric_ru: row.biometricRu,
    biometric_en: row.biometricEn,
    sha256: row.sha256,
    published_at: row.publishedAt.toISOString(),
    published_by: publishedBy,
  };
}

async function currentRow(db: DbOrTx): Promise<ConsentVersionRow> {
  const row = await repo.selectCurrentVersion(db);
  // Migration 0137 seeds version 1 and nothing deletes versions.
  if (!row) throw new Error('no consent version: migration 0137 seeds one');
  return row;
}

/** The consent a form shows now (docs/product.md#consent). */
export async function currentConsent(db: DbOrTx): Promise<ConsentVersion> {
  return presentVersion(await currentRow(db), null);
}

/** The texts of version `version` in `lang`, as a report quotes them; undefined for an unknown version. */
export async function consentVersionTexts(
  db: DbOrTx,
  version: number,
  lang: Locale,
): Promise<{ text: string; biometric: string } | undefined> {
  const row = await repo.selectVersion(db, version);
  if (!row) return undefined;
  return lang === 'ru'
    ? { text: row.textRu, biometric: row.biometricRu }
    : { text: row.textEn, biometric: row.biometricEn };
}

/** Every version, newest (current) first, with who published it. */
export async function listConsentVersions(db: DbOrTx): Promise<ConsentVersionList> {
  const rows = await repo.selectVersions(db);
  return { results: rows.map((row) => presentVersion(row.version, row.username)) };
}

/**
 * The version a ticket is opened under, read in the ticket's transaction. `shown`: the version the
 * user's form showed; when it is no longer current, 409 `consent_outdated` (they confirmed other words).
 */
export async function consentForTicket(tx: DbOrTx, shown?: number): Promise<{ version: number; sha256: string }> {
  const row = await currentRow(tx);
  if (shown !== undefined && shown !== row.version) {
    throw new DomainError('consent_outdated', `Consent version ${shown} is not the current one (${row.version})`);
  }
  return { version: row.version, sha256: row.sha256 };
}

/** Staff publish a new version: it becomes current, the older ones stay readable; audited in the same transaction. */
export function publishConsent(database: Database, actor: UserRow, texts: ConsentTexts): Promise<ConsentVersion> {
  return database.db.transaction(async (tx) => {
    const row = await repo.insertNextVersion(tx, {
      textRu: texts.text_ru,
      textEn: texts.text_en,
      biometricRu: texts.biometric_ru,
      biometricEn: texts.biometric_en,
      sha256: consentHash(texts),
      publishedBy: actor.id,
    });
    await recordAudit(
      tx,
      actor,
      'consent.publish',
      { type: 'consent', id: row.version },
      { after: { version: row.version, sha256: row.sha256 } },
    );
    return presentVersion(row, actor.username);
  });
}
