// The browser state the page benches (lighthouse.ts, page-trace.ts) start a load from: the demo
// user's tokens, as the app keeps them, or none, and an empty cache.
import type { Page } from 'puppeteer-core';

const demoUser = { username: 'user', password: 'user-demo' };

export interface TokenPair {
  access: string;
  refresh: string;
}

/** The demo user's tokens from the app at `origin`. */
export async function signInDemoUser(origin: string): Promise<TokenPair> {
  const res = await fetch(`${origin}/api/v1/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoUser),
  });
  if (!res.ok) throw new Error(`sign-in as ${demoUser.username}: ${res.status}`);
  return (await res.json()) as TokenPair;
}

/**
 * Signs `page` in with `tokens` (or out, with null) and clears the browser's cache; the CDP
 * session is handed back for the caller's own settings (throttling), or detached.
 */
export async function preparePage(page: Page, origin: string, tokens: TokenPair | null) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((pair) => {
    localStorage.clear();
    if (pair) {
      localStorage.setItem('cargo_sentry.access', pair.access);
      localStorage.setItem('cargo_sentry.refresh', pair.refresh);
    }
  }, tokens);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  return session;
}
