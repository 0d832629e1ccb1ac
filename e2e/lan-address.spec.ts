import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';

/** The machine's first non-internal IPv4 address, as the start banner prints it to users. */
function lanAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return undefined;
}

test.describe('opened over plain HTTP by a LAN address', () => {
  test('renders the login page (no HTTPS upgrade of its assets)', async ({ page, baseURL }) => {
    const address = lanAddress();
    test.skip(!address, 'this machine has no non-internal IPv4 address');
    const base = new URL(baseURL ?? 'http://127.0.0.1:8090');
    test.skip(
      !['127.0.0.1', 'localhost'].includes(base.hostname),
      'E2E_BASE_URL points at another machine: its LAN address is unknown here',
    );
    const upgraded: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://')) upgraded.push(request.url());
    });

    const response = await page.goto(`http://${address}:${base.port}/login`);
    expect(response?.status()).toBe(200);
    // What the user sees first: the page must not stay blank.
    await expect(page.getByLabel('Логин или e-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(upgraded).toEqual([]);
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
