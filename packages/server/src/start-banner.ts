import type { DemoAccount } from './db/seed/seed-demo';
import type { ListenPlan } from './platform/listen-address';

export interface BannerFacts {
  publicUrl: string;
  databaseKind: string;
  listen: ListenPlan;
  /** Demo accounts that still have their published password. */
  accounts: DemoAccount[];
  /** How mail leaves: SMTP, the outbox table, or the outbox with its links in the log (DEMO_MAIL_OUTBOX). */
  mail: 'smtp' | 'outbox' | 'demo-outbox';
  /** The `{product}` of API paths, for the outbox's address. */
  product: string;
}

/** Where mail goes, and whether the log holds live links (issue 23 §24). */
function mailLines({ mail, product }: BannerFacts): string[] {
  if (mail === 'smtp') return [`  Mail: sent over SMTP_URL.`];
  const outbox = `GET /api/v1/${product}/mail_outbox`;
  if (mail === 'outbox') {
    return [`  Mail: no SMTP_URL; messages are kept in the outbox (staff: ${outbox}), their links are not logged.`];
  }
  return [
    `  Mail: DEMO MAIL OUTBOX (DEMO_MAIL_OUTBOX=true): password-reset and login links are written to this log;`,
    `  anyone who can read the log can use them. Messages are also kept in the outbox (staff: ${outbox}).`,
  ];
}

/** Who can reach the server, in words: the part of the banner that item 19 of issue 23 asks for. */
function reachLines({ listen }: BannerFacts): string[] {
  if (listen.reach === 'local') {
    const why = listen.chosenForDemo ? ' (demo accounts with published passwords exist)' : '';
    return [
      `  Listening on ${listen.host} only${why}: other machines cannot connect.`,
      `  To serve others, see "Serving others" in README.md.`,
    ];
  }
  if (listen.demoAccounts.length === 0) return [`  Listening on ${listen.host}: reachable from the network.`];
  return [
    `  WARNING: listening on ${listen.host} with demo accounts (ALLOW_DEMO_ON_NETWORK=true): anyone who can`,
    `  reach this machine can sign in with the demo accounts below (${listen.demoAccounts.join(', ')}).`,
  ];
}

/** The start-up banner: where the app is, who can reach it and how to sign in. */
export function formatBanner(facts: BannerFacts): string {
  const lines = [``, `  Cargo Sentry is running at ${facts.publicUrl}  (database: ${facts.databaseKind})`];
  lines.push(...reachLines(facts), ...mailLines(facts));
  const { accounts } = facts;
  if (accounts.length > 0) {
    lines.push(``, `  Demo accounts (password = <username>-demo):`);
    const width = Math.max(...accounts.map((a) => a.username.length));
    for (const a of accounts) lines.push(`    ${a.username.padEnd(width)}  ${a.password.padEnd(width + 5)}  ${a.role}`);
  }
  lines.push(``);
  return lines.join('\n');
}
