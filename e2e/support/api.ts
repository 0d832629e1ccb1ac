import type { APIRequestContext, Page } from '@playwright/test';

export const demoAccounts = ['admin', 'analyst', 'user', 'limited', 'demo'] as const;
export type DemoAccount = (typeof demoAccounts)[number];
export const demoPassword = (username: string) => `${username}-demo`;

const tokenKeys = { access: 'cargo_sentry.access', refresh: 'cargo_sentry.refresh' };

export interface TokenPair {
  access: string;
  refresh: string;
}

export async function fetchTokens(
  request: APIRequestContext,
  username: string,
  password = demoPassword(username),
): Promise<TokenPair> {
  const response = await request.post('/api/v1/auth/token/', { data: { username, password } });
  if (!response.ok()) throw new Error(`sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as TokenPair;
}

/** Signs in through the API (CONTRIBUTING.md#writing-tests): the journey under test starts already signed in. */
export async function signInViaApi(page: Page, username: DemoAccount): Promise<void> {
  const tokens = await fetchTokens(page.request, username);
  await page.addInitScript(
    ({ keys, pair }) => {
      if (sessionStorage.getItem('e2e.tokens_set')) return;
      sessionStorage.setItem('e2e.tokens_set', '1');
      localStorage.setItem(keys.access, pair.access);
      localStorage.setItem(keys.refresh, pair.refresh);
    },
    { keys: tokenKeys, pair: tokens },
  );
}

export async function currentUser(request: APIRequestContext, username: string, password?: string) {
  const { access } = await fetchTokens(request, username, password);
  const response = await request.get('/api/v1/cargo/user/current', { headers: { Authorization: `Bearer ${access}` } });
  return (await response.json()) as { email: string; first_name: string; last_name: string; company: string };
}

interface OutboxMessage {
  to: string;
  subject: string;
  link: string | null;
  created_at: string;
}

/** The newest message to `to` in the server's outbox (no SMTP_URL), read with a staff token. */
export async function latestMail(request: APIRequestContext, to: string): Promise<OutboxMessage | undefined> {
  const { access } = await fetchTokens(request, 'admin');
  const response = await request.get('/api/v1/cargo/mail_outbox', {
    params: { to, limit: 5 },
    headers: { Authorization: `Bearer ${access}` },
  });
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
  const { results } = (await response.json()) as { results: OutboxMessage[] };
  return results.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

/** A fresh active account made by staff through the API, for a journey that changes its password. */
export async function createAccount(
  request: APIRequestContext,
  account: { username: string; email: string; password: string; company: string },
): Promise<void> {
  const { access } = await fetchTokens(request, 'admin');
  const response = await request.post('/api/v1/cargo/reg_admin/create_user', {
    data: account,
    headers: { Authorization: `Bearer ${access}` },
  });
  if (!response.ok()) throw new Error(`create_user: ${response.status()} ${await response.text()}`);
}

/** Staff view of accounts, for checking what registration created. */
export async function findAccount(request: APIRequestContext, search: string) {
  const { access } = await fetchTokens(request, 'admin');
  const response = await request.get('/api/v1/cargo/reg_admin', {
    params: { s: search },
    headers: { Authorization: `Bearer ${access}` },
  });
  const { results } = (await response.json()) as { results: { username: string; email: string; status: string }[] };
  return results[0];
}

/** Picks Рус or Eng in the Рус/Eng switch of the login and default headers. */
export async function chooseLanguage(page: Page, label: 'Рус' | 'Eng'): Promise<void> {
  await page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
}
