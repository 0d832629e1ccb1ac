import { normalizeIdentifier } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinksAnswer, LinksQuery } from '@cargo-sentry/contracts/identity-links/links';
import type { Db } from '../../db/client';
import type { SeededSource } from '../../db/seed/seed-rings';
import type { UserRow } from '../../db/schema/users';
import { DomainError } from '../../platform/errors';
import { companyKeyOf } from './company-key';
import { buildLinks, type LinkReader } from './links-query';
import { identifiersOfSources, newestSourcesOf, type SourceScope } from './links-repo';
import { recordSource } from './repo';
import type { LinksViewer } from './redaction';
import { readLinksSettings } from './settings';

/**
 * The link explorer's face (issue 27 §3–4): what its routes call. The module's `service.ts` is
 * the recording of links at every write path; this file is the reading of them.
 */

/** `GET /{product}/links`: the graph around one identifier, as `user` may see it. */
export async function findLinks(db: Db, user: UserRow, query: LinksQuery): Promise<LinksAnswer> {
  const value = normalizeIdentifier(query.kind, query.value);
  if (value === null) {
    throw new DomainError('identifier_invalid', `The value is not a valid ${query.kind}`, {
      value: ['identifier_invalid'],
    });
  }
  const { sharing_between_companies: isSharing } = await readLinksSettings(db);
  const viewer: LinksViewer = {
    userId: user.id,
    isStaff: user.isStaff,
    companyKey: companyKeyOf(user),
    isSharing,
    lang: query.lang ?? user.notificationLanguage,
  };
  const scope: SourceScope = { viewer: user, companyKey: viewer.companyKey, isSharing, from: query.from, to: query.to };
  const reader: LinkReader = {
    newestSources: (identifiers, limit) => newestSourcesOf(db, identifiers, limit, scope),
    identifiersOf: (sourceIds) => identifiersOfSources(db, sourceIds),
  };
  return buildLinks(reader, viewer, { kind: query.kind, value }, query.depth === '2' ? 2 : 1);
}

/**
 * Records the sources the demo seed planted (its rings, README "Identity links"), each as the
 * write paths record theirs, so the back-fill of existing data finds them under the same kind and
 * id and replaces rather than doubles them. main.ts and the seed CLI hand this to the seed.
 */
export async function recordSeededSources(db: Db, sources: readonly SeededSource[]): Promise<void> {
  for (const { owner, sightings, ...source } of sources) {
    const companyKey = owner ? companyKeyOf(owner) : null;
    await recordSource(db, { ...source, companyKey, userId: owner?.id ?? null }, sightings);
  }
}
