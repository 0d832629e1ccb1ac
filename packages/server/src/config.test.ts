import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://mail',
        REDIS_URL: 'localhost:6379',
        DEMO_SEED: 'sometimes',
        RATE_LIMIT_IP: '0',
        TRUST_PROXY: 'maybe',
        DATA_DIR: dir,
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const named = problems.map((p) => p.split(':')[0]).sort();
    expect(named).toEqual([
      'DATABASE_URL',
      'DEMO_SEED',
      'JWT_SECRET',
      'PORT',
      'RATE_LIMIT_IP',
      'REDIS_URL',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
    expect((error as Error).message).toContain('JWT_SECRET: at least 32 characters');
  });

  it('uses the registry provider by default and the http gateway only with its URL', () => {
    expect(loadConfig({ DATA_DIR: dir }).verification).toEqual({ provider: 'registry' });
    expect(
      loadConfig({
        DATA_DIR: dir,
        VERIFICATION_PROVIDER: 'http',
        VERIFICATION_GATEWAY_URL: 'https://service.api-assist.com',
        VERIFICATION_GATEWAY_TOKEN: 'secret-key',
      }).verification,
    ).toEqual({
      provider: 'http',
      gateway: { url: 'https://service.api-assist.com', token: 'secret-key', timeoutMs: 10_000, retries: 2 },
    });
    expect(() => loadConfig({ DATA_DIR: dir, VERIFICATION_PROVIDER: 'http' })).toThrow(
      'VERIFICATION_GATEWAY_URL: required when VERIFICATION_PROVIDER is http',
    );
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dir,
        VERIFICATION_PROVIDER: 'soap',
        VERIFICATION_GATEWAY_URL: 'ftp://gateway',
        VERIFICATION_GATEWAY_TIMEOUT_MS: '0',
        VERIFICATION_GATEWAY_RETRIES: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'VERIFICATION_GATEWAY_RETRIES',
      'VERIFICATION_GATEWAY_TIMEOUT_MS',
      'VERIFICATION_GATEWAY_URL',
      'VERIFICATION_PROVIDER',
    ]);
  });

  it('has working defaults and keeps a generated JWT secret under DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 8080,
      product: 'cargo',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      accessTokenTtl: 300,
      refreshTokenTtl: 14 * 24 * 3600,
      demoSeed: 'auto',
      rateLimit: { windowSeconds: 60, perIp: 300, perAccount: 10, callsPerApiKey: 600 },
      timeouts: { request: 60, headers: 15, keepAlive: 72, idle: 120 },
    });
    expect(() => loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT: '10', HEADERS_TIMEOUT: '20' })).toThrow(
      'HEADERS_TIMEOUT: at most REQUEST_TIMEOUT (10)',
    );
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(first.trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'bad' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://cs.example.com/', PORT: '9000' }).publicUrl).toBe(
      'https://cs.example.com',
    );
  });
});

describe('empty variables', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-config-empty-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Issue 9 defect 12: `DATABASE_URL=` in a .env file means "not set", not "a bad URL".
  it('treats an empty or blank variable as unset', () => {
    const names = [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'SUPPORT_EMAIL',
      'REDIS_URL',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'DEMO_SEED',
      'INDEX_WORKERS',
      'RATE_LIMIT_IP',
    ];
    const config = loadConfig({ DATA_DIR: dir, ...Object.fromEntries(names.map((n, i) => [n, i % 2 ? '' : '  '])) });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.rateLimit.perIp).toBe(300);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});
