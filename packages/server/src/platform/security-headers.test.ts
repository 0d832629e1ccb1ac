import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('HTTPS-only security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const health = (headers: Record<string, string> = {}) => t!.app.inject({ url: '/api/v1/health', headers });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP', async () => {
    t = await createTestApp();
    const res = await health({ host: '192.168.1.20:8080' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('ignores X-Forwarded-Proto from a proxy that is not trusted', async () => {
    t = await createTestApp();
    const res = await health({ 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when a trusted proxy says the request came over HTTPS', async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    const res = await health({ 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/;upgrade-insecure-requests$/);
  });

  it("sends helmet's headers on rejected requests and unknown routes too", async () => {
    t = await createTestApp();
    for (const res of [
      await t.app.inject({ url: '/api/v1/cargo/incident/1e1' }),
      await t.app.inject({ url: '/api/v1/no-such-route' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });

  it("allows the built SPA's inline script by its hash, and no other inline script", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'spa-csp-'));
    const code = "\n      document.documentElement.lang = 'en';\n    ";
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${code}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`,
    );
    try {
      t = await createTestApp({ WEB_DIST: dist });
      const policy = String((await health()).headers['content-security-policy']);
      const hash = createHash('sha256').update(code).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).toContain("script-src-attr 'none'");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
