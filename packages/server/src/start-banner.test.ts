import { describe, expect, it } from 'vitest';
import { demoAccounts } from './db/seed/seed-demo';
import { formatBanner } from './start-banner';

const facts = {
  publicUrl: 'http://localhost:8080',
  databaseKind: 'pglite',
  accounts: demoAccounts,
  mail: 'outbox' as const,
  product: 'cargo',
};
const local = {
  host: '127.0.0.1',
  reach: 'local' as const,
  demoAccounts: demoAccounts.map((a) => a.username),
  chosenForDemo: true,
};
const names = demoAccounts.map((a) => a.username);

describe('the start-up banner', () => {
  it('prints the URL and the accounts with their passwords', () => {
    const banner = formatBanner({
      ...facts,
      listen: { host: '127.0.0.1', reach: 'local', demoAccounts: names, chosenForDemo: true },
    });
    expect(banner).toContain('http://localhost:8080');
    for (const a of demoAccounts) expect(banner).toMatch(new RegExp(`${a.username}\\s+${a.password}`));
  });

  it('says the server keeps to this machine because of the demo accounts, and where to read how to serve others', () => {
    const banner = formatBanner({
      ...facts,
      listen: { host: '127.0.0.1', reach: 'local', demoAccounts: names, chosenForDemo: true },
    });
    expect(banner).toContain('Listening on 127.0.0.1 only (demo accounts with published passwords exist)');
    expect(banner).toContain('other machines cannot connect');
    expect(banner).toContain('"Serving others" in README.md');
  });

  it('warns when demo accounts are served on the network by the explicit setting', () => {
    const banner = formatBanner({
      ...facts,
      listen: { host: '0.0.0.0', reach: 'network', demoAccounts: names, chosenForDemo: false },
    });
    expect(banner).toContain('WARNING: listening on 0.0.0.0 with demo accounts (ALLOW_DEMO_ON_NETWORK=true)');
    expect(banner).toContain('can sign in with the demo accounts below (admin, analyst, user, limited, demo)');
  });

  it('says plainly that a server without demo accounts is reachable from the network', () => {
    const banner = formatBanner({
      ...facts,
      accounts: [],
      listen: { host: '0.0.0.0', reach: 'network', demoAccounts: [], chosenForDemo: false },
    });
    expect(banner).toContain('Listening on 0.0.0.0: reachable from the network.');
    expect(banner).not.toContain('Demo accounts');
  });

  it('says where mail goes, and warns when the demo mail outbox writes live links to the log', () => {
    expect(formatBanner({ ...facts, listen: local })).toContain(
      'Mail: no SMTP_URL; messages are kept in the outbox (staff: GET /api/v1/cargo/mail_outbox), their links are not logged.',
    );
    const demo = formatBanner({ ...facts, listen: local, mail: 'demo-outbox' });
    expect(demo).toContain(
      'DEMO MAIL OUTBOX (DEMO_MAIL_OUTBOX=true): password-reset and login links are written to this log',
    );
    expect(demo).toContain('anyone who can read the log can use them');
    expect(formatBanner({ ...facts, listen: local, mail: 'smtp' })).toContain('Mail: sent over SMTP_URL.');
  });
});
