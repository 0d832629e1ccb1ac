import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { testLintProbes } from './lint-probes';

/**
 * The layer rules of eslint.config.js (CONTRIBUTING.md#layers-and-lint-rules), proved on probe
 * files: each probe breaks (or keeps) one rule from where a real file would sit, and `npm run
 * lint`'s own configuration lints it. Without this a mistyped pattern would silently let every
 * import through.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const layerRule = 'boundaries/dependencies';
const repoReexportRule = 'local/no-repo-reexport';

interface Probe {
  /** Where the probe is written: a folder under packages/server/src, or one starting `packages/`. */
  folder: string;
  /** The end of the probe's file name before `.ts`: `-routes` makes it a route file. */
  suffix?: string;
  source: string;
  /** Whether the rule must report the probe. */
  reported: boolean;
  /** The rule, when not the layer rule. */
  rule?: string;
}

const feedback = 'modules/feedback';
const contracts = 'packages/contracts/src/shared';

const probes: Record<string, Probe> = {
  'db/ imports a module': {
    folder: 'db',
    source: "import * as probe from '../modules/auth/service';\nexport { probe };\n",
    reported: true,
  },
  'a db/ subfolder imports a module': {
    folder: 'db/seed',
    source: "import * as probe from '../../modules/incidents/service';\nexport { probe };\n",
    reported: true,
  },
  'platform/ imports a module': {
    folder: 'platform',
    source: "import * as probe from '../modules/auth/service';\nexport { probe };\n",
    reported: true,
  },
  "a module imports another module's repo": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/repo';\nexport { probe };\n",
    reported: true,
  },
  "a module imports another module's routes": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/routes';\nexport { probe };\n",
    reported: true,
  },
  "a module re-exports another module's internals": {
    folder: 'modules/feedback',
    source: "export * from '../incident-index/columns';\n",
    reported: true,
  },
  "a module loads another module's internals with import()": {
    folder: 'modules/feedback',
    source: "export const probe = () => import('../incident-index/worker-pool');\n",
    reported: true,
  },
  "a module imports the incident index's tasks (its internals, one folder down)": {
    folder: 'modules/analysis',
    source: "import * as probe from '../incident-index/tasks/statistics-pass';\nexport { probe };\n",
    reported: true,
  },
  "a module imports another module's service": {
    folder: 'modules/feedback',
    source: "import * as probe from '../auth/service';\nexport { probe };\n",
    reported: false,
  },
  'a module imports its own repo': {
    folder: 'modules/feedback',
    source: "import * as probe from './repo';\nexport { probe };\n",
    reported: false,
  },
  'db/ imports platform/': {
    folder: 'db',
    source: "import * as probe from '../platform/passwords';\nexport { probe };\n",
    reported: false,
  },

  // ---- a module's files never hand on a repo's names (docs/architecture.md#how-modules-talk) ----
  "a service re-exports its repo's functions": {
    folder: feedback,
    source: "export { insertFeedback } from './repo';\n",
    reported: true,
    rule: repoReexportRule,
  },
  'a service re-exports its whole repo': {
    folder: feedback,
    source: "export * from './repo';\n",
    reported: true,
    rule: repoReexportRule,
  },
  "a service re-exports a repo's type": {
    folder: 'modules/incidents',
    source: "export type { IncidentIdentifiers } from './repo';\n",
    reported: true,
    rule: repoReexportRule,
  },
  'a service re-exports another repo file of its module': {
    folder: 'modules/api-users',
    source: "export { selectUsageGroups } from './usage-repo';\n",
    reported: true,
    rule: repoReexportRule,
  },
  'a service exports a name it imported from its repo': {
    folder: feedback,
    source: "import { insertFeedback } from './repo';\nexport { insertFeedback };\n",
    reported: true,
    rule: repoReexportRule,
  },
  "a service exports its repo's function under a new name": {
    folder: feedback,
    source: "import * as repo from './repo';\nexport const storeFeedback = repo.insertFeedback;\n",
    reported: true,
    rule: repoReexportRule,
  },
  'a service wraps its repo in a function of its own': {
    folder: feedback,
    source:
      "import type { DbOrTx } from '../../db/client';\nimport * as repo from './repo';\n" +
      'export function keepFeedback(db: DbOrTx, userId: number, text: string): Promise<number> {\n' +
      '  return repo.insertFeedback(db, { userId, text });\n}\n',
    reported: false,
    rule: repoReexportRule,
  },
  'a service re-exports a function of another of its files': {
    folder: 'modules/notifications',
    source: "export { queueNotificationMail } from './mail-fanout';\n",
    reported: false,
    rule: repoReexportRule,
  },

  // ---- routes call services: no db/schema in a route file ----
  'a route file imports db/schema': {
    folder: feedback,
    suffix: '-routes',
    source: "import { users } from '../../db/schema/users';\nexport { users };\n",
    reported: true,
  },
  "a route file imports a db/schema row's type": {
    folder: 'modules/notifications',
    suffix: '-admin-routes',
    source: "import type { UserRow } from '../../db/schema/users';\nexport type Probe = UserRow;\n",
    reported: true,
  },
  'a route file imports its service': {
    folder: feedback,
    suffix: '-routes',
    source: "import { sendFeedback } from './service';\nexport { sendFeedback };\n",
    reported: false,
  },
  'a service imports db/schema': {
    folder: feedback,
    source: "import { users } from '../../db/schema/users';\nexport { users };\n",
    reported: false,
  },
  "a route's test imports db/schema": {
    folder: feedback,
    suffix: '-routes.test',
    source: "import { users } from '../../db/schema/users';\nexport { users };\n",
    reported: false,
  },

  // ---- contracts import their own files, zod and @zxcvbn-ts only ----
  'contracts import server code': {
    folder: contracts,
    source: "import { loadConfig } from '../../../server/src/config';\nexport { loadConfig };\n",
    reported: true,
  },
  'contracts import web code': {
    folder: contracts,
    source: "import * as probe from '../../../web/src/shared/format/money';\nexport { probe };\n",
    reported: true,
  },
  'contracts import the server package by its name': {
    folder: contracts,
    source: "import * as probe from '@cargo-sentry/server/src/config';\nexport { probe };\n",
    reported: true,
  },
  'contracts import a Node module': {
    folder: contracts,
    source: "import { createHash } from 'node:crypto';\nexport { createHash };\n",
    reported: true,
  },
  'contracts import another package': {
    folder: contracts,
    source: "import { sql } from 'drizzle-orm';\nexport { sql };\n",
    reported: true,
  },
  'contracts import zod and their own files': {
    folder: contracts,
    source:
      "import { z } from 'zod';\nimport { todayIso } from './dates';\n" +
      'export const probe = z.object({ day: z.string().default(todayIso(new Date())) });\n',
    reported: false,
  },
  'a contracts test imports the test tools': {
    folder: contracts,
    suffix: '.test',
    source:
      "import { expect, it } from 'vitest';\nimport { todayIso } from './dates';\nit('probe', () => expect(todayIso(new Date())).toBeTruthy());\n",
    reported: false,
  },
};

describe('layer rules in npm run lint', () => {
  testLintProbes(repoRoot, layerRule, probes, (probe, i) => {
    const folder = probe.folder.startsWith('packages/') ? probe.folder : `packages/server/src/${probe.folder}`;
    return path.join(repoRoot, folder, `layer-probe-${process.pid}-${i}${probe.suffix ?? ''}.ts`);
  });
});
