import type { Page, Request } from '@playwright/test';

/**
 * What a page did wrong while it was watched: answers of 400 and above, requests that never got
 * one (aborted or refused), and console errors and warnings. Start it just before the step under
 * test; `list()` reads what was collected so far.
 */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  // A request still in flight when the page navigates is cancelled by the browser (ERR_ABORTED):
  // the favicon of a page left at once, not a fault of the app.
  let navigations = 0;
  const navigationAtStart = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  page.on('request', (request) => navigationAtStart.set(request, navigations));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const leftBehind = navigationAtStart.get(request) !== navigations;
    if (leftBehind && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  return { list: () => [...problems] };
}
