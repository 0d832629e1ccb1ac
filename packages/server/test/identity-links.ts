import {
  sightingOf,
  type IdentifierKind,
  type IdentityPart,
  type IdentitySourceKind,
} from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../src/db/client';
import type { UserRow } from '../src/db/schema/users';
import { authHeader } from './factories';
import { companyKeyOf } from '../src/modules/identity-links/company-key';
import { recordSource } from '../src/modules/identity-links/repo';

/** What main.ts hands the demo seed to record its rings' links (tests of other modules and db/ reach it here). */
export { recordSeededSources } from '../src/modules/identity-links/links-service';

/** One identifier of a planted source: whose it is there, its kind, and as typed. */
export type Seen = [part: IdentityPart, kind: IdentifierKind, raw: string];

/**
 * Plants a source as the recording at the write paths would (`recordSource`), owned by `owner`'s
 * company for a ticket or subscription. A value that does not normalise fails the test here,
 * rather than silently linking nothing.
 */
export async function plantSource(
  db: DbOrTx,
  kind: IdentitySourceKind,
  ref: string,
  seenOn: string,
  owner: Pick<UserRow, 'id' | 'inn'> | null,
  seen: Seen[],
): Promise<void> {
  const sightings = seen.flatMap(([part, identifierKind, raw]) => {
    const found = sightingOf(part, identifierKind, raw);
    if (found.length === 0) throw new Error(`${raw} is not a valid ${identifierKind}`);
    return found;
  });
  await recordSource(
    db,
    { kind, ref, seenOn, companyKey: owner ? companyKeyOf(owner) : null, userId: owner?.id ?? null },
    sightings,
  );
}

/** `GET /cargo/links` as `user`; the query as the web sends it. */
export async function askLinks(app: FastifyInstance, user: Pick<UserRow, 'id'>, query: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/cargo/links?${new URLSearchParams(query).toString()}`,
    headers: await authHeader(app, user),
  });
}

/** The answer's nodes by id, and its edges by `from|to` in either order. */
export function graphOf(answer: LinksAnswer) {
  const nodes = new Map(answer.nodes.map((node) => [node.id, node]));
  const edge = (a: string, b: string) =>
    answer.edges.find((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));
  return { nodes, edge };
}
