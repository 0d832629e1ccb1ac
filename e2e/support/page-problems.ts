import type { Page } from '@playwright/test';

/**
 * What a page did wrong while it was watched: answers of 400 and above, requests that never got
 * one (aborted or refused), and console errors and warnings. Start it just before the step under
 * test; `list()` reads what was collected so far.
 */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // The browser fetches the tab's icon on its own and cancels it when the page is left at once:
    // not a request of the app.
    const iconLeft =
      new URL(request.url()).pathname === '/favicon.svg' && request.failure()?.errorText === 'net::ERR_ABORTED';
    if (iconLeft) return;
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  return { list: () => [...problems] };
}
