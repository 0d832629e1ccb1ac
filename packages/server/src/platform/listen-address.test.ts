import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DemoOnNetworkRefused, isLoopback, planListen } from './listen-address';

const demo = ['admin', 'user'];
const configOf = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/cargo-sentry-test', ...env });

describe('the listen address (issue 23 §19)', () => {
  it('keeps to this machine by default while demo accounts exist', () => {
    expect(planListen(configOf({}), demo)).toEqual({
      host: '127.0.0.1',
      reach: 'local',
      demoAccounts: demo,
      chosenForDemo: true,
    });
  });

  it('listens on every address by default once no demo account has its published password', () => {
    expect(planListen(configOf({}), [])).toMatchObject({ host: '0.0.0.0', reach: 'network' });
  });

  it('refuses a network HOST while demo accounts exist, naming them and the way out', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'cargo.example.com']) {
      let refused: unknown;
      try {
        planListen(configOf({ HOST: host }), demo);
      } catch (error) {
        refused = error;
      }
      expect(refused, host).toBeInstanceOf(DemoOnNetworkRefused);
      expect((refused as Error).message).toContain(`Refusing to listen on ${host}`);
      expect((refused as Error).message).toContain('admin, user');
      expect((refused as Error).message).toContain('ALLOW_DEMO_ON_NETWORK=true');
    }
  });

  it('serves demo accounts on the network only with ALLOW_DEMO_ON_NETWORK=true', () => {
    expect(planListen(configOf({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'true' }), demo)).toEqual({
      host: '0.0.0.0',
      reach: 'network',
      demoAccounts: demo,
      chosenForDemo: false,
    });
    expect(planListen(configOf({ HOST: '0.0.0.0' }), [])).toMatchObject({ host: '0.0.0.0', reach: 'network' });
  });

  it('takes a loopback HOST as it is, demo accounts or not', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(planListen(configOf({ HOST: host }), demo)).toMatchObject({ host, reach: 'local' });
    }
  });

  it('tells loopback from network addresses', () => {
    expect(['127.0.0.1', '127.9.9.9', '::1', '[::1]', 'LOCALHOST'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', '::ffff:10.0.0.1'].some(isLoopback)).toBe(false);
  });

  it('refuses an ALLOW_DEMO_ON_NETWORK that is not true or false', () => {
    expect(() => configOf({ ALLOW_DEMO_ON_NETWORK: 'yes' })).toThrow(/ALLOW_DEMO_ON_NETWORK/);
  });
});
