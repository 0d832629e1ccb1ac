import { isIP } from 'node:net';
import type { Config } from '../config';

/**
 * Where the server listens (issue 23 §19). A first `npm start` seeds `admin`/`admin-demo` and four
 * more accounts whose passwords are printed in the README: on every address of a laptop in a
 * café or an office network, anyone nearby could sign in as staff. So while such accounts exist
 * the server keeps to this machine unless told otherwise, and says which it chose.
 */
export interface ListenPlan {
  host: string;
  /** `local`: only this machine can connect; `network`: others can. */
  reach: 'local' | 'network';
  /** Demo accounts that still sign in with their published password (empty when none). */
  demoAccounts: string[];
  /** True when HOST was unset and the address was chosen for the demo accounts. */
  chosenForDemo: boolean;
}

/** Thrown when HOST reaches the network while demo accounts exist and ALLOW_DEMO_ON_NETWORK is not set. */
export class DemoOnNetworkRefused extends Error {
  constructor(
    readonly host: string,
    readonly demoAccounts: string[],
  ) {
    super(
      [
        `Refusing to listen on ${host}: the demo accounts ${demoAccounts.join(', ')} still sign in with their`,
        `published passwords (<username>-demo), so anyone on the network could use them. To start:`,
        `  - change their passwords or delete them (README.md, "Serving others"), or`,
        `  - leave HOST unset to serve this machine only (127.0.0.1), or`,
        `  - set ALLOW_DEMO_ON_NETWORK=true to show the demo on a trusted network anyway.`,
      ].join('\n'),
    );
  }
}

/** Loopback names and addresses: 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
}

/**
 * The address to listen on: HOST when set, else 127.0.0.1 while demo accounts exist and 0.0.0.0
 * when none do. A network HOST with demo accounts needs ALLOW_DEMO_ON_NETWORK, else
 * `DemoOnNetworkRefused`.
 */
export function planListen(config: Pick<Config, 'host' | 'allowDemoOnNetwork'>, demoAccounts: string[]): ListenPlan {
  const hasDemo = demoAccounts.length > 0;
  if (config.host === undefined) {
    return hasDemo
      ? { host: '127.0.0.1', reach: 'local', demoAccounts, chosenForDemo: true }
      : { host: '0.0.0.0', reach: 'network', demoAccounts, chosenForDemo: false };
  }
  if (isLoopback(config.host)) return { host: config.host, reach: 'local', demoAccounts, chosenForDemo: false };
  if (hasDemo && !config.allowDemoOnNetwork) throw new DemoOnNetworkRefused(config.host, demoAccounts);
  return { host: config.host, reach: 'network', demoAccounts, chosenForDemo: false };
}
